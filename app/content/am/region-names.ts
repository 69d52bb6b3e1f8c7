import type { RegionNames } from "../region-names";

export const regionNames: RegionNames = {
  "Addis Ababa": "አዲስ አበባ",
  Afar: "አፋር",
  Amhara: "አማራ",
  "Benishangul-Gumuz": "ቤኒሻንጉል ጉሙዝ",
  "Central Ethiopia": "ማዕከላዊ ኢትዮጵያ",
  "Dire Dawa": "ድሬዳዋ",
  Gambela: "ጋምቤላ",
  Harari: "ሐረሪ",
  Oromia: "ኦሮሚያ",
  Sidama: "ሲዳማ",
  SNNP: "የቀድሞው ደቡብ ብሔሮች",
  Somali: "ሶማሌ",
  "South Ethiopia": "ደቡብ ኢትዮጵያ",
  "South West Ethiopia": "ደቡብ ምዕራብ ኢትዮጵያ",
  Tigray: "ትግራይ",
};
