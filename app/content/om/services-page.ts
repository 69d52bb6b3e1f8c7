import type { ServicesPageText } from "../services-page";

export const servicesPage: ServicesPageText = {
  meta: {
    title: "Tajaajiloota",
    description:
      "Qotiinsa boolla bishaanii, dhaabbii paampii aduu, sirna jallisii, daakuu midhaanii humna aduu, leenjii fi suphaa qonnaan bultootaa fi waldaalee hojii gamtaa Itoophiyaa guutuu keessa jiraniif.",
  },
  hero: {
    eyebrow: "Tajaajiloota keenya",
    title: "Boolla bishaanii irraa hanga oomishaatti: tajaajila jallisii aduu guutuu",
    lead: "Bishaan ni barbaanna, humna aduutiin baafnee gara midhaan keessanitti geessina; sana booda hojjettoota keessan ni leenjisna, sirnichis osoo hin citin akka hojjetu ni hordofna. Itoophiyaa guutuu keessatti garee tokko, tajaajila jaha.",
    start: "Jalqabaa",
    explore: "Tajaajiloota keenya ilaalaa",
    slideshow: "Fakkiiwwan duubaa",
    picture: "Fakkii duubaa: ",
    slides: {
      "borehole-drilling": "Qotiinsa boolla bishaanii hanga m 60",
      "solar-pump": "Paampii bishaanii aduu humna fardaa 1 hanga 10",
      "drip-irrigation": "Jallisii coccobaa bishaan %60 – 80 qusatu",
    },
  },
  stats: {
    farmers: "Qonnaan bultoota tajaajilaman",
    regions: "Naannolee itti hojjennu",
    systems: "Sirnoota aduu dhaabaman",
    staff: "Injiniirotaa fi hojjettoota",
  },
  sections: {
    services: {
      eyebrow: "Waan hojjennu",
      title: "Tajaajila jaha, garee tokko",
      intro:
        "Amaloota, odeeffannoo teeknikaa, akkaataa hojii keenyaa fi faayidaa argattan ilaaluuf tajaajila tokko filadhaa.",
    },
    why: {
      eyebrow: "Maaliif nu filattu",
      title: "Qonna Itoophiyaatiif kan hojjetame, waggootaaf kan deeggaramu",
    },
    stories: {
      eyebrow: "Seenaa milkaa'inaa",
      title: "Qonnaan bultoonni maal jedhu",
      intro:
        "Qonnaan bultootaa fi waldaalee hojii gamtaa har'a sirna keenyaan jallisiidhaan misoomsan.",
    },
  },
  card: {
    learnMore: "Dabalataan beekaa",
    learnMoreAbout: "({service})",
  },
  details: {
    overview: "Ibsa waliigalaa",
    features: "Amaloota ijoo",
    specifications: "Odeeffannoo teeknikaa",
    process: "Akkaataa hojii keenyaa",
    benefits: "Faayidaa",
    consultation: "Marii gaafadhaa",
    quote: "Tilmaama gatii gaafadhaa",
  },
  reasons: {
    "one-team": {
      title: "Jalqaba irraa hanga xumuraatti garee tokko",
      description:
        "Qorannoo, qotiinsa, dhaabbii, leenjii fi tajaajila kontiraaktara tokko irraa; hojiin dhaabbilee lama gidduutti irraanfatamee hafu hin jiru.",
    },
    "own-rigs": {
      title: "Maashinoota qotiinsaa keenya",
      description:
        "Meeshaa fi hojjettoota keenyaan hanga m 60 ni qonna; paampii hundas hamma bishaan safarreen filanna.",
    },
    warranty: {
      title: "Wabii hojiin mirkanaa'u",
      description:
        "Akka qaamaatti wabii waggaa 2 hanga 5 (paampii fi paanaaliif waggaa 5), meeshaalee jijjiiraa sirrii fi teeknishaanii sa'aatii 24 keessatti bakka sanatti ga'u.",
    },
    training: {
      title: "Leenjii afaan keessaniin",
      description:
        "Hojjettoonni keessan sirnicha akka hojjechiisanii fi suphaniif leenjii hojii irra oolu Afaan Amaaraa, Afaan Oromoo fi Afaan Tigiraayiin.",
    },
    nearby: {
      title: "Maasii keessanitti dhihoo",
      description:
        "Waajjiraalee Finfinnee, Baahir Daar fi Hawaasaa, akkasumas garee dirree naannolee {regions} keessatti hojjetan.",
    },
    clean: {
      title: "Qulqulluu fi baasii xiqqaa",
      description:
        "Ifni aduu naaftaa bakka bu'a; boba'aan bitamus ta'e fe'amu hin jiru, baasiin jallisiis hanga {costReduction} hir'ata.",
    },
  },
  stories: {
    "ziway-onions": {
      name: "Almaaz Baqqalaa",
      initials: "AB",
      location: "Baatuu, Oromiyaa",
      text: "Paampiin naaftaa keenyaa galii shunkurtaa keenya irra caalaa nyaachaa ture. Erga paampiin aduu fi sararoonni coccobaa dhufanii kaasee ganama ganama kaffaltii malee jallisna; waggaatti al sadii oomishna.",
      result: "Waggaatti al 3 oomisha",
    },
    "bahir-dar-cooperative": {
      name: "Tasfaayee Haayilee",
      initials: "TH",
      location: "Baahir Daar, Amaaraa",
      text: "Boolla bishaanii waldaa keenyaa qotanii, bishaan safaranii paampii boollichaaf malu nuuf dhaaban. Amma maatiin afurtamni boolla tokko irraa jallisiidhaan misoomsu.",
      result: "Maatiin 40 jallisiidhaan misoomsu",
    },
    "hawassa-mill": {
      name: "Hiruut Daalachaa",
      initials: "HD",
      location: "Hawaasaa, Sidaamaa",
      text: "Dubartoonni ganda keenyaa kana booda gara mana daakuutti karaa walakkaa guyyaa hin deeman. Daakuun aduu guyyaa guutuu hojjeta; baasii isaas kaffaltii daakuu irraa deebisa.",
      result: "Daakuun waggaa 2 keessatti baasii isaa deebise",
    },
  },
  cta: {
    title: "Maasii keessan humna aduutiin jallisuuf qophiidhaa?",
    text: "Waa'ee maasii fi madda bishaanii keessanii nutti himaa. Injiniirri keenya sa'aatii 24 keessatti deebisee bilbilee gorsa jalqabaa isiniif kenna.",
    primary: "Tilmaama gatii bilisaa gaafadhaa",
    secondary: "Hamma sirna keessanii herreegaa",
  },
};
