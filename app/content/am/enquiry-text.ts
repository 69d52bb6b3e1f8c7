import type { EnquiryText } from "../enquiry-text";
import { fill } from "~/i18n/translation";
import { packages } from "../packages";
import { products } from "../products";
import { contact } from "./contact";
import { products as words } from "./products";

import { regionNames as regions } from "./region-names";

const farmSize = {
  label: "የማሳ ስፋት በሄክታር",
  hint: "ለምሳሌ 2.5 (1 ሄክታር 4 ጥማድ ገደማ ነው)",
  errorName: "የማሳ ስፋት",
  unit: "ሄክታር",
};

/**
 * The quote form's "interested in" choices, by value: every service, package and product. Named
 * without a price: Amharic pages show prices in birr at the rate staff set (decisions.md,
 * "Prices"), which a fixed text cannot know; the products page beside the form shows them.
 */
const interestOptions = Object.fromEntries([
  ...Object.entries(contact.services).map(([id, title]) => [`service:${id}`, title]),
  ...packages.map((item) => [
    `package:${item.id}`,
    fill("{name} ፓኬጅ", { name: words.packages[item.id].name }),
  ]),
  ...products.map((item) => [`product:${item.id}`, words.products[item.id].title]),
]) as Record<string, string>;

export const enquiryText: EnquiryText = {
  words: {
    messages: {
      needContact: "መልስ እንድንሰጥዎ ስልክ ቁጥር ወይም የኢሜይል አድራሻ ያስገቡ",
      refused: "ጥያቄዎን መቀበል አልተቻለም። እባክዎ ቅጹን አረጋግጠው እንደገና ይሞክሩ።",
      tooFast: "ቅጹ ሰው ከሚሞላው በላይ በፍጥነት ተልኳል። እባክዎ ዝርዝሮችዎን አረጋግጠው ቅጹን እንደገና ይላኩ።",
      rateLimited:
        "ከእርስዎ ግንኙነት በአጭር ጊዜ ብዙ ጥያቄዎች ደርሰውናል። እባክዎ ጥቂት ደቂቃዎች ቆይተው እንደገና ይሞክሩ፣ ወይም ይደውሉልን።",
      busy: "በአሁኑ ሰዓት በጣም ብዙ ጥያቄዎች እየደረሱን ነው። እባክዎ ከአንድ ደቂቃ በኋላ እንደገና ይሞክሩ፣ ወይም ይደውሉልን።",
      tooLarge: "ጥያቄዎ ለመላክ በጣም ረጅም ነው። እባክዎ መልእክቱን አሳጥረው እንደገና ይሞክሩ።",
      crossSite: "ይህ ቅጽ መላክ የሚችለው ከራሳችን ድረ ገጽ ብቻ ነው።",
      serverError: "በእኛ በኩል ችግር ተፈጥሮ ጥያቄዎ አልተቀመጠም። እባክዎ እንደገና ይሞክሩ፣ ወይም ይደውሉልን።",
      savedOffline: "ከኢንተርኔት ውጭ ነዎት። ጥያቄዎ በዚህ መሣሪያ ላይ ተቀምጧል፤ ግንኙነቱ ሲመለስ በራሱ ይላካል።",
      savedBusy: "በአሁኑ ሰዓት ብዙ መልእክቶች እየደረሱን ነው። የእርስዎ በዚህ መሣሪያ ላይ ተቀምጧል፤ በጥቂት ደቂቃዎች ውስጥ በራሱ ይላካል።",
      savedServerError: "በአገልጋያችን ላይ ችግር ተፈጥሯል። ጥያቄዎ በዚህ መሣሪያ ላይ ተቀምጧል፤ በራሱ ይላካል።",
      sendingSaved: "የተቀመጠውን ጥያቄዎን በመላክ ላይ…",
      honeypot: "ይህን ቦታ ባዶ ይተዉት",
      privacy: "እነዚህን ዝርዝሮች ለጥያቄዎ መልስ ለመስጠት ብቻ እንጠቀምባቸዋለን፤ እስከ 24 ወራት እናቆያቸዋለን።",
      privacyLink: "የግል መረጃዎን እንዴት እንደምንይዝ",
      privacyEnd: "።",
    },
    confirmation: {
      referenceLabel: "የመከታተያ ቁጥርዎ፦",
      callUs: "የሚጨምሩት ካለ ከላይ ያለውን የመከታተያ ቁጥር ጠቅሰው በ{phone} ይደውሉልን።",
      sentTitle: "የላኩት",
      another: "ሌላ ጥያቄ ይጻፉ",
      backHome: "ወደ መነሻ ገጽ ይመለሱ",
      queuedTitle: "በዚህ መሣሪያ ላይ ተቀምጧል",
      sending: "በመላክ ላይ…",
      sendingStatus: "ጥያቄዎን በመላክ ላይ…",
      optionalNote: "(አማራጭ) የተባሉትን ቦታዎች ባዶ መተው ይችላሉ።",
      keptNote: "የሚጽፉት እስኪላክ ድረስ በዚህ መሣሪያ ላይ ይቆያል፤ ቢበዛ ለ7 ቀናት።",
      clear: "ቅጹን ያጽዱ",
    },
    validation: {
      tooLong: "{name} ከ{max} ፊደሎች መብለጥ የለበትም (አሁን {count} ነው)",
      email: "የኢሜይል አድራሻውን በትክክለኛ ቅርጽ ያስገቡ፤ ለምሳሌ name@example.com",
      phone: "ስልክ ቁጥሩን እንደ 0911 23 45 67 ወይም +251 911 234 567 ያስገቡ",
      choose: "{name} ከዝርዝሩ ይምረጡ",
      number: "{name} ቁጥር መሆን አለበት፤ ለምሳሌ 2.5",
      above: "{name} ከ{above} በላይ መሆን አለበት",
      max: "{name} {max} {unit} ወይም ከዚያ በታች መሆን አለበት",
    },
    notice: {
      title: "ጥያቄዎ ተልኳል",
      body: "{kind} በዚህ መሣሪያ ላይ ተቀምጦ ነበር፤ አሁን ደርሶናል።",
      dismiss: "ይዝጉ",
      kinds: {
        home: "መልእክትዎ",
        contact: "መልእክትዎ",
        callback: "መልሰን እንድንደውል ያቀረቡት ጥያቄ",
        visit: "የቦታ ጉብኝት ጥያቄዎ",
        quote: "የዋጋ ግምት ጥያቄዎ",
      },
    },
  },
  answerPage: {
    eyebrow: "ጥያቄዎ",
    title: "እባክዎ ጥያቄዎን ያረጋግጡ",
    nextTitle: "ቀጥሎ ምን ይሆናል",
    receivedTitle: "ደርሶናል፤ ተቀምጧል",
    backToContact: "ወደ ያግኙን ገጽ ይሂዱ",
    languageNote: "ከዚህ ገጽ በላይ ያሉት ቋንቋዎች የቅጹን ገጽ በዚያ ቋንቋ ይከፍታሉ። ቋንቋ መምረጥ ምንም ነገር አይልክም።",
  },
  forms: {
    home: {
      label: "መልእክት ይላኩልን",
      submitLabel: "መልእክት ይላኩ",
      thanks: "ስለ መልእክትዎ እናመሰግናለን!",
      nextSteps: "ቡድናችን በ24 ሰዓት ውስጥ ያገኝዎታል።",
      fields: {
        firstName: { label: "ስም" },
        lastName: { label: "የአባት ስም" },
        phone: {
          label: "ስልክ",
          hint: "መልስ እንድንሰጥዎ ስልክ ቁጥር ወይም የኢሜይል አድራሻ። ለምሳሌ 0911 23 45 67",
        },
        email: { label: "የኢሜይል አድራሻ", hint: "ወይም የኢሜይል አድራሻ፤ በ24 ሰዓት ውስጥ እንመልሳለን" },
        farmSize,
        message: {
          label: "መልእክት",
          hint: "ሰብሎችዎ፣ የውሃ ምንጭዎ፣ ማወቅ የሚፈልጉት። እስከ 5,000 ፊደሎች።",
        },
      },
    },
    contact: {
      label: "መልእክት ይላኩልን",
      submitLabel: "መልእክት ይላኩ",
      thanks: "እናመሰግናለን። መልእክትዎ ደርሶናል።",
      nextSteps: "በ24 ሰዓት ውስጥ በኢሜይል እንመልሳለን፤ ስልክ ቁጥር ከተዉ ደግሞ እንደውልልዎታለን።",
      fields: {
        firstName: { label: "ስም", requiredMessage: "ስምዎን ያስገቡ" },
        lastName: { label: "የአባት ስም", requiredMessage: "የአባትዎን ስም ያስገቡ" },
        email: {
          label: "የኢሜይል አድራሻ",
          hint: "በ24 ሰዓት ውስጥ እንመልሳለን",
          requiredMessage: "የኢሜይል አድራሻዎን ያስገቡ",
        },
        phone: { label: "ስልክ", hint: "መሐንዲሳችን መልሶ እንዲደውልልዎ" },
        subject: { label: "ርዕስ", requiredMessage: "ርዕስ ያስገቡ" },
        message: { label: "መልእክት", hint: "እስከ 5,000 ፊደሎች", requiredMessage: "መልእክትዎን ያስገቡ" },
      },
    },
    callback: {
      label: "መልሰን እንድንደውል ይጠይቁ",
      submitLabel: "መልሰው ይደውሉልኝ",
      thanks: "እናመሰግናለን። መሐንዲሳችን ይደውልልዎታል።",
      nextSteps: "በሥራ ሰዓት፣ በ24 ሰዓት ውስጥ መልሰን እንደውላለን።",
      fields: {
        name: { label: "ስምዎ", requiredMessage: "ስምዎን ያስገቡ" },
        phone: {
          label: "ስልክ",
          hint: "ለምሳሌ 0911 23 45 67",
          requiredMessage: "የምንደውልበትን ስልክ ቁጥር ያስገቡ",
        },
        message: { label: "ስለ ምን ጉዳይ ነው?", hint: "እስከ 500 ፊደሎች" },
      },
    },
    visit: {
      label: "የቦታ ጉብኝት ይጠይቁ",
      submitLabel: "የቦታ ጉብኝት ይጠይቁ",
      thanks: "እናመሰግናለን። የቦታ ጉብኝት ጥያቄዎ ደርሶናል።",
      nextSteps: "የጉብኝቱን ቀን ለመወሰን መሐንዲሳችን በ24 ሰዓት ውስጥ ይደውልልዎታል። የመጀመሪያው ጉብኝት ነፃ ነው።",
      fields: {
        name: { label: "ስምዎ", requiredMessage: "ስምዎን ያስገቡ" },
        phone: {
          label: "ስልክ",
          hint: "ለምሳሌ 0911 23 45 67",
          requiredMessage: "የምንደውልበትን ስልክ ቁጥር ያስገቡ",
        },
        region: {
          label: "ክልል",
          requiredMessage: "ክልልዎን ይምረጡ",
          errorName: "ክልልዎን",
          placeholderOption: "ክልል ይምረጡ",
          options: regions,
        },
        place: {
          label: "ከተማ፣ ወረዳ ወይም ቀበሌ",
          hint: "መሐንዲሳችን እንዲያገኝዎ",
          requiredMessage: "ማሳው ያለበትን ቦታ ያስገቡ",
        },
        week: {
          label: "የሚመርጡት ሳምንት",
          requiredMessage: "ሳምንት ይምረጡ",
          errorName: "ሳምንት",
          placeholderOption: "ሳምንት ይምረጡ",
          options: {
            "this-week": "በዚህ ሳምንት",
            "next-week": "በሚቀጥለው ሳምንት",
            "in-2-weeks": "ከሁለት ሳምንት በኋላ",
            "in-3-4-weeks": "ከሦስት እስከ አራት ሳምንት በኋላ",
            flexible: "በማንኛውም ጊዜ ይመቸኛል",
          },
        },
        farmSize,
        message: {
          label: "መሐንዲሳችን ማወቅ ያለበት ነገር",
          hint: "የውሃ ምንጭ፣ ሰብሎች፣ ወደ ማሳው የሚወስደው መንገድ። እስከ 2,000 ፊደሎች።",
        },
      },
    },
    quote: {
      label: "የዋጋ ግምት ይጠይቁ",
      submitLabel: "ነፃ የዋጋ ግምቴን ይላኩልኝ",
      thanks: "እናመሰግናለን። የዋጋ ግምት ጥያቄዎ ደርሶናል።",
      nextSteps: "መሐንዲሳችን በ24 ሰዓት ውስጥ ያገኝዎታል፤ ከዚያም የማሳዎን ስፋትና ክልልዎን አጥንቶ ሥርዓትና ዋጋ ያቀርብልዎታል።",
      fields: {
        interest: {
          label: "ምን ይፈልጋሉ?",
          errorName: "አገልግሎት ወይም ፓኬጅ",
          placeholderOption: "እስካሁን እርግጠኛ አይደለሁም፤ ምክር ይስጡኝ",
          options: interestOptions,
          groups: { Services: "አገልግሎቶች", Packages: "ፓኬጆች", Components: "የሥርዓቱ ክፍሎች" },
        },
        farmSize: { ...farmSize, requiredMessage: "የማሳዎን ስፋት በሄክታር ያስገቡ" },
        region: {
          label: "ቦታ / ክልል",
          hint: "ማሳው የሚገኝበት",
          requiredMessage: "ክልልዎን ይምረጡ",
          errorName: "ክልልዎን",
          placeholderOption: "ክልል ይምረጡ",
          options: regions,
        },
        crops: { label: "የሚያመርቷቸው ሰብሎች", hint: "ለምሳሌ ሽንኩርት፣ ቲማቲም፣ ጤፍ" },
        irrigation: {
          label: "አሁን የሚጠቀሙበት የመስኖ ዘዴ",
          hint: "ዛሬ የሚጠቀሙት",
          errorName: "የመስኖ ዘዴ",
          options: {
            "rain-fed": "የለም፤ በዝናብ ብቻ",
            manual: "በእጅ (በባልዲ፣ በማጠጫ)",
            "diesel-pump": "የናፍጣ ወይም የቤንዚን ፓምፕ",
            "river-canal": "ከወንዝ ወይም ከካናል በቦይ ወይም በጥለቅለቅ ማጠጣት",
            "drip-sprinkler": "የጠብታ ወይም የርጭት መስኖ አለኝ",
            other: "ሌላ ዘዴ",
          },
        },
        fullName: { label: "ሙሉ ስም", hint: "ማንን እንጠይቅ" },
        phone: {
          label: "ስልክ",
          hint: "መልስ እንድንሰጥዎ ስልክ ቁጥር ወይም የኢሜይል አድራሻ። ለምሳሌ 0911 23 45 67",
        },
        email: { label: "የኢሜይል አድራሻ", hint: "ወይም የኢሜይል አድራሻ፤ በ24 ሰዓት ውስጥ እንመልሳለን" },
        requirements: {
          label: "ተጨማሪ ፍላጎቶች",
          hint: "የውሃ ምንጭ፣ እስከ ምንጩ ያለው ርቀት፣ ልናውቀው የሚገባ ማንኛውም ነገር። እስከ 5,000 ፊደሎች።",
        },
        estimate: { label: "የእርስዎ ግምት" },
      },
    },
  },
};
