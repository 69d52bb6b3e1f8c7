import type { SiteVisitText } from "../site-visit";

export const siteVisit: SiteVisitText = {
  meta: {
    title: "Daawwannaa bakkaa qabadhaa",
    description:
      "Injiniirri {brand} maasii keessan akka daawwatu gaafadhaa: daawwannaan jalqabaa kaffaltii malee. Bakka, torban isinitti tolu fi lakkoofsa bilbilaa keessan nutti himaa.",
  },
  hero: {
    eyebrow: "Daawwannaa bakkaa",
    title: "Injiniirri maasii keessan akka daawwatu gaafadhaa",
    lead: "Injiniirri keenya maasii keessanitti dhufee madda bishaanii fi lafa keessan safara, sirna sirrii ta'es isinii dhiyeessa. Daawwannaan jalqabaa kaffaltii malee; dirqama tokkollee hin qabu.",
  },
  section: {
    eyebrow: "Gaaffii daawwannaa",
    title: "Yoomii fi eessa haa dhufnu?",
    intro: "Kan nu barbaachisu lakkoofsa bilbilaa keessan, bakka fi torban tokko qofa.",
  },
  next: "Itti aanee maaltu ta'a",
  steps: [
    "Maasiin eessa akka jiruu fi torban kam akka isinitti tolu nutti himtu.",
    "Guyyaa fi karaa gara maasiitti geessu irratti walii galuuf sa'aatii 24 keessatti isiniif bilbilla.",
    "Injiniirri keenya madda bishaanii, fageenya fi lafa safara; waa'ee midhaan keessanii isin waliin mari'ata.",
    "Yaada barreeffamaan dhiyaate isin ga'a: sirna, gatii fi filannoowwan faayinaansii.",
  ],
};
