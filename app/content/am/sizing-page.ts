import type { SizingText } from "../sizing-page";
import { products } from "./products";

/** The Ethiopian month that covers most of each Gregorian month (docs/glossary-am.md). */
const months = [
  "ጥር",
  "የካቲት",
  "መጋቢት",
  "ሚያዝያ",
  "ግንቦት",
  "ሰኔ",
  "ሐምሌ",
  "ነሐሴ",
  "መስከረም",
  "ጥቅምት",
  "ኅዳር",
  "ታኅሣሥ",
];

export const sizing: SizingText = {
  meta: {
    title: "የፀሐይ ኃይል የውሃ ፓምፕ ሥርዓትዎን መጠን ይገምቱ",
    description:
      "ሰብልዎ የሚፈልገውን ውሃ፣ ውሃውን የሚያነሱትን የፀሐይ ኃይል ፓምፕና ፓነሎች፣ የሚስማማዎትን ፓኬጅና በናፍጣ ፋንታ የሚቆጥቡትን ወጪ ይገምቱ፤ በኢትዮጵያ በየትኛውም አካባቢ ላሉ ማሳዎች።",
  },
  hero: {
    eyebrow: "የሥርዓትዎ መጠን",
    title: "ማሳዎ ምን ያህል የፀሐይ ኃይል ፓምፕ ያስፈልገዋል?",
    lead: "ሰብልዎን፣ ማሳዎንና የውሃ ምንጭዎን ይንገሩን። በጥቂት ሰከንዶች ውስጥ በደረቁ ወር ሰብልዎ የሚፈልገውን ውሃ፣ ውሃውን የሚያነሱትን ፓምፕና የፀሐይ ፓነሎች፣ የሚስማማዎትን ፓኬጅ እንዲሁም ያንኑ ውሃ በናፍጣ ቢያወጡ የሚያወጡትን ወጪ ያገኛሉ።",
  },
  sections: {
    tool: {
      eyebrow: "የእርስዎ ማሳ፣ የእርስዎ ሥርዓት",
      title: "ሰባት ጥያቄዎችን ይመልሱ፤ ሥርዓትዎን ይመልከቱ",
      intro: "እያንዳንዱ መልስ በምሳሌ ተሞልቶ ይጀምራል። የሚያውቁትን ይቀይሩ፤ ከታች ያለው ግምት ወዲያውኑ ይለወጣል።",
      jump: "ግምቱን ይጀምሩ",
    },
    method: {
      eyebrow: "እንዴት እንደምንገምት",
      title: "እንዴት እንደምንገምት",
      intro: "መሐንዲሶቻችን ለመጀመሪያ ዲዛይን የሚጠቀሙበት ዘዴ ነው፤ ለሰብሎችና ለአየር ንብረት የታተሙ አኃዞችን ይጠቀማል።",
    },
  },
  noScript:
    "አሳሽዎ ጃቫስክሪፕት እያሄደ ስላልሆነ ግምቱ መልሶችዎን መከተል አይችልም። ከታች የሚታየው ምሳሌ ነው፦ በባቱ አቅራቢያ ከውሃ ጉድጓድ በጠብታ መስኖ የሚለማ 1 ha ሽንኩርት። ነፃ የዋጋ ግምት ይጠይቁ፤ መሐንዲሳችን የእርስዎን ማሳ ያሰላል።",
  callToAction: {
    title: "የተረጋገጠ ዋጋ ይፈልጋሉ?",
    text: "መሐንዲሳችን ማሳዎን ጎብኝቶ ውሃውንና የቧንቧውን መስመር ይለካል፤ ነፃ የዋጋ ግምትም ይልክልዎታል።",
    primary: "ነፃ የዋጋ ግምት ይጠይቁ",
    secondary: "ፓኬጆቹን ያነጻጽሩ",
  },

  form: {
    label: "የእርስዎ ማሳ",
    submit: "ግምቴን አሳዩኝ",
    fields: {
      crop: { label: "ሰብል", hint: "በዚህ ማሳ ላይ ብዙ ውሃ የሚፈልገው ሰብል።" },
      area: {
        label: "በመስኖ የሚለማው ስፋት",
        hint: "በሄክታር ወይም በጥማድ ({timad} ጥማድ 1 ሄክታር ገደማ ነው)።",
      },
      unit: { label: "የስፋት መለኪያ" },
      region: { label: "ክልል", hint: "ማሳው የሚገኝበት ክልል።" },
      town: {
        label: "በአቅራቢያ ያለ ከተማ",
        hint: "የከተማውን የአየር ሁኔታ እንጠቀማለን፦ በየወሩ ያለውን ሙቀት፣ ድርቀትና የፀሐይ ብርሃን።",
      },
      method: {
        label: "የመስኖ ዘዴ",
        hint: "የጠብታ መስኖ ውሃ የሚያባክነው በጣም ትንሽ ነው፤ የቦይ መስኖ ግፊት አያስፈልገውም፣ ግን ብዙ ውሃ ይባክናል።",
      },
      season: {
        label: "በመስኖ የሚያለሙበት ወቅት",
        hint: "ሥርዓቱ የሚሰላው በዚያ ወቅት ውስጥ ለእያንዳንዱ የፀሐይ ሰዓት ብዙ ውሃ ለሚፈልገው ወር ነው።",
      },
      source: { label: "የውሃ ምንጭ" },
      depthBorehole: {
        label: "በውሃ ጉድጓዱ ውስጥ እስከ ውሃው ያለው ጥልቀት (m)",
        hint: "ፓምፑ ጠፍቶ ሳለ ከመሬቱ ወለል እስከ ውሃው ገጽ ያለው ርቀት። በቁፋሮ ሪፖርቱ ላይ ይገኛል።",
      },
      depthSurface: {
        label: "ከውሃው እስከ ፓምፑ ያለው ከፍታ (m)",
        hint: "በደረቁ ወር የውሃው ገጽ ከፓምፑ ምን ያህል ዝቅ እንደሚል።",
      },
      distance: {
        label: "ከውሃ ምንጩ እስከ ማሳው ያለው ርቀት (m)",
        hint: "ቧንቧው በሚያልፍበት መስመር። 100 እርምጃ 75 m ገደማ ነው።",
      },
      height: {
        label: "ማሳው ከውሃ ምንጩ በላይ ያለው ከፍታ (m)",
        hint: "ማሳው ከምንጩ ጋር እኩል ወይም ከሱ በታች ከሆነ 0 ያስገቡ።",
      },
      diesel: {
        label: "የናፍጣ ዋጋ (ብር በሊትር)",
        hint: "በአካባቢዎ ነዳጅ ማደያ የሚከፍሉትን ዋጋ ያስገቡ።",
      },
      petrol: {
        label: "የቤንዚን ዋጋ (ብር በሊትር)",
        hint: "አብዛኞቹ አነስተኛ ፓምፖች በቤንዚን ይሠራሉ። {price} ብር ብለን ገምተናል፤ የሚከፍሉትን ዋጋ ያስገቡ።",
      },
    },
    methodWarning:
      "{crop} በብተና የሚዘራ፣ ማሳውን በሙሉ ጥቅጥቅ ብሎ የሚሸፍን ሰብል ነው፤ የጠብታ መስመሮች ሊከተሉት አይችሉም፣ የርጭት መስኖም በአነስተኛ ማሳ ላይ ወጪውን ብዙ ጊዜ አይመልስም። የሚስማማው {fits} ነው። ከታች ያለው ግምት ግን ለመረጡት ዘዴ ነው።",
    seasons: {
      dry: "በበጋ ብቻ (ከጥቅምት እስከ የካቲት ገደማ)",
      year: "ዓመቱን ሙሉ (ለቋሚ ሰብሎች ወይም ለብዙ ወቅቶች)",
    },
    sources: { borehole: "የውሃ ጉድጓድ", surface: "ወንዝ፣ ኩሬ ወይም በእጅ የተቆፈረ ጉድጓድ" },
    units: { ha: "ሄክታር", timad: "ጥማድ" },
  },

  errors: {
    notNumber: "{name} ቁጥር መሆን አለበት፤ ለምሳሌ 2.5",
    empty: "{object} ያስገቡ",
    aboveZero: "{name} ከ0 በላይ መሆን አለበት",
    notNegative: "{name} ከ0 ያነሰ ሊሆን አይችልም",
    names: {
      area: { name: "ስፋቱ", object: "ስፋቱን" },
      depthBorehole: { name: "የውሃው ጥልቀት", object: "የውሃውን ጥልቀት" },
      depthSurface: { name: "ከፍታው", object: "ከፍታውን" },
      distance: { name: "ርቀቱ", object: "ርቀቱን" },
      height: { name: "ከፍታው", object: "ከፍታውን" },
      diesel: { name: "የናፍጣ ዋጋው", object: "የናፍጣ ዋጋውን" },
      petrol: { name: "የቤንዚን ዋጋው", object: "የቤንዚን ዋጋውን" },
    },
    area: "ይህ ከ{hectares} ሄክታር ({timad} ጥማድ) በላይ ነው። ለዚህ መጠን ላለው ፕሮጀክት እባክዎ መሐንዲሶቻችንን ያነጋግሩ።",
    depthBorehole: "ከ{max} m በላይ ጥልቀት ያለው ውሃ ከዚህ ግምት አቅም በላይ ነው። እባክዎ መሐንዲሶቻችንን ያነጋግሩ።",
    depthSurface: "ከ{max} m በላይ ከፍታ ከዚህ ግምት አቅም በላይ ነው። እባክዎ አኃዙን ያረጋግጡ ወይም መሐንዲሶቻችንን ያነጋግሩ።",
    distance: "ከ{max} m ({km} km) በላይ የሆነ ቧንቧ ከዚህ ግምት አቅም በላይ ነው። እባክዎ መሐንዲሶቻችንን ያነጋግሩ።",
    height: "ከውሃ ምንጩ ከ{max} m በላይ ከፍ ያለ ማሳ ከዚህ ግምት አቅም በላይ ነው። እባክዎ መሐንዲሶቻችንን ያነጋግሩ።",
    heightBelow: "ማሳው ከውሃ ምንጩ በታች ከሆነ 0 ያስገቡ",
    diesel: "እስከ {max} ብር በሊትር የሚደርስ ዋጋ ያስገቡ",
    petrol: "እስከ {max} ብር በሊትር የሚደርስ ዋጋ ያስገቡ",
  },

  crops: {
    onion: "ሽንኩርት",
    tomato: "ቲማቲም",
    potato: "ድንች",
    cabbage: "ጥቅል ጎመን",
    pepper: "ቃሪያ",
    maize: "በቆሎ",
    wheat: "ስንዴ",
    barley: "ገብስ",
    teff: "ጤፍ",
    banana: "ሙዝ",
    "coffee-seedlings": "የቡና ችግኝ",
    fodder: "የእንስሳት መኖ (አልፋልፋ፣ ሣር)",
    "mixed-vegetables": "የተለያዩ አትክልቶች",
  },
  regions: {
    "Addis Ababa": "አዲስ አበባ",
    Afar: "አፋር",
    Amhara: "አማራ",
    "Benishangul-Gumuz": "ቤኒሻንጉል ጉሙዝ",
    "Dire Dawa": "ድሬዳዋ",
    Gambela: "ጋምቤላ",
    Harari: "ሐረሪ",
    Oromia: "ኦሮሚያ",
    Sidama: "ሲዳማ",
    Somali: "ሶማሌ",
    "South Ethiopia": "ደቡብ ኢትዮጵያ",
    Tigray: "ትግራይ",
  },
  towns: {
    "addis-ababa": "አዲስ አበባ",
    "bahir-dar": "ባሕር ዳር",
    gondar: "ጎንደር",
    "shewa-robit": "ሸዋ ሮቢት",
    mekelle: "መቀሌ",
    semera: "ሰመራ",
    "dire-dawa": "ድሬዳዋ",
    harar: "ሐረር",
    jijiga: "ጅጅጋ",
    adama: "አዳማ",
    batu: "ባቱ (ዝዋይ)",
    jimma: "ጅማ",
    hawassa: "ሐዋሳ",
    "arba-minch": "አርባ ምንጭ",
    gambela: "ጋምቤላ",
    asosa: "አሶሳ",
  },
  methods: {
    drip: { label: "የጠብታ መስኖ", short: "የጠብታ መስኖ" },
    sprinkler: { label: "የርጭት መስኖ", short: "የርጭት መስኖ" },
    furrow: { label: "የቦይ መስኖ (በተክል መስመሮች መካከል ቦይ)", short: "የቦይ መስኖ" },
  },
  packages: {
    starter: products.packages.starter.name,
    professional: products.packages.professional.name,
    enterprise: products.packages.enterprise.name,
    custom: "ብጁ ሥርዓት",
    kit: "አነስተኛ የፀሐይ ኪት",
  },
  months,
  // Ethiopian month names are short already.
  monthsShort: months,

  result: {
    title: "የእርስዎ ግምት",
    fixInputs: "ግምትዎን ለማየት ከላይ የተለዩትን መልሶች ያስተካክሉ።",
    summary:
      "በ{town} አቅራቢያ በ{hectares} ha ላይ ለሚለማ {crop}፦ በ{month} በቀን {volume} m³ ገደማ ውሃ፣ ከ{power} የፀሐይ ፓነሎች ({package})።",
    water: "በ{month} በቀን የሚያስፈልግ ውሃ",
    volume: "{volume} m³",
    waterDetail: "{mm} mm በ{hectares} ha ላይ፤ ለፓምፑ በጣም ደረቁ ወር",
    pump: "ፓምፕ",
    flow: "{flow} m³/h",
    pumpDetail: "በ{head} m አጠቃላይ የማንሳት ከፍታ፣ የቀኑን ውሃ በ{sun} የሙሉ ፀሐይ ሰዓታት",
    array: "የፀሐይ ፓነሎች",
    kwp: "{kwp} kWp",
    watts: "{watts} W",
    arrayDetail: "{panels} × {watts} W ፓነሎች",
    package: "ፓኬጅ",
    priceDetail: "ግምታዊ ዋጋ ከ{low} እስከ {high} ብር (ከ{usdLow} እስከ {usdHigh})",
    priceRate:
      "የብር ዋጋዎቹ ግምታዊ ናቸው፤ ከአሜሪካ ዶላር የዋጋ ዝርዝራችን በ1 ዶላር {rate} ብር ተመን ተቀይረዋል (ተመኑ የተወሰነው {date})።",
    estimateNote:
      "ይህ ግምት ነው። መሐንዲሳችን በቦታ ጉብኝት ያረጋግጠዋል፤ በውሃ ጉድጓድዎ ያለው የውሃ ጥልቀት፣ የቧንቧው መስመርና የማሳዎ አፈር ሊለውጡት ይችላሉ።",
    mattersMost:
      "ውጤቱን በብዛት የሚለውጡት የማሳው ስፋት፣ ሰብሉና የውሃው ጥልቀት ናቸው (ውሃውን ለማንሳት እያንዳንዱ ሜትር በየቀኑ ኃይል ይፈጃል)።",
    smallKit:
      "ማሳዎ አነስተኛ ነው፤ አንድ የ{watts} W ፓነል፣ አነስተኛ የገጸ ምድር ውሃ ፓምፕና መቆጣጠሪያው ይበቃሉ። ኪቱ ከ{price} ብር ({usd}) ጀምሮ ይገኛል፤ ፓኬጅ አያስፈልግዎትም።",
    priceIncludes:
      "ዋጋው ፓነሎቹንና ማቆሚያዎቻቸውን፣ ፓምፑን፣ መቆጣጠሪያውን፣ የውሃ ማስተላለፊያ ቧንቧውን፣ ተከላውንና ሥልጠናውን ያካትታል፤ የዋጋው ክልል የቦታ ሥራዎችን (ቦይ ቁፋሮ፣ ታንከር፣ መገጣጠሚያዎች) ታሳቢ ያደርጋል። የውሃ ጉድጓድ ቁፋሮን አያካትትም።",
    kitIncludes:
      "የኪቱ ዋጋ የሦስቱ ክፍሎች መነሻ ዋጋ ድምር ነው፤ ቱቦው፣ መገጣጠሚያዎቹና ተከላው ተጨማሪ ናቸው። የውሃ ጉድጓድ ቁፋሮን አያካትትም።",
    customSystem: "ማሳዎ ከኢንተርፕራይዝ ፓኬጃችን የበለጠ ይፈልጋል። እንደ እርስዎ ላሉ ማሳዎች ብጁ ሥርዓት እንነድፋለን።",
    beyondRange:
      "ይህ ከመደበኛ ፓምፖቻችን አቅም በላይ ነው። እባክዎ መሐንዲሶቻችንን ያነጋግሩ፤ ሌላ የውሃ ምንጭ፣ የውሃ ማጠራቀሚያ ታንከር ወይም በርካታ ፓምፖች የተሻለ ሊያገለግሉዎት ይችላሉ።",
    pipeTooSmall:
      "በዚህ ርቀት ሰበቃውን ከአጠቃላይ የማንሳት ከፍታው ከ{share} በታች የሚያቆይ ቧንቧ በዝርዝራችን ውስጥ የለም፤ የ{pipe} mm ቧንቧ እንኳ {friction} m ያባክናል። ዋናውን መስመር ያሳጥሩ (ፓምፑን ወይም ማሳውን ያቀራርቡ)፣ ሁለት ቧንቧዎችን ጎን ለጎን ይዘርጉ ወይም መሐንዲሶቻችን ዋናውን መስመር እንዲነድፉ ይጠይቁ።",
    sendToEngineer: "ይህን ለመሐንዲስ ይላኩ",
    print: "ይህን ግምት ያትሙ",
    quoteInstead: "በምትኩ ከመሐንዲስ የዋጋ ግምት ይጠይቁ",
    headTitle: "የማንሳት ከፍታው ከምን ይመጣል",
    metres: "{value} m",
    headLift: {
      borehole: "የውሃ ጥልቀት + {drawdown} m የውሃ መውረድ",
      surface: "ከውሃው ያለው ከፍታ",
    },
    headField: "ማሳው ከምንጩ በላይ ያለው ከፍታ",
    headFriction: "በ{pipe} mm ቧንቧ ውስጥ ያለ ሰበቃ",
    headPressure: "{method} የሚያስፈልገው ግፊት",

    mini: "{power} · {package}",
    miniInvalid: "መልሶችዎን ያረጋግጡ",
    miniLink: "ግምቱን ይመልከቱ",
    printSource: "{brand} · {url}",
    printTitle: "የፀሐይ ኃይል የውሃ ፓምፕ ግምት",
    printAnswers: "የእርስዎ መልሶች",
    printHectares: "{value} ha",
    printTown: "{town} ({region})",
  },

  lifetime: {
    title: "በ{years} ዓመታት፦ የፀሐይ ኃይል፣ ቤንዚን ወይስ ናፍጣ",
    intro:
      "ያንኑ ውሃ በእያንዳንዱ ፓምፕ ለ{years} ዓመታት ማውጣት የሚያስከፍለው፦ መሣሪያው፣ ነዳጁ በእርስዎ ዋጋ፣ ጥገናውና መተኪያዎቹ፤ በዓመት አንድ የምርት ወቅት፣ በዛሬው ዋጋ።",
    series: { solar: "የፀሐይ ኃይል", petrol: "የቤንዚን ፓምፕ", diesel: "የናፍጣ ፓምፕ" },
    cheaperFrom: "የፀሐይ ኃይል ሥርዓቱ ከ{engine} ፓምፕ ርካሽ የሚሆነው በ{year}ኛው ዓመት ነው።",
    cheaperAtStart: "የፀሐይ ኃይል ሥርዓቱ ከመጀመሪያው ጀምሮ ከ{engine} ፓምፕ ያነሰ ወጪ አለው።",
    notCheaper:
      "በ{years} ዓመታት ውስጥ የፀሐይ ኃይል ሥርዓቱ ለዚህ ማሳ ከ{engine} ፓምፕ ርካሽ አይሆንም፤ የሚቆጥበው ነዳጅ የፓነሎቹን ዋጋ አይመልስም።",
    engines: { petrol: "ቤንዚን", diesel: "ናፍጣ" },
    chartAlt:
      "እስከዚያ ድረስ የወጣው ወጪ በብር፣ ለ{years} ዓመታት በየዓመቱ የሚያሳይ የመስመር ሠንጠረዥ። ከ{years} ዓመታት በኋላ፦ የፀሐይ ኃይል {solar}፣ የቤንዚን ፓምፕ {petrol}፣ የናፍጣ ፓምፕ {diesel}።",
    axis: "ሺህ ብር",
    tableCaption: "እስከዚያ ድረስ የወጣው ወጪ በየዓመቱ፣ በብር",
    year: "ዓመት",
    purchase: "ሲገዛ",
    breakdownCaption: "እያንዳንዱ ወጪ ከምን እንደተሠራ፣ በብር",
    rows: {
      equipment: "በመጀመሪያ የሚገዛ መሣሪያ",
      fuel: "ነዳጅ በዓመት",
      upkeep: "ጥገና በዓመት",
      replacements: "በ{years} ዓመታት ውስጥ መተኪያዎች",
      total: "ከ{years} ዓመታት በኋላ ጠቅላላ",
    },
    litres: "({litres} ሊትር)",
    birr: "{value} ብር",
    assumptions:
      "ግምቶች፦ የቤንዚን ፓምፕ በኪሎዋት {petrolUsd} ያወጣል (ቢያንስ {petrolMin})፣ ከነዳጁ {petrolEfficiency} ገደማውን ወደ ተነሳ ውሃ ይለውጣል፣ በዓመት ከዋጋው {petrolUpkeep} ጥገና ይፈልጋል፣ በየ{petrolLife} ዓመቱ ይተካል፤ የናፍጣ ፓምፕ በኪሎዋት {dieselUsd} (ቢያንስ {dieselMin})፣ {dieselEfficiency}፣ በዓመት {dieselUpkeep}፣ በየ{dieselLife} ዓመቱ ይተካል፤ ሞተሮቹ የሚገዙት ፓምፑ ከሚፈልገው ኃይል {rating} እጥፍ ሆነው ነው። የፀሐይ ኃይል፦ በዓመት ከዋጋው {solarUpkeep} ጥገና፤ ፓምፑና መቆጣጠሪያው (ከዋጋው {pumpShare}) በ{pumpYear}ኛው ዓመት ይተካሉ። አንድ ዶላር {birr} ብር፤ ወለድና የዋጋ ግሽበት አልታሰበም።",
  },

  chart: {
    title: "ዓመቱ በአንድ እይታ",
    intro:
      "ዝናብ ከሚሰጠው በተጨማሪ ሰብሉ በየወሩ የሚፈልገው ውሃ፣ የቀረቡት ፓነሎች በዚያው ወር የፀሐይ ብርሃን ከሚያነሱት ውሃ ጋር ሲነጻጸር። ሥርዓቱ የተሰላው ለወቅትዎ የዲዛይን ወር ነው፤ በወቅቱ ሌሎች ወራት ትርፍ ውሃ ይኖረዋል።",
    need: "ሰብሉ የሚፈልገው ውሃ (m³ በቀን)",
    pumped: "ፓነሎቹ የሚያነሱት ውሃ (m³ በቀን)",
    tableCaption: "የሚያስፈልገውና የሚነሳው ውሃ በየወሩ፣ በቀን በኪዩቢክ ሜትር",
    month: "ወር",
    designMonth: "{month} (የዲዛይን ወር)",
    shaded: "የደመቀው ወር ሥርዓቱ የተሰላበት የዲዛይን ወር ነው።",
    monthsNote:
      "አኃዞቹ በፈረንጆቹ ወራት የተሰሉ ናቸው፤ እያንዳንዱ ወር የተሰየመው አብዛኛውን ቀናቱን በሚሸፍነው የኢትዮጵያ ወር ነው (ለምሳሌ ‹ጥር› ጃንዩዌሪን ያመለክታል)።",
  },

  method: {
    steps: [
      {
        title: "ሰብሉ የሚፈልገው ውሃ",
        text: "በዲዛይን ወሩ ሰብሉ የሚጠቀመው ውሃ = ሰብሉ ሙሉ ዕድገት ላይ ሲደርስ ያለው የሰብል ኮፊሸንት (ፋኦ-56) × የከተማዎ የማጣቀሻ ትነት፣ ለእያንዳንዱ የፀሐይ ሰዓት ብዙ ውሃ በሚያስፈልግበት ወር።",
      },
      {
        title: "የሚነሳው ውሃ",
        text: "ውጤቱን በመስኖ ዘዴው ብቃት ({efficiencies}) ያካፍሉ፤ ከዚያም ሚሊሜትሩን በሄክታሩና በ10 በማባዛት በቀን የሚያስፈልገውን ኪዩቢክ ሜትር ያገኛሉ።",
      },
      {
        title: "የፓምፑ ፍሰት",
        text: "ባትሪ የሌለው የፀሐይ ኃይል ፓምፕ የቀኑን ውሃ የሚያወጣው በዲዛይን ወሩ የሙሉ ፀሐይ ሰዓታት (በቀን በካሬ ሜትር የሚደርስ የፀሐይ ኃይል በkWh) ገደማ ውስጥ ነው፦ ፍሰት = በቀን የሚያስፈልግ ውሃ ÷ የሙሉ ፀሐይ ሰዓታት።",
      },
      {
        title: "የማንሳት ከፍታ",
        text: "አጠቃላይ የማንሳት ከፍታ = የውሃ ጥልቀት (ለውሃ ጉድጓድ {drawdown} m የውሃ መውረድ ተጨምሮ) ወይም ከገጸ ምድር ውሃ ያለው ከፍታ + የማሳው ከፍታ + በተመረጠው ቧንቧ ውስጥ ያለ ሰበቃ + ዘዴው የሚፈልገው ግፊት። ቧንቧው ከዝርዝራችን ውስጥ በሰበቃ ከአጠቃላይ የማንሳት ከፍታው ከ{frictionShare} በላይ የማያባክነውና ውሃው ከ{velocity} m/s በማይበልጥ ፍጥነት የሚፈስበት ትንሹ ቧንቧ ነው (ሄዘን–ዊሊያምስ፣ የሸካራነት ቁጥር {hazenC}፣ ለመገጣጠሚያዎች {fittings} ተጨምሮ)፤ ረጅም መስመር ትልቅ ቧንቧ ይፈልጋል።",
      },
      {
        title: "ኃይልና የፀሐይ ፓነሎች",
        text: "ኃይል = የውሃ መጠን × የማንሳት ከፍታ ÷ {constant} (kWh በቀን)፣ በፓምፑ ብቃት ({pumpEfficiency}) ተካፍሎ። የፓነሎቹ መጠን = ኃይል ÷ (የዲዛይን ወሩ የፀሐይ ብርሃን ሰዓታት × {derating} ለሙቀት፣ ለአቧራና ለሽቦ ብክነት)።",
      },
      {
        title: "ቤንዚን፣ ናፍጣ ወይስ የፀሐይ ኃይል በዓመታት ውስጥ",
        text: "አነስተኛ የናፍጣ ፓምፕ ከነዳጁ ኃይል ({kwhPerLitre} kWh በሊትር) {dieselEfficiency} ገደማውን ብቻ ወደ ተነሳ ውሃ ይለውጣል፤ የቤንዚን ፓምፕ ከዚህም ያነሰ። ለ{years} ዓመታት ለእያንዳንዱ መሣሪያውን፣ በዓመት ለአንድ የምርት ወቅት የሚያስፈልገውን ነዳጅ በእርስዎ ዋጋ፣ ጥገናውንና መተኪያዎቹን እንደምራለን፤ የፀሐይ ኃይል ርካሽ የሚሆንበትን ዓመትም (ከሆነ) እናሳያለን።",
      },
    ],
    efficiencies: "ጠብታ {drip}፣ ርጭት {sprinkler}፣ ቦይ {furrow}",
    percent: "{value} %",
    sources:
      "ምንጮች፦ የፋኦ የመስኖና የፍሳሽ ጥናት ቁጥር 56 (የሰብል ኮፊሸንቶችና እያንዳንዱ የፀሐይ ብርሃን አኃዝ የማይበልጠው የጠራ ሰማይ ጣሪያ)፣ አርአያና ሌሎች 2011 (ጤፍ)፣ የፋኦ የመስኖ መመሪያዎች (የዘዴዎቹ ብቃት፣ ግፊትና የቧንቧ ሰበቃ)። የከተሞቹ ወርሃዊ ትነት፣ ዝናብና የፀሐይ ብርሃን አኃዞች የራሳችን ግምቶች ናቸው፤ ከፋኦ ክሊምዋት የጣቢያ መዛግብትና ከናሳ ፓወር ጋር መረጋገጥ አለባቸው፤ መሐንዲሳችን ለእርስዎ ቦታ ያረጋግጣቸዋል።",
  },

  quote: {
    sourceBorehole: "የውሃ ጉድጓድ፣ ውሃው በ{depth} m ጥልቀት",
    sourceSurface: "ወንዝ፣ ኩሬ ወይም በእጅ የተቆፈረ ጉድጓድ፣ ከፍታ {depth} m",
    separator: "፤ ",
    line: [
      "{crop}፣ በ{town} አቅራቢያ {hectares} ha፣ {method}",
      "በ{month} በቀን {volume} m³",
      "ፓምፕ {flow} m³/h በ{head} m ከፍታ",
      "{power} ፓነሎች ({panels} × {watts} W)",
      "{package}፣ ግምታዊ ዋጋ ከ{low} እስከ {high}",
      "ቧንቧ {distance} m፣ ማሳው ከምንጩ {height} m ከፍ ያለ፣ {sun} የሙሉ ፀሐይ ሰዓታት",
    ],
    methods: { drip: "የጠብታ መስኖ", sprinkler: "የርጭት መስኖ", furrow: "የቦይ መስኖ" },
  },
};
