import type { ChromeText } from "../chrome";

export const chrome: ChromeText = {
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
