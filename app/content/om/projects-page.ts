import type { ProjectDetailText, ProjectsPageText } from "../projects-page";

export const projectsPage: ProjectsPageText = {
  meta: {
    title: "Pirojektoota",
    description:
      "Pirojektoota jallisii aduu, boolla bishaanii fi daakuu midhaanii digdama Itoophiyaa guutuu keessatti hojjenne: naannoon, haalaan fi maamilaan barbaadaa; bakka itti hojjennus kaartaa irratti ilaalaa.",
  },
  hero: {
    eyebrow: "Kuusaa hojii keenyaa",
    title: "Pirojektoota keenya Itoophiyaa guutuu keessatti",
    lead: "Tigraay hanga Sidaamaatti, waldaalee hojii gamtaa, qonna maatii, dhaabbilee fi giddugala qorannootiif boolla bishaanii, paampii aduu, jallisii coccobaa fi daakuu aduu hojjenne.",
  },
  stats: [
    "Pirojektoota waliigalaa",
    "Qonnaan bultoota fayyadaman",
    "Heektaara jallifame",
    "Dabalata oomishaa giddugaleessaa",
  ],
  investment: {
    label: "Invastimantii waliigalaa",
    value: "Qarshii miliyoona {millions} ol",
    exactValue: "Qarshii miliyoona {millions}",
    text: "bara 2023 irraa kaasee maamiltoonni fi hiriyoonni keenya bishaan aduu qonnaaf oolu irratti invastii godhan.",
  },
  list: {
    eyebrow: "Pirojektii barbaadaa",
    title: "Pirojektoota keenya ilaalaa",
    intro:
      "Bakkaan, maamilaan yookaan midhaaniin barbaadaa; yookaan tarree haalaan, naannoon fi gosa maamilaatiin dhiphisaa.",
    tabs: "Gosoota pirojektii",
    allCategories: "Pirojektoota hunda",
    form: "Pirojektoota",
    search: "Pirojektoota barbaadaa",
    searchHint: "Mata duree, ibsa, bakka fi maamila keessa barbaada.",
    status: "Haala",
    allStatuses: "Haala hunda",
    statuses: {
      Completed: "Xumurameera",
      "In Progress": "Adeemsa irra jira",
      Planning: "Karoorfameera",
    },
    region: "Naannoo",
    allRegions: "Naannolee hunda",
    apply: "Barbaadaa",
    clearAll: "Hunda haqaa",
    showing: "Pirojektoota {total} keessaa {shown} mul'ataniiru",
    emptyTitle: "Pirojektiin calaltuu kanneen waliin walsimu hin jiru",
    emptyText:
      "Jecha gabaabaa yookaan naannoo biraa yaalaa; yookaan pirojektoota digdamman hunda arguuf calaltuu haqaa.",
  },
  map: {
    eyebrow: "Bakka itti hojjennu",
    title: "Bakka pirojektoonni argaman",
    intro:
      "Tuqaan tokkoon tokkoon bakka pirojektii ti; fuula isaa banuuf filadhaa. Tarreen naannolee pirojektoota olii calala.",
    label: "Kaartaa bakka pirojektootaa Itoophiyaa keessatti",
    summary: "Bakka pirojektii {projects} naannolee {regions} keessatti",
    byRegion: "Pirojektoota naannoon",
    one: "pirojektii",
    many: "pirojektoota",
  },
  cta: {
    title: "Lafaa fi madda bishaanii qabduu?",
    text: "Waa'ee maasii keessanii, waldaa keessanii yookaan hojii jallisii keessanii nutti himaa. Injiniirotni keenya bakka sana sakatta'anii sirna maasii fi baajata keessan waliin walsimu isiniif qopheessu.",
    primary: "Pirojektii keessan jalqabaa",
    secondary: "Injiniira haasofsiisaa",
  },
};

export const projectDetail: ProjectDetailText = {
  eyebrow: "Pirojektii {number} · {category}",
  backLabel: "Gara pirojektootaatti deebi'aa",
  overviewTitle: "Ibsa waliigalaa pirojektichaa",
  specificationsTitle: "Odeeffannoo teeknikaa",
  locationTitle: "Bakka",
  locationLine: "{place}, Naannoo {region}",
  heroLocation: "{place}, {region}",
  mapLabel: "Kaartaa Itoophiyaa bakka pirojektiin {place} jiru agarsiisu",
  statsTitle: "Odeeffannoo pirojektichaa",
  terms: {
    number: "Lakkoofsa pirojektii",
    customer: "Maamila",
    location: "Bakka",
    cost: "Baasii tilmaamame",
    status: "Haala",
    period: "Yeroo pirojektii",
    clientType: "Gosa maamilaa",
  },
  numberOf: "#{number} kan {total} keessaa",
  involved: {
    title: "Nu waliin hirmaadhaa",
    text: "Hojii walfakkaataa karoorfattanii? Yookaan hojii jallisii itti aanu irratti nu waliin hojjechuu barbaadduu?",
    contact: "Nu quunnamaa",
    services: "Tajaajiloota keenya",
  },
  notFound: {
    eyebrow: "Pirojektoota",
    title: "Pirojektiin hin argamne",
    text: "Pirojektiin isin barbaaddan hin jiru.",
    description:
      "Fuulli pirojektii kun hin jiru. Bakka isaa pirojektoota jallisii aduu digdamman hunda ilaalaa.",
  },
};
