import type { ProductsText } from "../products";

export const products: ProductsText = {
  meta: {
    title: "Oomishaalee fi Paakeejiiwwan",
    description:
      "Paanaalii aduu, baatirii, paampii, to'attoota fi hordoffii fagoo gatii jalqabaa isaanii waliin, akkasumas paakeejiiwwan jallisii aduu guutuu maasii bal'ina kamiifuu {price} irraa jalqabu.",
  },
  hero: {
    eyebrow: "Oomishaalee fi paakeejiiwwan",
    title: "Meeshaalee aduu umurii dheeraa, gatii ifaa ta'een",
    lead: "Kutaa isin barbaachisu qofa yookaan paakeejii guutuu bal'ina maasii keessaniif qophaa'e bitadhaa. Gatiin hundi gorsa injiniirota keenyaa of keessaa qaba; dhaabbii fi leenjiin paakeejii hunda waliin dhiyaata.",
    quote: "Tilmaama gatii bilisaa argadhaa",
    compare: "Paakeejiiwwan walbira qabaa",
  },
  sections: {
    components: {
      eyebrow: "Kutaalee sirnichaa",
      title: "Kutaalee oomishaa",
      intro:
        "Kutaa sirna jallisii aduu hundaaf gatii jalqabaa. Tilmaama gatii gaafadhaa; madda bishaanii fi midhaan keessan waliin akka walsimuuf isiniif qopheessina.",
    },
    packages: {
      eyebrow: "Paakeejiiwwan",
      title: "Paakeejiiwwan jallisii aduu guutuu",
      intro:
        "Waan maasii keessan jallisuuf barbaachisu hunda, dhaabamee fi ibsamee: paanaalii, paampii, to'ataa fi deeggarsa.",
    },
  },
  cta: {
    title: "Maasiin keessan maal akka barbaadu hin beektanii?",
    text: "Bal'ina maasii, midhaan fi madda bishaanii keessan nuuf ergaa. Injiniirri keenya sirna sirrii isiniif gorsa; tilmaama gatii bilisaas isiniif erga.",
    primary: "Tilmaama gatii bilisaa argadhaa",
    secondary: "Hamma sirna keessanii murteessaa",
  },
  card: {
    getQuote: "Tilmaama gatii gaafadhaa",
    forProduct: "({title}f)",
    choose: "Paakeejii {name} filadhaa",
    mostPopular: "Kan baay'ee filatamu",
    from: "{price} irraa jalqabee",
    rateNote:
      "Gatiiwwan qarshiidhaan kan shallagaman tarree gatii doolaara Ameerikaa keenya irraa, doolaara tokkoof qarshii {rate}n, kan guyyaa {date} murtaa'eeni. Gatiiwwan kun tilmaama qofa: tilmaamni gatii isiniif erginu ni mirkaneessa.",
  },
  products: {
    "solar-panels": {
      title: "Paanaalii Aduu",
      description:
        "Paanaalii aduu moonokiristaalaayin paampii keessan waliin walsimu, lafa yookaan bantii irratti dhaabaman.",
      features: [
        "Paanaalii moonokiristaalaayin sadarkaa 1ffaa (Tier 1)",
        "Dhaabbii sibiilaa dabaree hin qabne (galvanized)",
        "Wabii oomisha humnaa waggaa 25",
      ],
    },
    batteries: {
      title: "Baatirii",
      description:
        "Kuusaa humnaa ibsaa, daakuu yookaan paampii hanga galgalaatti hojjechiisuu dandeessisu.",
      features: [
        "Filannoo liitiyeemii fi jeelii",
        "Kabinee qilleensi seenuu fi cufamu",
        "Sirna bulchiinsa baatirii",
      ],
    },
    "solar-pumps": {
      title: "Paampii Bishaanii Aduu",
      description:
        "Paampii bishaan keessaa fi lafa irraa humna fardaa 1 hanga 10, boolla bishaanii, laga fi haroodhaaf kan tajaajilan.",
      features: [
        "Yaa'insa bishaanii hanga m³/h 200",
        "Olka'iinsa ol harkisuu hanga m 100",
        "Kutaalee paampii sibiila hin dabarreeffamne irraa hojjetaman",
      ],
    },
    "pump-controllers": {
      title: "To'attoota Paampii",
      description:
        "To'attoota ammayyaa ifa aduu irraa bishaan olaanaa argamsiisanii fi paampii eegan.",
      features: [
        "To'annoo qabxii humna olaanaa hordofu (MPPT)",
        "Eegumsa bishaan malee hojjechuu fi voltejii olaanaa irraa",
        "Walqunnamtii qabduu bololee taankiitiif",
      ],
    },
    "remote-monitoring": {
      title: "Hordoffii Fagoo",
      description:
        "Bishaan harkifame, humna fi rakkoolee, neetworkii laafaa irrattillee, bilbila keessaniin ilaalaa.",
      features: [
        "Gabaasa guyyaa yaa'insa bishaanii fi humnaa",
        "Yeroo rakkoon uumamu beeksisa SMS",
        "Neetworkii 2G irrattillee hojjeta",
      ],
    },
    "complete-systems": {
      title: "Sirnoota Guutuu",
      description:
        "Paanaalii, to'ataa, paampii, taankii fi sarara coccobaa waliin qophaa'anii fi dhaabaman.",
      features: [
        "Maasii keessaniif qophaa'e",
        "Dhaabbii fi leenjii",
        "Gaaffii wabii hundaaf lakkoofsa bilbilaa tokko",
      ],
    },
  },
  packages: {
    starter: {
      name: "Jalqabaa",
      description: "Maasii maatii jallisii aduu jalqabuuf.",
      features: [
        "Yeroo baay'ee: bishaan hin fagaanne irraa hanga ha 1, boolla bishaanii bishaan isaa m 20 irra jiru irraa ha 0.4",
        "Paanaalii aduu kW 2",
        "Paampii aduu humna fardaa 2",
        "Dhaabbii fi leenjii",
        "Daawwannaa suphaa fi deeggarsa bilbilaa waggaa 1",
      ],
    },
    professional: {
      name: "Ogummaa",
      description: "Maasiiwwan guddachaa jiranii fi waldaalee hojii gamtaa xixiqqaaf.",
      features: [
        "Yeroo baay'ee: bishaan hin fagaanne irraa hanga ha 2.5, boolla bishaanii bishaan isaa m 20 irra jiru irraa ha 1.2",
        "Paanaalii aduu kW 5",
        "Paampii aduu humna fardaa 4",
        "Karoora jallisii coccobaa",
        "Daawwannaa suphaa fi deeggarsa bilbilaa waggaa 2",
      ],
    },
    enterprise: {
      name: "Intarpiraayizii",
      description: "Waldaalee hojii gamtaa fi qonna daldalaatiif.",
      features: [
        "Yeroo baay'ee: bishaan hin fagaanne irraa hanga ha 5, boolla bishaanii bishaan isaa m 20 irra jiru irraa ha 2.4",
        "Paanaalii aduu kW 10",
        "Paampii aduu humna fardaa 10",
        "Hordoffii fagoo",
        "Daawwannaa suphaa fi deeggarsa bilbilaa waggaa 3",
      ],
    },
  },
};
