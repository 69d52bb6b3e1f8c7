import type { ChromeText } from "../chrome";

export const chrome: ChromeText = {
  company: {
    tagline: "Jallisii Humna Aduu fi Injinariingii Qonnaa",
    headOffice: "Karaa Boolee, Finfinnee (Addis Ababa), Itoophiyaa",
    businessHours: [
      { days: "Wiixata – Sanbata", hours: "9:00 – 18:00" },
      { days: "Dilbata", hours: "10:00 – 16:00" },
    ],
    offices: {
      addis: {
        city: "Finfinnee (Addis Ababa)",
        address: ["Karaa Boolee, Gamoo Daldalaa Getuu, Darbii 4ffaa", "Finfinnee, Itoophiyaa"],
        hours: "Wiixata – Sanbata, 8:00 – 18:00",
      },
      bahirDar: {
        city: "Baahir Daar",
        address: [
          "Gandaa 14, Mana Kiristaanaa Qulqulluu Giyoorgis bira",
          "Baahir Daar, Amaaraa, Itoophiyaa",
        ],
        hours: "Wiixata – Sanbata, 8:00 – 17:00",
      },
      hawassa: {
        city: "Hawaasaa",
        address: ["Piyaasaa, Karaa Atoote", "Hawaasaa, Sidaamaa, Itoophiyaa"],
        hours: "Wiixata – Sanbata, 8:00 – 17:00",
      },
    },
    demoVideoTitle: "Paampiin aduu maasii qonnaan bulaa xiqqaa akkamitti akka jallisu",
  },
  skipLink: "Gara qabiyyee ijootti darbaa",
  nav: {
    home: "Fuula Jalqabaa",
    about: "Waa'ee Keenya",
    services: "Tajaajiloota",
    projects: "Pirojektoota",
    contact: "Nu Quunnamaa",
    getStarted: "Eegalaa",
    products: "Oomishaalee fi Paakeejiiwwan",
    financing: "Sirna kanaaf kaffaluu",
    reports: "Gabaasa Pirojektii",
    quote: "Tilmaama Gatii Gaafadhaa",
    privacy: "Imaammata Iccitii",
    cookies: "Imaammata Kuukii",
  },
  enquiryTitle: "Gaaffii keessan",
  enquiryRefusedTitle: "Dogoggora: {title}",
  header: {
    mainNav: "Baafata ijoo",
    brandLine: "Jallisii Humna Aduu fi Injinariingii Qonnaa",
  },
  menu: {
    open: "Baafata banaa",
    close: "Baafata cufaa",
    label: "Baafata",
    nav: "Baafata bilbilaa",
  },
  footer: {
    about:
      "Qotiinsa boolla bishaanii, bishaan humna aduutiin baasuu, jallisii fi daakuu midhaanii humna aduu qonnaan bultoota, waldaalee hojii gamtaa fi dhaabbilee Itoophiyaaf.",
    social: "Miidiyaa hawaasaa",
    socialLink: "{network} (tarree haaraa keessatti bana)",
    quickLinks: "Geessituu saffisaa",
    footerNav: "Baafata miilla fuulaa",
    more: "Dabalata",
    moreNav: "Fuulota dabalataa",
    contact: "Teessoo",
    rights: "Mirgi seeraan eegameera.",
    preparing: "{pages}: Qophaa'aa jira; nu gaafadhaa: {email}.",
    mailSubject: "Iccitii fi haala tajaajilaa",
    termsOfService: "Haala Tajaajilaa",
  },
  language: {
    label: "Afaan",
  },
  ui: {
    pause: "{what} dhaabaa",
    play: "{what} taphachiisaa",
    close: "Cufaa",
    carousel: "Agarsiisa naannaa",
    slide: "Fakkii",
    position: "{index} kan {count} keessaa",
    slideNumber: "Fakkii {index}",
    previousSlide: "Fakkii duraa",
    nextSlide: "Fakkii itti aanu",
    rating: "Sadarkaa {rating} kan {max} keessaa",
    loading: "Fe'amaa jira…",
    loadingPage: "Fuulli fe'amaa jira",
    optional: "(filannoo)",
    problem: "Rakkoo jira",
    chooseOne: "Tokko filadhaa",
    callUs: "{phone} irratti bilbilaa",
    quote: "“{text}”",
    labelled: "{label}: {value}",
    labelAbove: "{label}:",
    percent: "%{value}",
    projectCard: { location: "Bakka", customer: "Maamila", cost: "Baasii tilmaamame" },
  },
  errors: {
    methodNotAllowed: {
      eyebrow: "Dogoggora 405",
      heading: "Fuulli kun unka hin fudhatu",
      lead: "Wanti teessoo kanatti ergame hin geenye; homtinuu hin kuufamne. Unkicha fayyadamuuf fuula irra deebi'aa banaa, yookaan {phone} irratti nuuf bilbilaa.",
      action: "Fuula banaa",
    },
    serverError: {
      eyebrow: "Dogoggora 500",
      heading: "Rakkoon nu biratti uumame",
      lead: "Maaloo yeroo muraasa booda fuula irra deebi'aa fe'aa, yookaan {phone} irratti nuuf bilbilaa.",
      reference: "Lakkoofsa garee keenyaaf: {id}",
    },
    other: {
      eyebrow: "Dogoggora {status}",
      heading: "Gaaffiin kun deebii argachuu hin dandeenye",
      lead: "Maaloo duubatti deebi'aa irra deebi'aa yaalaa, yookaan {phone} irratti nuuf bilbilaa.",
    },
    home: "Gara fuula jalqabaatti deebi'aa",
  },
  chat: {
    open: "Nu haasofsiisaa",
    title: "Gargaaraa marii",
    subtitle: "Sekondii muraasa keessatti deebisa",
    close: "Marii cufaa",
    log: "Marii",
    you: "Isin: ",
    assistant: "Gargaaraa: ",
    typing: "Gargaaraan barreessaa jira…",
    placeholder: "Gaaffii keessan barreessaa…",
    input: "Ergaa keessan",
    send: "Ergaa",
    greeting:
      "Akkam! Ani gargaaraa {brand} dha. Waa'ee tajaajiloota keenyaa, gatii, wabii yookaan leenjii na gaafadhaa.",
    replies: [
      {
        // "akkam" inside a word would also match "akkamitti" (how): " akkam " is the word alone.
        keywords: [
          "hello",
          "akkam jirt",
          "akkam bult",
          "akkam oolt",
          " akkam ",
          "nagaa",
          "asham",
          "salaam",
        ],
        reply:
          "Akkam! Gara {brand} baga nagaan dhuftan. Har'a waa'ee jallisii humna aduu maal isin gargaaruu danda'a?",
      },
      {
        keywords: ["services", "tajaajil"],
        reply:
          "Qotiinsa boolla bishaanii, dhaabbii paampii aduu, sirna jallisii, daakuu midhaanii humna aduu, leenjii fi dabarsa beekumsaa, akkasumas suphaa fi deeggarsa ni kennina.",
      },
      {
        keywords: ["price", "gatii", "meeqa", "kaffaltii", "baasii", "qarshii"],
        reply:
          "Gatiin bal'ina maasii keessanii fi madda bishaanii keessan irratti hundaa'a. Paakeejiiwwan keenya gatii tilmaamaa {price} irraa jalqabu; kun bishaan hin fagaanne irraa gara heektaara 1 jallisa (boolla bishaanii gadi fagoo irraa kanaa gadi). Tilmaama gatii sirrii argachuuf {email} tti barreessaa yookaan {phone} irratti bilbilaa.",
      },
      {
        keywords: ["contact", "bilbil", "teessoo", "quunnam", "imeelii", "email"],
        reply:
          "{phone} irratti nuuf bilbiluu yookaan {email} tti nuuf barreessuu dandeessu. Waajjirri keenya guddaan: {office}.",
      },
      {
        keywords: ["about", "eenyu", "waa'ee keessanii", "waa'ee keenya", "dhaabbata", "kampaanii"],
        reply:
          "Nuti dhaabbata jallisii humna aduu fi injinariingii qonnaa Itoophiyaa bara 2023 hundeeffame dha. Naannolee {regions} keessatti qonnaan bultoota {farmers} tajaajilleerra; quufinsi maamiltoota keenyaa {satisfaction} dha.",
      },
      {
        keywords: ["warranty", "wabii"],
        reply:
          "Paampiin fi paanaaliin aduu wabii waggaa 5 qabu; gareen suphaa keenyas sa'aatii 24 keessatti bakka jirtanitti dhufa.",
      },
      {
        keywords: ["training", "leenjii", "leenjis", "barsiis"],
        reply:
          "Qonnaan bultoota maasii isaanii irratti guyyoota 2 hanga 5, garee nama 10 hanga 25 ta'uun, Afaan Amaaraa, Afaan Oromoo fi Afaan Tigiraayiin ni leenjifna.",
      },
    ],
    fallback:
      "Gaaffii keessaniif galatoomaa! Odeeffannoo bal'aaf {phone} irratti nuuf bilbilaa yookaan waajjira keenya daawwadhaa: {office}.",
    callback: {
      offer:
        "Haasa'uu filattuu? Lakkoofsa bilbilaa keessan dhiisaa; injiniirri keenya isiniif bilbila.",
      button: "Naaf bilbilaa",
      formIntro: "Injiniirri keenya sa'aatii 24 keessatti deebisee isiniif bilbila.",
      back: "Gara mariitti deebi'aa",
    },
  },
};
