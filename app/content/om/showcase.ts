import type { ShowcaseText } from "../showcase";

export const showcase: ShowcaseText = {
  coverage: {
    "project-1": "Dirree Dhawaa fi Harar",
    "project-2": "Shawaa Roobit",
    "project-3": "Sidaamaa",
    "project-4": "Kibba Saboota",
    "project-5": "Amaaraa",
  },
  acknowledgments: {
    "dire-dawa-agriculture-office": {
      name: "Waajjira Qonnaa fi Jallisii Dirree Dhawaa",
      location: "Dirree Dhawaa",
      topic: "Sagantaa jallisii xiqqaa",
      quote:
        "Paampiiwwan 22 hundi yeroo isaaniitti dhaabaman; hojjetaan hundi dabarsa dura leenji'eera. Abbootiin manaa amma yeroo bonaa shunkurtaa fi timaatima ni oomishu.",
      farmSize: "Bakka 22 irratti gara ha 60",
    },
    "almaz-tesfaye": {
      name: "Almaaz Tasfaayee",
      location: "Shawaa Roobit, Amaaraa",
      topic: "Shunkurtaa fi barbaree",
      quote:
        "Galii koo irraa kan caalu naaftaaf baasaa ture. Amma aduun bishaan koo harkisti; waggaatti al tokko osoo hin taane al lama nan oomisha.",
      farmSize: "ha 1.5",
    },
    "hawassa-zuria-cooperative": {
      name: "Waldaa Hojii Gamtaa Qonnaan Bultoota Naannoo Hawaasaa",
      location: "Hawaasaa Zuriyaa, Sidaamaa",
      topic: "Biqiltuu buna fi kuduraa",
      quote:
        "Jallisiin coccobaa bishaanii fi humna nuuf qusata; to'ataan tokko fiyuuzii haaraa yeroo barbaadu gareen guyyaa tokko keessatti deebi'ee dhufe.",
      farmSize: "ha 12 miseensota 48 kan qoodan",
    },
    "bekele-girma": {
      name: "Baqqalaa Girmaa",
      location: "Arbaa Minci, Kibba Saboota",
      topic: "Muuzii fi maangoo",
      quote:
        "Leenjichi afaan kootiin kennamee baay'ee hojii irra kan oolu ture. Ijoolleen koo amma paanaalii qulqulleessuu fi paampii sakatta'uu ofumaan danda'u.",
      farmSize: "ha 3",
    },
  },
  partners: {
    "Adey Cooperative Union": "Gamtaa Waldaalee Hojii Gamtaa Adey",
    "Rift Valley Water Trust": "Dhaabbata Bishaanii Sulula Kiraachaa",
    "Selam Rural Finance": "Faayinaansii Baadiyyaa Salaam",
    "Highland Seed Enterprise": "Dhaabbata Sanyii Baddaa",
    "Tana Irrigation Agency": "Ejensii Jallisii Xaanaa",
    "Kemise Farmers Network": "Walqunnamtii Qonnaan Bultoota Kamisee",
    "Green Energy Alliance": "Tokkummaa Humna Magariisaa",
    "Meskel Development Fund": "Maallaqa Misoomaa Masqalaa",
    "Lemlem Agro Finance": "Faayinaansii Qonnaa Lamlam",
  },
  sizing: {
    label: "Hamma sirna keessanii murteessaa",
    separator: ": ",
    text: "Paampii, paanaalii aduu fi paakeejii maasiin keessan barbaadu daqiiqaa tokko keessatti tilmaamaa.",
  },
};
