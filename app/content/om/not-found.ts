import type { NotFoundText } from "../not-found";

export const notFound: NotFoundText = {
  title: "Fuulli hin argamne",
  description: "Fuulli isin gaafattan hin jiru. Gara fuula jalqabaa {brand} deebi'aa.",
  eyebrow: "Dogoggora 404",
  heading: "Dhiifama! Fuulli hin argamne",
  lead: "Fuulli isin barbaaddan hin jiru yookaan bakki isaa jijjiirameera. Wanti nuti hojjennu hundi fuula jalqabaa irraa cuqaasa tokko qofa fagaata.",
  home: "Gara fuula jalqabaatti deebi'aa",
  tooLarge: {
    title: "Ergaan baay'ee dheeraa dha",
    eyebrow: "Dogoggora 413",
    heading: "Ergaan keessan erguuf baay'ee dheeraa ture",
    lead: "Homtinuu hin ergamne. Baraabiraa keessan irratti duubatti deebi'aa: wanti isin barreessitan yeroo baay'ee unkicha keessa jira. Maaloo ergaa gabaabsaatii irra deebi'aa ergaa.",
    contact: "Gara fuula Nu Quunnamaatti deemaa",
  },
  unavailable: {
    title: "Daqiiqaa tokko booda irra deebi'aa yaalaa",
    eyebrow: "Dogoggora 503",
    heading: "Amma deebii kennuu hin dandeenye",
    lead: "Wanti isin ergitan tokkollee nu hin geenye. Unka erguuf turtan yoo ta'e, baraabiraa keessan irratti duubatti deebi'aa: wanti isin barreessitan yeroo baay'ee unkicha keessa jira. Maaloo daqiiqaa tokko booda irra deebi'aa ergaa, ykn nuuf bilbilaa: lakkoofsi bilbila keenyaa miila fuula kanaa irra jira.",
  },
};
