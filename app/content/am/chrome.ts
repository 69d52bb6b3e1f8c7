import type { ChromeText } from "../chrome";

export const chrome: ChromeText = {
  company: {
    tagline: "በፀሐይ ኃይል የሚሠራ መስኖና የግብርና ምሕንድስና",
    headOffice: "ቦሌ መንገድ፣ አዲስ አበባ፣ ኢትዮጵያ",
    businessHours: [
      { days: "ከሰኞ እስከ ቅዳሜ", hours: "9:00 – 18:00" },
      { days: "እሑድ", hours: "10:00 – 16:00" },
    ],
    offices: {
      addis: {
        city: "አዲስ አበባ",
        address: ["ቦሌ መንገድ፣ ጌቱ የንግድ ማዕከል፣ 4ኛ ፎቅ", "አዲስ አበባ፣ ኢትዮጵያ"],
        hours: "ሰኞ – ቅዳሜ፣ 8:00 – 18:00",
      },
      bahirDar: {
        city: "ባሕር ዳር",
        address: ["ቀበሌ 14፣ ከቅዱስ ጊዮርጊስ ቤተ ክርስቲያን አጠገብ", "ባሕር ዳር፣ አማራ፣ ኢትዮጵያ"],
        hours: "ሰኞ – ቅዳሜ፣ 8:00 – 17:00",
      },
      hawassa: {
        city: "ሐዋሳ",
        address: ["ፒያሳ፣ አቶቴ መንገድ", "ሐዋሳ፣ ሲዳማ፣ ኢትዮጵያ"],
        hours: "ሰኞ – ቅዳሜ፣ 8:00 – 17:00",
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
    reports: "የፕሮጀክት ሪፖርቶች",
    quote: "የዋጋ ግምት ይጠይቁ",
    privacy: "የግላዊነት ፖሊሲ",
    cookies: "የኩኪ ፖሊሲ",
  },
  header: {
    mainNav: "ዋና ማውጫ",
  },
  menu: {
    open: "ማውጫውን ይክፈቱ",
    close: "ማውጫውን ይዝጉ",
    label: "ማውጫ",
    nav: "የስልክ ማውጫ",
  },
  footer: {
    about:
      "ለኢትዮጵያ አርሶ አደሮች፣ የኅብረት ሥራ ማኅበራትና ተቋማት የውሃ ጉድጓድ ቁፋሮ፣ በፀሐይ ኃይል የውሃ ማውጣት፣ መስኖና በፀሐይ ኃይል የሚሠራ የእህል ወፍጮ።",
    social: "ማኅበራዊ ሚዲያ",
    socialLink: "{network} (በአዲስ ትር ይከፈታል)",
    quickLinks: "ፈጣን ማገናኛዎች",
    footerNav: "የግርጌ ማውጫ",
    more: "ተጨማሪ",
    moreNav: "ተጨማሪ ገጾች",
    contact: "አድራሻ",
    rights: "መብቱ በሕግ የተጠበቀ ነው።",
    preparing: "በዝግጅት ላይ ነው፤ ይጠይቁን፦",
    mailSubject: "ግላዊነትና የአገልግሎት ውሎች",
    termsOfService: "የአገልግሎት ውሎች",
  },
  language: {
    label: "ቋንቋ",
  },
};
