import type { RegionNames } from "../region-names";

export const regionNames: RegionNames = {
  "Addis Ababa": "Finfinnee",
  Afar: "Affaar",
  Amhara: "Amaaraa",
  "Benishangul-Gumuz": "Beenishaangul Gumuz",
  "Central Ethiopia": "Itoophiyaa Giddugaleessaa",
  "Dire Dawa": "Dirree Dhawaa",
  Gambela: "Gaambeellaa",
  Harari: "Harar",
  Oromia: "Oromiyaa",
  Sidama: "Sidaamaa",
  SNNP: "Kibba Saboota",
  Somali: "Somaalee",
  "South Ethiopia": "Kibba Itoophiyaa",
  "South West Ethiopia": "Kibba Lixa Itoophiyaa",
  Tigray: "Tigraay",
};
