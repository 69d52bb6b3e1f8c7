import type { GetStartedText } from "../get-started";

export const getStarted: GetStartedText = {
  meta: {
    title: "Tilmaama gatii bilisaa argadhaa",
    description:
      "{brand} irraa tilmaama gatii jallisii aduu bilisaa gaafadhaa; bal'ina maasii fi naannoo keessan nutti himaa, injiniirri keenya sirna sirrii fi gatii isaa isiniif dhiyeessa.",
  },
  hero: {
    eyebrow: "Haa jalqabnu",
    title: "Jallisii aduutiif tilmaama gatii bilisaa argadhaa",
    lead: "Waa'ee maasii keessanii daqiiqaa lama keessatti nutti himaa. Injiniirri keenya odeeffannoo sana ilaalee sirna gorfamuu fi gatii isaa isiniif erga; bilisa, dirqama tokkollee hin qabu.",
    action: "Tilmaama gatii gaafadhaa",
    promisesTitle: "Tilmaamni gatii bilisaa kun kan of keessatti qabatu",
    promises: [
      "Sa'aatii 24 keessatti bilbila injiniira irraa",
      "Sakatta'iinsa bakkaa madda bishaanii fi lafa keessanii",
      "Karoora sirnaa gatii bal'aa waliin",
    ],
  },
  sections: {
    benefits: { eyebrow: "Maaliif jallisii aduu", title: "Faayidaa maamiltoonni keenya argatan" },
    process: {
      eyebrow: "Akkaataa hojii",
      title: "Daawwannaa jalqabaa irraa hanga bishaan yaa'uutti: sadarkaa shan",
    },
    quote: {
      eyebrow: "Gaaffii tilmaama gatii",
      title: "Waa'ee maasii keessanii nutti himaa",
      intro:
        "Kan nu barbaachisu bal'ina maasii, naannoo fi lakkoofsa bilbilaa yookaan teessoo imeelii qofa; odeeffannoon biroo hundi sirna sirrii dhiyeessuuf nu gargaara.",
    },
    stories: { eyebrow: "Seenaa milkaa'inaa", title: "Qonnaan bultoota asii jalqaban" },
  },
  benefits: {
    yields: {
      title: "Oomisha olaanaa",
      description:
        "Yeroo bonaa bishaan argachuun waggaatti al tokko osoo hin taane al lama yookaan sadii sassaabuu jechuu dha.",
    },
    costs: {
      title: "Baasii gadi aanaa",
      description:
        "Naaftaan bitamu hin jiru; suphaanis xiqqaa dha: baasiin jallisii hanga {costReduction} hir'ata.",
    },
    energy: {
      title: "Bilisummaa humnaa",
      description:
        "Paampiin keessan ifa aduutiin hojjeta; gatii boba'aa, tarree fi sarara ibsaa irraa bilisa.",
    },
    water: {
      title: "Qusannaa bishaanii",
      description:
        "Jallisiin coccobaa bishaan kallattiin hidda biqiltuutti geessa; jallisii lolaa waliin yeroo madaalamu hanga {waterSavings} bishaan qusata.",
    },
  },
  stepLabels: {
    step: "Sadarkaa ",
    duration: "Yeroo fudhatu: ",
    receive: "Kan argattan",
  },
  steps: {
    assessment: {
      title: "Sakatta'iinsa bakkaa",
      description:
        "Injiniirri keenya maasii keessan daawwata; madda bishaanii safara, waa'ee midhaan keessaniis isin waliin mari'ata.",
      duration: "Guyyaa 1–2",
      deliverables: [
        "Qorannoo madda bishaanii fi hamma bishaanii",
        "Yaadannoo biyyee fi midhaanii",
        "Suuraa fi kaartaa bakkaa",
      ],
    },
    design: {
      title: "Karoora sirnaa",
      description:
        "Paampii, paanaalii aduu fi qindaa'ina jallisii bishaanii fi lafa keessan waliin walsimu isiniif qopheessina.",
      duration: "Guyyaa 3–5",
      deliverables: [
        "Karoora fi qindaa'ina sirnaa",
        "Tilmaama gatii bal'aa",
        "Oomishaa fi qusannaa eegamu",
      ],
    },
    approval: {
      title: "Raggaasisuu fi faayinaansii",
      description:
        "Yaada dhiyaate ni ilaaltu; yoo barbaaddan baankii yookaan dhaabbata maallaqaa xiqqaa irraa liqii akka gaafattan isin gargaarra.",
      duration: "Guyyaa 1–2",
      deliverables: [
        "Waliigaltee mallattaa'e",
        "Yoo barbaachise sanadoota faayinaansii",
        "Guyyaa dhaabbii",
      ],
    },
    installation: {
      title: "Dhaabbii",
      description:
        "Gareen keenya sirna sana bakkuma maasii irratti guyyaa 3–5 keessatti dhaaba; sana booda hojii eegalchee namoota hojjechiisan ni leenjisa.",
      duration: "Guyyaa 5–7",
      deliverables: ["Sirna dhaabamee qoratame", "Leenjii hojjechiistotaa", "Waraqaa ragaa wabii"],
    },
    support: {
      title: "Deeggarsa",
      description:
        "Isin waliin turra: daawwannaa suphaa, meeshaalee jijjiiraa fi teeknishaanii sa'aatii 24 keessatti dhufu.",
      duration: "Yeroo hunda",
      deliverables: [
        "Daawwannaa suphaa",
        "Deeggarsa bilbilaa",
        "Paampii fi paanaaliif wabii waggaa 5",
      ],
    },
  },
  packages: {
    title: "Paakeejii qophaa'e filattuu?",
    text: "Paakeejiiwwan keenya {packages} bishaan hin fagaanne irraa maasii gara ha 5 ga'u tajaajilu (boolla bishaanii gadi fagoo irraa kanaa gadi); dhaabbii fi deeggarsi ni dabalama.",
    names: "{a}, {b} fi {c}",
    action: "Paakeejiiwwan walbira qabaa",
  },
  waterSource: "Madda bishaanii: {source}",
  stories: {
    getachew: {
      name: "Obbo Geetaachoo Mokonnin",
      location: "Shawaa Roobit, Amaaraa",
      text: "Galii argadhu keessaa walakkaa naaftaaf baasaa ture. Amma aduun bishaan naaf harkisti; bona guutuu shunkurtaa fi timaatima nan oomisha.",
      result: "Waggaatti oomisha sadii, baasiin boba'aa hafe",
    },
    almaz: {
      name: "Waldaa Hojii Gamtaa Dubartoota Almaaz",
      location: "Hawaasaa Zuriyaa, Sidaamaa",
      text: "Maatiin afurtamni paampii bishaanii aduu tokkoo fi sirna jallisii coccobaa waliin fayyadamu. Injiniirotni miseensota keenya keessaa lama leenjisaniiru; amma rakkoolee xixiqqoo ofumaan sirreessu.",
      result: "Oomishni %185 dabale, itti fayyadamni bishaanii %68 hir'ate",
    },
  },
  callToAction: {
    title: "Dursitanii mari'achuu filattuu?",
    text: "Tilmaama gatii osoo hin gaafatin dura injiniirotni keenya gaaffii keessan gammachuudhaan deebisu.",
    primary: "Garee keenya haasofsiisaa",
    secondary: "Pirojektoota keenya ilaalaa",
  },
};
