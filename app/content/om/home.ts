import type { HomeText } from "../home";

export const home: HomeText = {
  meta: {
    title: "Jallisii Humna Aduu fi Injinariingii Qonnaa",
    description:
      "{brand}: paampii bishaanii aduu, qotiinsa boolla bishaanii, jallisii fi daakuu midhaanii humna aduu qonnaan bultoota, waldaalee hojii gamtaa fi dhaabbilee Itoophiyaatiif — sakatta'iinsa irraa hanga oomishaatti.",
  },
  hero: {
    eyebrow: "Jallisii humna aduu fi injinariingii qonnaa Itoophiyaa keessatti",
    title: "Bishaan humna aduutiin maasii Itoophiyaatiif",
    slides: [
      {
        location: "Dirree Dhawaa fi Harar",
        subtitle: "Jallisii aduu guutummaatti xumuramee harkatti kennamu",
        title: "Boolla bishaanii irraa hanga oomishaatti, humna aduutiin",
        description:
          "Gareen tokko bakka sakatta'a, qota, dhaaba, leenjisa — daawwannaa bakkaa jalqabaa irraa hanga oomisha jallisii jalqabaatti, naaftaa bituun osoo hin barbaachisin.",
      },
      {
        location: "Sidaamaa fi Kibba Itoophiyaa",
        subtitle: "Waldaalee hojii gamtaa fi qonnaan bultoota xiqqaaf",
        title: "Waggaatti al lama oomishuu, baasii hojii xiqqaan",
        description:
          "Qonnaan bultoonni sirna keenya fayyadaman yeroo bonaas ni misoomsu, baasii jallisii isaanii hanga {costReduction} hir'isu, waggaatti al lama oomishu.",
      },
    ],
    counters: ["Qonnaan bultoota tajaajille", "Hir'ina baasii", "Dabalata oomishaa"],
    video: "Viidiyoo ilaalaa",
    backdrop: "Fakkiiwwan duubaa",
    highlights: "Qabxiiwwan ijoo",
  },
  sections: {
    partners: {
      eyebrow: "Hiriyoota keenya",
      title: "Waldaaleen hojii gamtaa, dhaabbileen fi liqeessitoonni nu amanu",
    },
    services: {
      eyebrow: "Waan hojjennu",
      title: "Furmaata bishaan aduu guutuu, sakatta'iinsa irraa hanga oomishaatti",
      intro:
        "Tajaajila jaha garee tokko irraa; hojiin tokkollee kontiraaktaroota gidduutti hin badu.",
    },
    projects: {
      eyebrow: "Hojii keenya",
      title: "Pirojektoota dhihoo",
      intro:
        "Paampii, boolla bishaanii fi hojii jallisii qonnaan bultootaaf, waldaalee hojii gamtaa fi sagantaalee mootummaatiif harkatti kennine.",
    },
    about: {
      eyebrow: "Waa'ee keenya",
      title: "Injiniirota maasii keessaa baane, maasiidhaaf",
      intro:
        "Dhaabbata injinariingii qonnaa Itoophiyaa dha. Maashinoonni qotiinsaa, dhaabdonni fi leenjistoonni keenya sirna bishaan aduu qonnaan bultoonni ofumaan hojjechiisanii fi suphan dhiyeessu.",
    },
    testimonials: {
      eyebrow: "Ragaalee",
      title: "Qonnaan bultoonni fi hiriyoonni keenya maal jedhu",
      intro: "Ragaalee {count} maasiiwwanii fi waajjiraalee nu waliin hojjetan irraa.",
    },
    contact: {
      eyebrow: "Nu quunnamaa",
      title: "Bishaan maasii keessaniif waliin haa karoorfannu",
      intro:
        "Waa'ee lafaa fi midhaan keessanii nutti himaa. Injiniirri keenya deebisee bilbilee filannoowwan isin waliin mari'ata — dirqama tokkollee hin qabu.",
    },
  },
  about: {
    stats: ["Qonnaan bultoota tajaajille", "Naannolee geenye", "Quufinsa maamiltootaa"],
    claim: {
      value: "Hanga {costReduction}",
      text: "baasii jallisii paampii naaftaa caalaa xiqqaa; ifni aduu bilisa, sirnoonni keenyas paanaalii qulqulleessuu caalaa waan baay'ee hin gaafatan.",
    },
    more: "Waa'ee keenya dabalataan",
    imageAlt: "Injiniirotaa fi qonnaan bultoota maasii keessatti waliin karoora jallisii baasan",
  },
  contact: {
    partner: {
      title: "Nu waliin hojjedhaa",
      text: "Waldaalee hojii gamtaa, dhaabbilee fi invastaroota: bishaan aduu maasiiwwan baay'eetti haa geessinu.",
      partnerLabel: "Hiriyaa keenya ta'aa",
      visitLabel: "Daawwannaa bakkaa qabadhaa",
    },
    hoursTitle: "Sa'aatii hojii",
  },
  coverage: {
    title: "Bakka itti hojjennu",
    text: "Gareen keenya baddaa Harar irraa hanga Sulula Kiraachaatti sirnoota dhaabaniiru. Waa'ee pirojektichaa dubbisuuf bakka tokko filadhaa.",
    map: "Kaartaa Itoophiyaa bakka hojii keenyaa shanan agarsiisu",
  },
  partners: {
    region: "Mallattoo hiriyoota keenyaa",
    list: "Hiriyoota",
    previous: "Hiriyoota duraa",
    next: "Hiriyoota itti aanan",
    what: "Mallattoowwan",
  },
  acknowledgments: {
    location: "Bakka",
    topic: "Midhaan yookaan mata duree",
    farmSize: "Bal'ina maasii",
  },
  projects: { viewAll: "Pirojektoota hunda ilaalaa" },
  services: { learnMore: "Dabalataan beekaa" },
};
