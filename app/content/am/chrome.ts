import type { ChromeText } from "../chrome";

export const chrome: ChromeText = {
  company: {
    tagline: "በፀሐይ ኃይል የሚሠራ መስኖና የግብርና ምሕንድስና",
    headOffice: "ቦሌ መንገድ፣ አዲስ አበባ፣ ኢትዮጵያ",
    businessHours: [
      { days: "ከሰኞ እስከ ቅዳሜ", hours: "ከጠዋቱ\u00a03:00 እስከ ምሽቱ\u00a012:00" },
      { days: "እሑድ", hours: "ከጠዋቱ\u00a04:00 እስከ ቀኑ\u00a010:00" },
    ],
    offices: {
      addis: {
        city: "አዲስ አበባ",
        address: ["ቦሌ መንገድ፣ ጌቱ የንግድ ማዕከል፣ 4ኛ ፎቅ", "አዲስ አበባ፣ ኢትዮጵያ"],
        hours: "ከሰኞ እስከ ቅዳሜ፣ ከጠዋቱ\u00a02:00 እስከ ምሽቱ\u00a012:00",
      },
      bahirDar: {
        city: "ባሕር ዳር",
        address: ["ቀበሌ 14፣ ከቅዱስ ጊዮርጊስ ቤተ ክርስቲያን አጠገብ", "ባሕር ዳር፣ አማራ፣ ኢትዮጵያ"],
        hours: "ከሰኞ እስከ ቅዳሜ፣ ከጠዋቱ\u00a02:00 እስከ ቀኑ\u00a011:00",
      },
      hawassa: {
        city: "ሐዋሳ",
        address: ["ፒያሳ፣ አቶቴ መንገድ", "ሐዋሳ፣ ሲዳማ፣ ኢትዮጵያ"],
        hours: "ከሰኞ እስከ ቅዳሜ፣ ከጠዋቱ\u00a02:00 እስከ ቀኑ\u00a011:00",
      },
    },
    demoVideoTitle: "የፀሐይ ኃይል ፓምፕ የአነስተኛ አርሶ አደር ማሳን እንዴት እንደሚያጠጣ",
  },
  skipLink: "ወደ ዋናው ይዘት ይለፉ",
  nav: {
    home: "መነሻ",
    about: "ስለ እኛ",
    services: "አገልግሎቶች",
    projects: "ፕሮጀክቶች",
    contact: "ያግኙን",
    getStarted: "ይጀምሩ",
    products: "ምርቶችና ፓኬጆች",
    financing: "የመክፈያ መንገዶች",
    reports: "የፕሮጀክት ሪፖርቶች",
    quote: "የዋጋ ግምት ይጠይቁ",
    privacy: "የግላዊነት ፖሊሲ",
    cookies: "የኩኪ ፖሊሲ",
  },
  enquiryTitle: "ጥያቄዎ",
  enquiryRefusedTitle: "ስህተት፦ {title}",
  header: {
    mainNav: "ዋና ማውጫ",
    brandLine: "ፀሐይ ሶላር",
  },
  menu: {
    open: "ማውጫውን ይክፈቱ",
    close: "ማውጫውን ይዝጉ",
    label: "ማውጫ",
    nav: "የሞባይል ማውጫ",
  },
  footer: {
    about:
      "ፀሐይ ሶላር ለኢትዮጵያ አርሶ አደሮች፣ የኅብረት ሥራ ማኅበራትና ተቋማት የውሃ ጉድጓድ ቁፋሮ፣ በፀሐይ ኃይል የውሃ ማውጣት፣ መስኖና በፀሐይ ኃይል የሚሠራ የእህል ወፍጮ ያቀርባል።",
    social: "ማኅበራዊ ሚዲያ",
    socialLink: "{network} (በአዲስ ትር ይከፈታል)",
    quickLinks: "ፈጣን ማገናኛዎች",
    footerNav: "የግርጌ ማውጫ",
    more: "ተጨማሪ",
    moreNav: "ተጨማሪ ገጾች",
    contact: "አድራሻ",
    rights: "መብቱ በሕግ የተጠበቀ ነው።",
    preparing: "{pages}፦ በዝግጅት ላይ ናቸው፤ በኢሜይል ይጠይቁን፦ {email}",
    mailSubject: "ግላዊነትና የአገልግሎት ውሎች",
    termsOfService: "የአገልግሎት ውሎች",
  },
  language: {
    label: "ቋንቋ",
  },
  ui: {
    pause: "{what} ያቁሙ",
    play: "{what} ያጫውቱ",
    close: "ይዝጉ",
    carousel: "ተንሸራታች ማሳያ",
    slide: "ገጽታ",
    position: "{index} ከ{count}",
    slideNumber: "ገጽታ {index}",
    previousSlide: "ቀዳሚው ገጽታ",
    nextSlide: "ቀጣዩ ገጽታ",
    rating: "ከ{max} {rating} ደረጃ",
    loading: "በመጫን ላይ…",
    loadingPage: "ገጹ በመጫን ላይ ነው",
    optional: "(አማራጭ)",
    problem: "ችግር አለ",
    chooseOne: "አንዱን ይምረጡ",
    callUs: "በ{phone} ይደውሉ",
    quote: "«{text}»",
    labelled: "{label}፦ {value}",
    labelAbove: "{label}፦",
    percent: "{value}%",
    projectCard: { location: "ቦታ", customer: "ደንበኛ", cost: "የተገመተ ወጪ" },
  },
  errors: {
    methodNotAllowed: {
      eyebrow: "ስህተት 405",
      heading: "ይህ ገጽ ቅጽ አይቀበልም",
      lead: "ወደዚህ አድራሻ የተላከው ሊደርስ አልቻለም፤ ምንም ነገር አልተቀመጠም። ቅጹን ለመጠቀም ገጹን እንደገና ይክፈቱ፣ ወይም በ{phone} ይደውሉልን።",
      action: "ገጹን ይክፈቱ",
    },
    serverError: {
      eyebrow: "ስህተት 500",
      heading: "በእኛ በኩል ችግር ተፈጥሯል",
      lead: "እባክዎ ትንሽ ቆይተው ገጹን እንደገና ይጫኑ፣ ወይም በ{phone} ይደውሉልን።",
      reference: "ለቡድናችን የሚሆን መለያ ቁጥር፦ {id}",
    },
    other: {
      eyebrow: "ስህተት {status}",
      heading: "ይህ ጥያቄ ምላሽ ማግኘት አልቻለም",
      lead: "እባክዎ ወደ ኋላ ተመልሰው እንደገና ይሞክሩ፣ ወይም በ{phone} ይደውሉልን።",
    },
    home: "ወደ መነሻ ገጽ ይመለሱ",
  },
  chat: {
    open: "ያነጋግሩን",
    title: "የውይይት ረዳት",
    subtitle: "በሰከንዶች ውስጥ ይመልሳል",
    close: "ውይይቱን ይዝጉ",
    log: "ውይይት",
    you: "እርስዎ፦ ",
    assistant: "ረዳት፦ ",
    typing: "ረዳቱ እየጻፈ ነው…",
    placeholder: "ጥያቄዎን ይጻፉ…",
    input: "መልእክትዎ",
    send: "ይላኩ",
    greeting: "ሰላም! እኔ የፀሐይ ሶላር ({brand}) ረዳት ነኝ። ስለ አገልግሎቶቻችን፣ ዋጋ፣ ዋስትና ወይም ሥልጠና ይጠይቁኝ።",
    replies: [
      {
        keywords: ["hello", "ሰላም", "ጤና ይስጥልኝ", "እንደምን", "ሃይ"],
        reply: "ሰላም! እንኳን ወደ ፀሐይ ሶላር ({brand}) በደኅና መጡ። ዛሬ በፀሐይ ኃይል የሚሠራ መስኖን በተመለከተ እንዴት ልርዳዎት?",
      },
      {
        keywords: ["services", "አገልግሎ"],
        reply:
          "የውሃ ጉድጓድ ቁፋሮ፣ የፀሐይ ኃይል የውሃ ፓምፕ ተከላ፣ የመስኖ ሥርዓቶች፣ በፀሐይ ኃይል የሚሠራ የእህል ወፍጮ፣ ሥልጠናና የዕውቀት ሽግግር እንዲሁም ጥገናና ድጋፍ እንሰጣለን።",
      },
      {
        keywords: ["price", "ዋጋ", "ስንት", "ክፍያ", "ወጪ"],
        reply:
          "ዋጋው በማሳዎ ስፋትና በውሃ ምንጭዎ ይወሰናል። ፓኬጆቻችን ከ{price} ይጀምራሉ (ግምታዊ ዋጋ)፤ ይህ ውሃው ጥልቅ ካልሆነ 1 ሄክታር ገደማ ያለማል (ከጥልቅ ጉድጓድ ያነሰ)። ትክክለኛ የዋጋ ግምት ለማግኘት ወደ {email} ይጻፉ ወይም በ{phone} ይደውሉ።",
      },
      {
        keywords: ["contact", "ስልክ", "አድራሻ", "ያግኙ", "ማግኘት", "ኢሜይል"],
        reply: "በ{phone} ሊደውሉልን ወይም ወደ {email} ሊጽፉልን ይችላሉ። ዋናው ቢሯችን፦ {office}።",
      },
      {
        keywords: ["about", "ስለ እናንተ", "ስለ እኛ", "ስለ ድርጅቱ", "ማን ናችሁ", "ስለ ኩባንያው"],
        reply:
          "በ2015 ዓ.ም. የተመሠረትን የኢትዮጵያ የፀሐይ መስኖና የግብርና ምሕንድስና ድርጅት ነን። በ{regions} ክልሎች {farmers} አርሶ አደሮችን አገልግለናል፤ የደንበኞቻችን እርካታ {satisfaction} ነው።",
      },
      {
        keywords: ["warranty", "ዋስትና"],
        reply: "ፓምፖችና የፀሐይ ፓነሎች የ5 ዓመት ዋስትና አላቸው፤ የጥገና ቡድናችንም በ24 ሰዓት ውስጥ ይደርሳል።",
      },
      {
        keywords: ["training", "ሥልጠና", "ማሰልጠን"],
        reply:
          "አርሶ አደሮችን በማሳቸው ላይ ከ2 እስከ 5 ቀናት፣ ከ10 እስከ 25 በሚደርሱ ቡድኖች፣ በአማርኛ፣ በአፋን ኦሮሞና በትግርኛ እናሠለጥናለን።",
      },
    ],
    fallback: "ስለ ጥያቄዎ እናመሰግናለን! ለዝርዝር መረጃ በ{phone} ይደውሉልን ወይም ቢሯችንን ይጎብኙ፦ {office}።",
    callback: {
      offer: "መነጋገር ይመርጣሉ? ስልክ ቁጥርዎን ይተዉ፤ መሐንዲሳችን ይደውልልዎታል።",
      button: "መልሰው ይደውሉልኝ",
      formIntro: "መሐንዲሳችን በ24 ሰዓት ውስጥ መልሶ ይደውልልዎታል።",
      back: "ወደ ውይይቱ ይመለሱ",
    },
  },
};
