import type { SizingText } from "../sizing-page";
import { products } from "./products";

/** Gregorian months by their Oromo names (docs/glossary-om.md). */
const months = [
  "Amajjii",
  "Guraandhala",
  "Bitootessa",
  "Eebila",
  "Caamsaa",
  "Waxabajjii",
  "Adoolessa",
  "Hagayya",
  "Fulbaana",
  "Onkoloolessa",
  "Sadaasa",
  "Mudde",
];

export const sizing: SizingText = {
  meta: {
    title: "Hamma sirna paampii bishaanii aduu keessanii tilmaamaa",
    description:
      "Bishaan midhaan keessan barbaadu, paampii fi paanaalii aduu bishaan sana ol harkisan, paakeejii isinitti mijatu fi baasii naaftaa bakka buusuun qusattan tilmaamaa; maasii Itoophiyaa naannoo kamiyyuu jiraniif.",
  },
  hero: {
    eyebrow: "Hamma sirna keessanii",
    title: "Maasiin keessan paampii aduu hammamii barbaada?",
    lead: "Waa'ee midhaan, maasii fi madda bishaanii keessanii nutti himaa. Sekondii muraasa keessatti bishaan midhaan keessan ji'a gogaa keessa barbaadu, paampii fi paanaalii aduu bishaan sana ol harkisan, paakeejii isinitti mijatu, akkasumas bishaan sana naaftaadhaan yoo baaftan baasii baaftan ni argattu.",
  },
  sections: {
    tool: {
      eyebrow: "Maasii keessan, sirna keessan",
      title: "Gaaffii torba deebisaa; sirna keessan ilaalaa",
      intro:
        "Deebiin hundi fakkeenyaan guutamee jalqaba. Waan beektan jijjiiraa; tilmaamni gadii hatattamaan jijjiirama.",
      jump: "Tilmaama jalqabaa",
    },
    method: {
      eyebrow: "Akkamitti akka tilmaamnu",
      title: "Akkamitti akka tilmaamnu",
      intro:
        "Mala injiniirotni keenya karoora jalqabaatiif itti fayyadaman; lakkoofsota midhaanii fi haala qilleensaaf maxxanfaman fayyadama.",
    },
  },
  noScript:
    "Baraabiraan keessan JavaScript hojjechiisaa waan hin jirreef, tilmaamichi deebii keessan hordofuu hin danda'u. Kan armaan gaditti mul'atu fakkeenya: Baatuu bira boolla bishaanii irraa jallisii coccobaatiin shunkurtaa ha\u00a01. Tilmaama gatii bilisaa gaafadhaa; injiniirri keenya maasii keessan ni herrega.",
  noScriptShared:
    "Baraabiraan keessan JavaScript hojjechiisaa hin jiru: tilmaamni armaan gadii deebii teessoo fuula kanaa keessa jiruuf tajaajilaa keenya irratti herregame. Deebii tokko jijjiirraatii “Tilmaama koo naaf agarsiisaa” tuqaa; irra deebiin ni herregama.",
  callToAction: {
    title: "Gatii mirkanaa'aa barbaadduu?",
    text: "Injiniirri keenya maasii keessan daawwatee bishaanii fi karaa ujummoo ni safara; tilmaama gatii bilisaas isiniif erga.",
    primary: "Tilmaama gatii bilisaa gaafadhaa",
    secondary: "Paakeejiiwwan walbira qabaa",
  },

  form: {
    label: "Maasii keessan",
    submit: "Tilmaama koo naaf agarsiisaa",
    fields: {
      crop: { label: "Midhaan", hint: "Midhaan maasii kana irratti bishaan baay'ee barbaadu." },
      area: {
        label: "Bal'ina jallifamu",
        hint: "Heektaaraan yookaan qindiin (qindiin\u00a0{timad} gara heektaara\u00a01 ta'a).",
      },
      unit: { label: "Safartuu bal'inaa" },
      region: { label: "Naannoo", hint: "Naannoo maasiin itti argamu." },
      town: {
        label: "Magaalaa dhihoo",
        hint: "Haala qilleensa magaalichaa fayyadamna: ho'a, goginsa fi ifa aduu ji'a ji'aan.",
      },
      method: {
        label: "Mala jallisii",
        hint: "Jallisiin coccobaa bishaan baay'ee xiqqaa balleessa; jallisiin boyii dhiibbaa hin barbaadu, garuu bishaan baay'ee balleessa.",
      },
      season: {
        label: "Yeroo jallisiidhaan misoomsitan",
        hint: "Sirnichi ji'a yeroo sana keessaa sa'aatii aduu tokkoon tokkoon isaatiif bishaan baay'ee barbaadu irratti herregama.",
      },
      source: { label: "Madda bishaanii" },
      depthBorehole: {
        label: "Gadi fageenya hanga bishaanii boolla keessatti (m)",
        hint: "Yeroo paampiin dhaamu, lafa irraa hanga bishaaniitti: gabaasa qotiinsaa irratti argama, ykn olla boolla qabu gaafadhaa.",
      },
      depthSurface: {
        label: "Olka'iinsa bishaan irraa hanga paampiitti (m)",
        hint: "Ji'a gogaa keessa fuulli bishaanii paampii irraa hammam gadi akka bu'u.",
      },
      distance: {
        label: "Fageenya madda bishaanii irraa hanga maasiitti (m)",
        hint: "Karaa ujummoon irra darbu. Tarkaanfiin 100 gara m\u00a075 ta'a.",
      },
      height: {
        label: "Olka'iinsa maasiin madda bishaanii ol jiru (m)",
        hint: "Maasiin madda waliin wal qixa yookaan isaa gadi yoo ta'e 0 galchaa.",
      },
      diesel: {
        label: "Gatii naaftaa (qarshii liitiraan)",
        hint: "Gatii buufata boba'aa naannoo keessanitti kaffaltan galchaa.",
      },
      petrol: {
        label: "Gatii beenzilaa (qarshii liitiraan)",
        hint: "Paampiiwwan xixiqqoon baay'een beenzilaan hojjetu. Qarshii\u00a0{price} jennee tilmaamne; gatii kaffaltan galchaa.",
      },
    },
    methodWarning:
      "{crop} midhaan facaafamee lafa guutuu haguugu dha; sarari coccobaa isa hordofuu hin danda'u, jallisiin facaasaas maasii xiqqaa irratti yeroo baay'ee baasii isaa hin deebisu. Kan mijatu {fits}. Tilmaamni gadii garuu mala filattaniif.",
    seasons: {
      dry: "Bona qofa (gara Onkoloolessaa hanga Guraandhalaatti)",
      year: "Waggaa guutuu (midhaan waggaa hedduu yookaan yeroo hedduuf)",
    },
    sources: { borehole: "Boolla bishaanii", surface: "Laga, haroo yookaan eela harkaan qotame" },
    drill: "Ammatti boolla bishaanii hin qabu: tilmaama qotiinsa isaa naaf dabalaa",
    units: { ha: "heektaara", timad: "qindii" },
  },

  errors: {
    notNumber: "{name} lakkoofsa ta'uu qaba; fakkeenyaaf 2.5",
    empty: "{object} galchaa",
    aboveZero: "{name} 0 ol ta'uu qaba",
    notNegative: "{name} 0 gadi ta'uu hin danda'u",
    names: {
      area: { name: "Bal'inni", object: "Bal'ina" },
      depthBorehole: { name: "Gadi fageenyi bishaanii", object: "Gadi fageenya bishaanii" },
      depthSurface: { name: "Olka'iinsi", object: "Olka'iinsa" },
      distance: { name: "Fageenyi", object: "Fageenya" },
      height: { name: "Olka'iinsi", object: "Olka'iinsa" },
      diesel: { name: "Gatiin naaftaa", object: "Gatii naaftaa" },
      petrol: { name: "Gatiin beenzilaa", object: "Gatii beenzilaa" },
    },
    areaTooSmall:
      "Kun heektaara\u00a0{hectares} (m²\u00a0{m2}, gara m\u00a010 × m\u00a010) gadi; paampiif baay'ee xiqqaa dha. Maasii hamma kanaa harkaan obaasuun ni danda'ama.",
    area: "Kun heektaara\u00a0{hectares} (qindii\u00a0{timad}) caala. Pirojektii hamma kanaatiif maaloo injiniirota keenya haasofsiisaa.",
    depthBorehole:
      "Bishaan gadi fageenya m\u00a0{max} ol jiru dandeettii tilmaama kanaa ol. Maaloo injiniirota keenya haasofsiisaa.",
    depthSurface:
      "Olka'iinsi m\u00a0{max} ol dandeettii tilmaama kanaa ol. Maaloo lakkoofsa mirkaneeffadhaa yookaan injiniirota keenya haasofsiisaa.",
    distance:
      "Ujummoon m\u00a0{max} (km\u00a0{km}) ol dandeettii tilmaama kanaa ol. Maaloo injiniirota keenya haasofsiisaa.",
    height:
      "Maasiin madda bishaanii irraa m\u00a0{max} ol ol ka'e dandeettii tilmaama kanaa ol. Maaloo injiniirota keenya haasofsiisaa.",
    heightBelow: "Maasiin madda bishaanii gadi yoo ta'e 0 galchaa",
    diesel: "Gatii liitiraan hanga qarshii\u00a0{max} ga'u galchaa",
    petrol: "Gatii liitiraan hanga qarshii\u00a0{max} ga'u galchaa",
  },

  crops: {
    onion: "Shunkurtaa",
    tomato: "Timaatima",
    potato: "Dinnicha",
    cabbage: "Raafuu",
    pepper: "Qaaraa",
    maize: "Boqqolloo",
    wheat: "Qamadii",
    barley: "Garbuu",
    teff: "Xaafii",
    banana: "Muuzii",
    "coffee-seedlings": "Biqiltuu buna",
    fodder: "Marga beeyladaa (alfaalfaa, marga)",
    "mixed-vegetables": "Kuduraa garaagaraa",
  },
  regions: {
    "Addis Ababa": "Finfinnee",
    Afar: "Affaar",
    Amhara: "Amaaraa",
    "Benishangul-Gumuz": "Beenishaangul Gumuz",
    "Dire Dawa": "Dirree Dhawaa",
    Gambela: "Gaambeellaa",
    Harari: "Harar",
    Oromia: "Oromiyaa",
    Sidama: "Sidaamaa",
    Somali: "Somaalee",
    "South Ethiopia": "Kibba Itoophiyaa",
    Tigray: "Tigraay",
  },
  towns: {
    "addis-ababa": "Finfinnee",
    "bahir-dar": "Baahir Daar",
    gondar: "Gondar",
    "shewa-robit": "Shawaa Roobit",
    mekelle: "Maqalee",
    semera: "Samaraa",
    "dire-dawa": "Dirree Dhawaa",
    harar: "Harar",
    jijiga: "Jigjigaa",
    adama: "Adaamaa",
    batu: "Baatuu (Zuwaay)",
    jimma: "Jimmaa",
    hawassa: "Hawaasaa",
    "arba-minch": "Arbaa Minci",
    gambela: "Gaambeellaa",
    asosa: "Asoosaa",
  },
  methods: {
    drip: { label: "Jallisii coccobaa", short: "jallisii coccobaa" },
    sprinkler: { label: "Jallisii facaasaa", short: "jallisii facaasaa" },
    furrow: { label: "Jallisii boyii (boyii tarree biqiltuu gidduu)", short: "jallisii boyii" },
  },
  packages: {
    starter: products.packages.starter.name,
    professional: products.packages.professional.name,
    enterprise: products.packages.enterprise.name,
    custom: "Sirna addaa",
    kit: "Meeshaa aduu xiqqaa",
  },
  months,

  result: {
    title: "Tilmaama keessan",
    fixInputs: "Tilmaama keessan arguuf deebii olitti adda ba'an sirreessaa.",
    summary:
      "{crop} ha\u00a0{hectares} irratti {town} bira misoomuuf: {month} keessa guyyaatti gara m³\u00a0{volume} bishaanii; kun paanaalii aduu {power} barbaada ({package}).",
    water: "Bishaan guyyaatti barbaachisu ({month})",
    volume: "m³\u00a0{volume}",
    waterDetail: "mm\u00a0{mm} ha\u00a0{hectares} irratti; ji'a paampiidhaaf baay'ee gogaa",
    pump: "Paampii",
    flow: "m³/h\u00a0{flow}",
    pumpDetail:
      "olka'iinsa waliigalaa m\u00a0{head} irratti, bishaan guyyaa sa'aatii aduu guutuu {sun} keessatti",
    array: "Paanaalii aduu",
    kwp: "kWp\u00a0{kwp}",
    mwp: "MWp\u00a0{mwp}",
    watts: "W\u00a0{watts}",
    arrayNeeded: "{power} barbaachisa",
    arrayDetail: "Paanaalii {panels} × W\u00a0{watts}: waliigala {installed} ni dhaabama",
    package: "Paakeejii",
    priceDetail: "Gatii tilmaamaa qarshii\u00a0{low} – {high} ({usdLow} – {usdHigh})",
    estimateNote:
      "Kun tilmaama. Injiniirri keenya daawwannaa bakkaatiin ni mirkaneessa; gadi fageenyi bishaanii, karaan ujummoo fi biyyeen maasii keessanii isa jijjiiruu danda'u.",
    mattersMost:
      "Kanneen bu'aa baay'ee jijjiiran bal'ina maasii, midhaan fi gadi fageenya bishaanii ti (bishaan ol harkisuuf meetirri tokkoon tokkoon guyyaa guyyaan humna fixa).",
    smallKit:
      "Maasiin keessan xiqqaa dha; paanaalii W\u00a0{watts} tokko, paampii bishaan lafa irraa xiqqaa fi to'ataan isaa ni ga'u. Meeshaan kun qarshii\u00a0{price} ({usd}) irraa jalqabee argama; paakeejii isin hin barbaachisu.",
    priceIncludes:
      "Gatiin kun paanaalii fi dhaabbii isaanii, paampii, to'ataa, ujummoo bishaan dabarsu, dhaabbii fi leenjii of keessaa qaba; daangaan gatii hojii bakkaa (qotiinsa boyii, taankii, walqabsiistota) ni tilmaama. Qotiinsa boolla bishaanii hin dabalatu.",
    kitIncludes:
      "Gatiin meeshaa kanaa ida'ama gatii jalqabaa kutaalee sadanii ti; ujummoon, walqabsiistonni fi dhaabbiin dabalata. Qotiinsa boolla bishaanii hin dabalatu.",
    drilling:
      "Tilmaama qotiinsaa, gatii armaan olii keessa hin jiru: m\u00a0{metres} naannoo, meetira tokkoof qarshii\u00a0{rate}, qarshii\u00a0{birr} ({usd}). Tilmaama qofa: gadi fageenyaa fi gatii qorannoon qotaa murteessa.",
    drillingBeyondRigs:
      "Kun hamma meeshaaleen qotiinsaa keenya qotan (m\u00a0{rigs}) caalaa gad fagaata: eenyu qotuu akka danda'u injiniirota keenya gaafadhaa.",
    packageReason:
      "Maaliif {smaller} miti: paanaaliin isaa kW\u00a0{kw} asitti hin gahu. Maasiin keessan paanaalii {need} barbaada; sochii walirraa ujummoo keessaatiif dabalataa qabachuun, sirni isaa gara kWp\u00a0{kwp}tti qophaa'a. Bishaan gadi fagaachaa fi midhaan bishaan baay'ee barbaadaa yoo deeme, heektaarri tokko paanaalii caalaa barbaada.",
    customSystem:
      "Maasiin keessan paakeejii {package} keenya caalaa barbaada. Maasii akka keessanii sirna addaa isiniif qopheessina.",
    beyondRange:
      "Kun dandeettii paampii idilee keenyaa ol. Maaloo injiniirota keenya haasofsiisaa; madda bishaanii biraa, taankii kuusaa bishaanii yookaan paampiiwwan hedduun caalaatti isin tajaajiluu danda'u.",
    pipeTooSmall:
      "Fageenya kanarratti ujummoon sochii walirraa (friction) olka'iinsa waliigalaa {share} gadi turchu tarree keenya keessa hin jiru; ujummoon mm\u00a0{pipe} illee m\u00a0{friction} balleessa. Sarara guddaa gabaabsaa (paampii yookaan maasii walitti dhiyeessaa), ujummoo lama walbira diriirsaa yookaan injiniirota keenya akka sarara guddaa qopheessan gaafadhaa.",
    sendToEngineer: "Kana injiniiraaf ergaa",
    print: "Tilmaama kana maxxansaa",
    quoteInstead: "Bakka isaa injiniira irraa tilmaama gatii gaafadhaa",
    headTitle: "Olka'iinsi kun maal irraa dhufa",
    metres: "m\u00a0{value}",
    headLift: {
      borehole: "Gadi fageenya bishaanii + gadi bu'insa bishaanii m\u00a0{drawdown}",
      surface: "Olka'iinsa bishaan irraa",
    },
    headField: "Olka'iinsa maasiin madda ol jiru",
    headFriction: "Sochii walirraa ujummoo mm\u00a0{pipe} keessatti",
    headPressure: "Dhiibbaa {method} barbaadu",

    mini: "{power} · {package}",
    miniInvalid: "Deebii keessan mirkaneeffadhaa",
    miniLink: "Tilmaama ilaalaa",
    printSource: "{brand} · {url}",
    printTitle: "Tilmaama paampii bishaanii aduu",
    printAnswers: "Deebii keessan",
    printHectares: "ha\u00a0{value}",
    printTown: "{town} ({region})",
    priceRate:
      "Gatiin qarshiidhaan jiru tilmaama: gatii keenya doolaara Ameerikaatiin jiru irraa, doolaara tokkoof qarshii\u00a0{rate}n jijjiirame (gatiin jijjiirraa kun {date} kaa'ame).",
  },

  lifetime: {
    title: "Waggaa {years} keessatti: aduu, beenzilaa moo naaftaa",
    intro:
      "Bishaan sana paampii tokkoon tokkoon isaatiin waggaa {years}f baasuun kan kaffalchiisu: meeshaa, boba'aa gatii keessaniin, suphaa fi jijjiirraa; yeroo oomishaa waggaatti bishaan obaaftaniif, gatii har'aatiin.",
    borehole:
      "Boolla bishaanii irraa motorri bishaan ofiin baasuu hin danda'u (paampiin lafa irraa hanga m\u00a07 qofa harkisa): jenereetaraa fi paampii boolla keessa seenu sochoosa. Lakkoofsonni boba'aa fi gatii asii kan paampii motoraa ti: qajeelfama tilmaamaa qofa.",
    series: { solar: "Aduu", petrol: "Paampii beenzilaa", diesel: "Paampii naaftaa" },
    cheaperFrom: "Sirni aduu paampii {engine} caalaa kan rakasu waggaa {year}ffaa irratti.",
    cheaperAtStart: "Sirni aduu jalqaba irraa kaasee paampii {engine} caalaa baasii xiqqaa qaba.",
    notCheaper:
      "Waggaa {years} keessatti sirni aduu maasii kanaaf paampii {engine} caalaa hin rakasu; boba'aan inni qusatu gatii paanaalii hin deebisu.",
    engines: { petrol: "beenzilaa", diesel: "naaftaa" },
    chartAlt:
      "Chaartii sararaa baasii hanga yeroo sanaatti bahe qarshiidhaan, waggaa {years}f waggaa waggaan agarsiisu. Waggaa {years} booda: aduu {solar}, paampii beenzilaa {petrol}, paampii naaftaa {diesel}.",
    axis: "kuma qarshii",
    tableCaption: "Baasii hanga yeroo sanaatti bahe waggaa waggaan, qarshiidhaan",
    year: "Waggaa",
    purchase: "Yeroo bitamu",
    breakdownCaption: "Baasiin tokkoon tokkoon maal irraa akka ijaarame, qarshiidhaan",
    rows: {
      equipment: "Meeshaa jalqaba bitamu",
      fuel: "Boba'aa waggaatti",
      upkeep: "Suphaa waggaatti",
      replacements: "Jijjiirraa waggaa {years} keessatti",
      total: "Waliigala waggaa {years} booda",
    },
    litres: "(liitira\u00a0{litres})",
    birr: "Qarshii\u00a0{value}",
    assumptions:
      "Tilmaamawwan: paampiin beenzilaa kiloowaatiitti {petrolPrice} baasa; gatiin isaa {petrolMin} gadi hin ta'u. Anniisaa boba'aa isaa keessaa gara {petrolEfficiency} bishaan ol ba'etti jijjiira, waggaatti gatii isaa keessaa {petrolUpkeep} suphaaf barbaada, waggaa {petrolLife} tokko tokkotti jijjiirama. Paampiin naaftaa kiloowaatiitti {dieselPrice} baasa; gatiin isaa {dieselMin} gadi hin ta'u. Anniisaa boba'aa isaa keessaa gara {dieselEfficiency} bishaan ol ba'etti jijjiira, waggaatti gatii isaa keessaa {dieselUpkeep} suphaaf barbaada, waggaa {dieselLife} tokko tokkotti jijjiirama. Mootorri humna paampiin barbaadu dachaa {rating} ta'ee bitama. Sirni aduu waggaatti gatii isaa keessaa {solarUpkeep} suphaaf barbaada; paampii fi to'ataan isaa (gatii paakeejii keessaa {pumpShare}; kan meeshaa xiqqaa immoo gatii tarree isaaniitiin) waggaa {pumpYear}ffaatti jijjiiramu. Doolaarri tokko qarshii\u00a0{birr} ta'ee herregameera; dhalaa fi gatii dabaluun hin tilmaamamne.",
  },

  chart: {
    title: "Waggaa guutuu ilaalcha tokkoon",
    intro:
      "Bishaan midhaan bokkaa booda ji'a ji'aan barbaadu, bishaan paanaaliin dhiyaatan ifa aduu ji'a sanaatiin ol harkisan waliin yeroo madaalamu. Sirnichi kan herregame ji'a karooraa yeroo keessaniitiif; ji'oonni yeroo sanaa biroo bishaan dabalataa qabaatu.",
    need: "Bishaan midhaan barbaadu (m³ guyyaatti)",
    pumped: "Bishaan paanaaliin ol harkisan (m³ guyyaatti)",
    tableCaption: "Bishaan barbaachisuu fi ol harkifamu ji'a ji'aan, guyyaatti meetira kuubiikiin",
    month: "Ji'a",
    designMonth: "{month} (ji'a karooraa)",
    shaded: "Ji'i calaqqisiifame ji'a karooraa sirnichi irratti herregame dha.",
    monthsNote: "",
  },

  method: {
    steps: [
      {
        title: "Bishaan midhaan barbaadu",
        text: "Bishaan midhaan ji'a karooraa keessa fayyadamu = koofishentii midhaanii yeroo midhaan guutummaatti guddatu (FAO-56) × bishaan ka'umsaa magaalaa keessanii irraa urkaa'u, ji'a sa'aatii aduu tokkoon tokkoon isaatiif bishaan baay'een barbaachisu.",
      },
      {
        title: "Bishaan ol harkifamu",
        text: "Bu'aa sana gahumsa mala jallisii ({efficiencies}) qoodaa; sana booda milimeetira heektaaraa fi 10n baay'isuun meetira kuubiikii guyyaatti barbaachisu argattu.",
      },
      {
        title: "Yaa'insa paampii",
        text: "Paampiin aduu baatirii hin qabne bishaan guyyaa sa'aatii aduu guutuu ji'a karooraa (humna aduu guyyaatti meetira iskuweeriitti ga'u, kWh tiin) keessatti baasa: yaa'insa = bishaan guyyaatti barbaachisu ÷ sa'aatii aduu guutuu.",
      },
      {
        title: "Olka'iinsa",
        text: "Olka'iinsa waliigalaa = gadi fageenya bishaanii (boolla bishaaniif gadi bu'insa bishaanii m\u00a0{drawdown} dabalatee) yookaan olka'iinsa bishaan lafa irraa + olka'iinsa maasii + sochii walirraa ujummoo filatame keessaa + dhiibbaa malli barbaadu. Ujummoon sun ujummoo tarree keenya keessaa isa xiqqaa sochii walirraatiin olka'iinsa waliigalaa {frictionShare} ol hin balleessinee fi bishaan saffisa m/s\u00a0{velocity} hin caalleen keessa yaa'u dha (Hazen–Williams, lakkoofsa gogorrummaa {hazenC}, walqabsiistotaaf {fittings} dabalatee); sararri dheeraan ujummoo guddaa barbaada.",
      },
      {
        title: "Humnaa fi paanaalii aduu",
        text: "Humna = hamma bishaanii × olka'iinsa ÷ {constant} (kWh guyyaatti), gahumsa paampiitiin ({pumpEfficiency}) qoodame. Hamma paanaalii = humna ÷ (sa'aatii ifa aduu ji'a karooraa × {derating} ho'a, awwaara fi badiinsa shiboodhaaf).",
      },
      {
        title: "Beenzilaa, naaftaa moo aduu waggoota keessatti",
        text: "Paampiin naaftaa xiqqaan humna boba'aa isaa (liitiraan kWh\u00a0{kwhPerLitre}) keessaa gara {dieselEfficiency} qofa bishaan ol ba'etti jijjiira; paampiin beenzilaa kana caalaa xiqqaa. Waggaa {years}f tokkoon tokkoon isaaniitiif meeshaa, boba'aa yeroo oomishaa waggaatti bishaan obaaftaniif barbaachisu gatii keessaniin, suphaa fi jijjiirraa ni ida'na; waggaa aduun itti rakasus (yoo jiraate) ni agarsiisna.",
      },
    ],
    efficiencies: "coccobaa {drip}, facaasaa {sprinkler}, boyii {furrow}",
    percent: "%{value}",
    sources:
      "Maddoota: Barruu FAO Lakk. 56 waa'ee jallisii fi bishaan baasuu (koofishentii midhaanii fi daangaa samii qulqulluu lakkoofsi ifa aduu kamiyyuu hin caalle), Araya fi kkf. 2011 (xaafii), qajeelfamoota jallisii FAO (gahumsa malootaa, dhiibbaa fi sochii walirraa ujummoo). Lakkoofsonni urkaa'uu, bokkaa fi ifa aduu ji'aa magaalotaa tilmaama keenya; galmee buufata FAO CLIMWAT fi NASA POWER waliin mirkanaa'uu qabu; injiniirri keenya bakka keessaniif ni mirkaneessa.",
  },

  quote: {
    sourceBorehole: "Boolla bishaanii, bishaan gadi fageenya m\u00a0{depth} irratti",
    sourceToDrill:
      "Boolli bishaanii ammaaf hin jiru (ni qotama), bishaan gadi fageenya m\u00a0{depth} irratti eegama",
    sourceSurface: "Laga, haroo yookaan eela harkaan qotame, olka'iinsa m\u00a0{depth}",
    separator: "; ",
    line: [
      "{crop}, {town} bira ha\u00a0{hectares}, {method}",
      "{month} keessa guyyaatti m³\u00a0{volume}",
      "Paampii m³/h\u00a0{flow} olka'iinsa m\u00a0{head} irratti",
      "Paanaalii {power} barbaachisa ({panels} × W\u00a0{watts}, {installed})",
      "{package}, gatii tilmaamaa {low}–{high}",
      "Ujummoo m\u00a0{distance}, maasiin madda irraa m\u00a0{height} ol, sa'aatii aduu guutuu {sun}",
    ],
    methods: {
      drip: "jallisii coccobaa",
      sprinkler: "jallisii facaasaa",
      furrow: "jallisii boyii",
    },
  },
};
