import type { EnquiryText } from "../enquiry-text";
import { fill } from "~/i18n/translation";
import { packages } from "../packages";
import { products } from "../products";
import { contact } from "./contact";
import { products as words } from "./products";

import { regionNames as regions } from "./region-names";

const farmSize = {
  label: "Bal'ina maasii heektaaraan",
  hint: "Fakkeenyaaf 2.5 (heektaarri 1 gara qindii 4 ta'a)",
  errorName: "Bal'inni maasii",
  unit: "heektaara",
};

/**
 * The quote form's "interested in" choices, by value: every service, package and product, named
 * without a price as in English (the staff's prices are on the products page).
 */
const interestOptions = Object.fromEntries([
  ...Object.entries(contact.services).map(([id, title]) => [`service:${id}`, title]),
  ...packages.map((item) => [
    `package:${item.id}`,
    fill("Paakeejii {name}", { name: words.packages[item.id].name }),
  ]),
  ...products.map((item) => [`product:${item.id}`, words.products[item.id].title]),
]) as Record<string, string>;

export const enquiryText: EnquiryText = {
  words: {
    messages: {
      needContact:
        "Deebii akka isiniif kennineef lakkoofsa bilbilaa yookaan teessoo imeelii galchaa",
      refused:
        "Gaaffii keessan fudhachuun hin danda'amne. Maaloo unkicha mirkaneeffadhaatii irra deebi'aa yaalaa.",
      tooFast:
        "Kun saffisa namni ittiin barreessu caala. Maaloo odeeffannoo keessan mirkaneeffadhaatii unkicha irra deebi'aa ergaa.",
      rateLimited:
        "Walqunnamtii keessan irraa yeroo gabaabaa keessatti gaaffileen baay'een nu ga'aniiru. Maaloo daqiiqaa muraasa booda irra deebi'aa yaalaa, yookaan nuuf bilbilaa.",
      busy: "Yeroo ammaa gaaffileen baay'een nu ga'aa jiru. Maaloo daqiiqaa tokko booda irra deebi'aa yaalaa, yookaan nuuf bilbilaa.",
      tooLarge:
        "Gaaffiin keessan erguuf baay'ee dheeraa dha. Maaloo ergaa gabaabsaatii irra deebi'aa yaalaa.",
      crossSite: "Unkiin kun marsariitii keenya qofa irraa ergamuu danda'a.",
      serverError:
        "Rakkoon nu biratti uumamee gaaffiin keessan hin kuufamne. Maaloo irra deebi'aa yaalaa, yookaan nuuf bilbilaa.",
      savedOffline:
        "Interneetii irraa alatti jirtu. Gaaffiin keessan meeshaa kana irratti kuufameera; yeroo walqunnamtiin deebi'u ofumaan ergama.",
      savedBusy:
        "Yeroo ammaa ergaawwan baay'een nu ga'aa jiru. Kan keessan meeshaa kana irratti kuufameera; daqiiqaa muraasa keessatti ofumaan ergama.",
      savedServerError:
        "Sarvarii keenya irratti rakkoon uumame. Gaaffiin keessan meeshaa kana irratti kuufameera; ofumaan ergama.",
      sendingSaved: "Gaaffii keessan kuufame ergaa jirra…",
      honeypot: "Bakka kana duwwaa dhiisaa",
      privacy:
        "Odeeffannoo kana gaaffii keessaniif deebii kennuuf qofa itti fayyadamna; hanga ji'a 24 kuufna.",
      privacyLink: "Odeeffannoo dhuunfaa keessan akkamitti akka qabannu",
      privacyEnd: ".",
    },
    confirmation: {
      referenceLabel: "Lakkoofsi hordoffii keessanii:",
      callUs:
        "Waan dabaluu barbaaddan yoo qabaattan, lakkoofsa hordoffii armaan olii eeraatii {phone} irratti nuuf bilbilaa.",
      sentTitle: "Waan ergitan",
      another: "Gaaffii biraa barreessaa",
      backHome: "Gara fuula jalqabaatti deebi'aa",
      queuedTitle: "Meeshaa kana irratti kuufameera",
      sending: "Ergamaa jira…",
      sendingStatus: "Gaaffii keessan ergaa jirra…",
      optionalNote: "Bakkeewwan (filannoo) jedhaman duwwaa dhiisuu dandeessu.",
      keptNote: "Waan barreessitan hanga ergamutti meeshaa kana irra tura; yoo baay'ate guyyaa 7.",
      clear: "Unkicha haqaa",
    },
    validation: {
      tooLong: "{name} qubee {max} caaluu hin qabu (amma {count} dha)",
      email: "Teessoo imeelii bifa sirriin galchaa; fakkeenyaaf name@example.com",
      phone: "Lakkoofsa bilbilaa akka 0911 23 45 67 yookaan +251 911 234 567 galchaa",
      choose: "{name} tarree keessaa filadhaa",
      number: "{name} lakkoofsa ta'uu qaba; fakkeenyaaf 2.5",
      above: "{name} {above} ol ta'uu qaba",
      max: "{name} {unit} {max} yookaan isaa gadi ta'uu qaba",
    },
    notice: {
      title: "Gaaffiin keessan ergameera",
      body: "{kind} meeshaa kana irratti kuufamee ture; amma nu ga'eera.",
      dismiss: "Cufaa",
      kinds: {
        home: "Ergaan keessan",
        contact: "Ergaan keessan",
        callback: "Gaaffiin akka deebifnee isiniif bilbillu",
        visit: "Gaaffiin daawwannaa bakkaa keessanii",
        quote: "Gaaffiin tilmaama gatii keessanii",
      },
    },
  },
  answerPage: {
    eyebrow: "Gaaffii keessan",
    title: "Maaloo gaaffii keessan mirkaneeffadhaa",
    nextTitle: "Itti aanee maaltu ta'a",
    receivedTitle: "Nu ga'eera; kuufameera",
    backToContact: "Gara fuula Nu Quunnamaatti deemaa",
    languageNote:
      "Afaanonni fuula kanaa gubbaa jiran fuula unkichaa afaan sanaan banu. Afaan filachuun homaa hin ergu.",
  },
  forms: {
    home: {
      label: "Ergaa nuuf ergaa",
      submitLabel: "Ergaa keessan ergaa",
      thanks: "Ergaa keessaniif galatoomaa!",
      nextSteps: "Gareen keenya sa'aatii 24 keessatti isin quunnama.",
      fields: {
        firstName: { label: "Maqaa" },
        lastName: { label: "Maqaa abbaa" },
        phone: {
          label: "Bilbila",
          hint: "Deebii akka isiniif kennineef lakkoofsa bilbilaa yookaan teessoo imeelii. Fakkeenyaaf 0911 23 45 67",
        },
        email: {
          label: "Teessoo imeelii",
          hint: "Yookaan teessoo imeelii; sa'aatii 24 keessatti deebisna",
        },
        farmSize,
        message: {
          label: "Ergaa",
          hint: "Midhaan keessan, madda bishaanii keessan, waan beekuu barbaaddan. Hanga qubee 5,000.",
        },
      },
    },
    contact: {
      label: "Ergaa nuuf ergaa",
      submitLabel: "Ergaa keessan ergaa",
      thanks: "Galatoomaa. Ergaan keessan nu ga'eera.",
      nextSteps:
        "Sa'aatii 24 keessatti imeeliin deebisna; lakkoofsa bilbilaa yoo dhiiftan immoo isiniif bilbilla.",
      fields: {
        firstName: { label: "Maqaa", requiredMessage: "Maqaa keessan galchaa" },
        lastName: { label: "Maqaa abbaa", requiredMessage: "Maqaa abbaa keessanii galchaa" },
        email: {
          label: "Teessoo imeelii",
          hint: "Sa'aatii 24 keessatti deebisna",
          requiredMessage: "Teessoo imeelii keessan galchaa",
        },
        phone: { label: "Bilbila", hint: "Injiniirri keenya deebisee akka isiniif bilbiluuf" },
        subject: { label: "Mata duree", requiredMessage: "Mata duree galchaa" },
        message: {
          label: "Ergaa",
          hint: "Hanga qubee 5,000",
          requiredMessage: "Ergaa keessan galchaa",
        },
      },
    },
    callback: {
      label: "Akka deebifnee isiniif bilbillu gaafadhaa",
      submitLabel: "Naaf bilbilaa",
      thanks: "Galatoomaa. Injiniirri keenya isiniif bilbila.",
      nextSteps: "Sa'aatii hojii keessa, sa'aatii 24 keessatti deebifnee bilbilla.",
      fields: {
        name: { label: "Maqaa keessan", requiredMessage: "Maqaa keessan galchaa" },
        phone: {
          label: "Bilbila",
          hint: "Fakkeenyaaf 0911 23 45 67",
          requiredMessage: "Lakkoofsa bilbilaa itti bilbilluu galchaa",
        },
        message: { label: "Dhimmi maal irratti?", hint: "Hanga qubee 500" },
      },
    },
    visit: {
      label: "Daawwannaa bakkaa gaafadhaa",
      submitLabel: "Daawwannaa bakkaa gaafadhaa",
      thanks: "Galatoomaa. Gaaffiin daawwannaa bakkaa keessanii nu ga'eera.",
      nextSteps:
        "Guyyaa daawwannaa murteessuuf injiniirri keenya sa'aatii 24 keessatti isiniif bilbila. Daawwannaan jalqabaa kaffaltii malee.",
      fields: {
        name: { label: "Maqaa keessan", requiredMessage: "Maqaa keessan galchaa" },
        phone: {
          label: "Bilbila",
          hint: "Fakkeenyaaf 0911 23 45 67",
          requiredMessage: "Lakkoofsa bilbilaa itti bilbilluu galchaa",
        },
        region: {
          label: "Naannoo",
          requiredMessage: "Naannoo keessan filadhaa",
          errorName: "Naannoo keessan",
          placeholderOption: "Naannoo filadhaa",
          options: regions,
        },
        place: {
          label: "Magaalaa, aanaa yookaan ganda",
          hint: "Injiniirri keenya akka isin argatuuf",
          requiredMessage: "Bakka maasiin jiru galchaa",
        },
        week: {
          label: "Torban filattan",
          requiredMessage: "Torban filadhaa",
          errorName: "Torban",
          placeholderOption: "Torban filadhaa",
          options: {
            "this-week": "Torban kana",
            "next-week": "Torban dhufu",
            "in-2-weeks": "Torban lama booda",
            "in-3-4-weeks": "Torban sadii hanga afur booda",
            flexible: "Yeroo kamiyyuu; natti tola",
          },
        },
        farmSize,
        message: {
          label: "Waan injiniirri keenya beekuu qabu",
          hint: "Madda bishaanii, midhaan, karaa gara maasiitti geessu. Hanga qubee 2,000.",
        },
      },
    },
    quote: {
      label: "Tilmaama gatii gaafadhaa",
      submitLabel: "Tilmaama gatii bilisaa naaf ergaa",
      thanks: "Galatoomaa. Gaaffiin tilmaama gatii keessanii nu ga'eera.",
      nextSteps:
        "Injiniirri keenya sa'aatii 24 keessatti isin quunnama; achiis bal'ina maasii fi naannoo keessan qoratee sirnaa fi gatii isiniif dhiyeessa.",
      fields: {
        interest: {
          label: "Maal barbaaddu?",
          errorName: "Tajaajila yookaan paakeejii",
          placeholderOption: "Ammatti hin beeku; naaf gorsaa",
          options: interestOptions,
          groups: {
            Services: "Tajaajiloota",
            Packages: "Paakeejiiwwan",
            Components: "Kutaalee sirnichaa",
          },
        },
        farmSize: { ...farmSize, requiredMessage: "Bal'ina maasii keessanii heektaaraan galchaa" },
        region: {
          label: "Bakka / naannoo",
          hint: "Maasiin itti argamu",
          requiredMessage: "Naannoo keessan filadhaa",
          errorName: "Naannoo keessan",
          placeholderOption: "Naannoo filadhaa",
          options: regions,
        },
        crops: { label: "Midhaan oomishattan", hint: "Fakkeenyaaf shunkurtaa, timaatima, xaafii" },
        irrigation: {
          label: "Mala jallisii amma itti fayyadamtan",
          hint: "Kan har'a fayyadamtan",
          errorName: "Mala jallisii",
          options: {
            "rain-fed": "Hin jiru; bokkaa qofaan",
            manual: "Harkaan (baaldii, obaastuu)",
            "diesel-pump": "Paampii naaftaa yookaan beenzilaa",
            "river-canal": "Jallisii boyii yookaan lolaa laga yookaan boyii irraa",
            "drip-sprinkler": "Jallisii coccobaa yookaan facaasaa qaba",
            other: "Mala biraa",
          },
        },
        fullName: { label: "Maqaa guutuu", hint: "Eenyu gaafachuu qabna" },
        phone: {
          label: "Bilbila",
          hint: "Deebii akka isiniif kennineef lakkoofsa bilbilaa yookaan teessoo imeelii. Fakkeenyaaf 0911 23 45 67",
        },
        email: {
          label: "Teessoo imeelii",
          hint: "Yookaan teessoo imeelii; sa'aatii 24 keessatti deebisna",
        },
        requirements: {
          label: "Fedhii dabalataa",
          hint: "Madda bishaanii, fageenya hanga maddaatti, waan beekuu qabnu kamiyyuu. Hanga qubee 5,000.",
        },
        estimate: { label: "Tilmaama keessan" },
      },
    },
  },
};
