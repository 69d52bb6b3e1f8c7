import type { ProjectTexts } from "../project-texts";

// Periods are Gregorian with Oromo month names, as every Oromo date on the site.

export const projectTexts: ProjectTexts = {
  items: {
    "project-1": {
      title: "Paampii aduu qonnaan bultoota xiqqaa Dirree Dhawaa fi Harariif",
      description:
        "Sagantaa jallisii xiqqaa Ministeera Qonnaa jalatti, hojii jallisii qonnaan bultoota xiqqaa Dirree Dhawaa fi Harariif paampii bishaanii aduu dhiyeessuu fi dhaabuu.",
      overview:
        "Daayirektoreetii Jallisii Xiqqaa Ministeera Qonnaa waliin ta'uun, Dirree Dhawaa fi naannoo Harar keessatti eela harkaan qotamee fi boolla bishaanii gadi hin fagaanne irratti paampii bishaanii aduu dhiyeessinee, dhaabnee hojii eegalchifneerra. Bakki tokkoon tokkoon isaa gadi fageenyi fi hammi bishaanii safaramee maasiidhaaf hamma malu qophaa'eera; abbootii manaa qonnaan bultootaa paampii qooddatanifis leenjii hojjechiisuu guyyaa tokkoo kennamee harkatti kennameera.",
      customer: "Ministeera Qonnaa",
      place: "Dirree Dhawaa fi Harar",
      period: "Guraandhala – Eebila 2024",
      estimatedCost: "Qarshii 9,800,000",
      specifications: [
        { label: "Paampiiwwan", value: "Paampii aduu bishaan keessaa 22" },
        { label: "Humna paampii", value: "Humna fardaa 1.5 – 3" },
        { label: "Paanaalii aduu bakka tokkotti", value: "kWp 1.6 – 3.2" },
        { label: "Lafa jallifamu", value: "Gara ha 60" },
      ],
    },
    "project-2": {
      title: "Boolla bishaanii fi paampii aduu waldaa hojii gamtaa Shawaa Roobit",
      description:
        "Waldaa hojii gamtaa qonnaan bultootaa Shawaa Roobit bira jiruuf boolla bishaanii gadi fageenya m 60 fi buufata paampii aduu maasii shunkurtaa fi timaatimaa jallisu.",
      overview:
        "Miseensonni waldichaa laga yeroo Amajjii gogu irratti hirkatanii turan. Boolla bishaanii gadi fageenya m 60 qotnee, paanaalii aduu kWp 5.5 paampii bishaan keessaa humna fardaa 4 waliin dhaabnee, taankii kuusaa bishaanii m³ 50 kan harkisa lafaatiin sarara coccobaa nyaachisu ijaarreerra; miseensonni amma bona al lama oomishu.",
      customer: "Gamtaa Waldaalee Hojii Gamtaa Qonnaan Bultoota Shawaa Roobit",
      place: "Shawaa Roobit, Shawaa Kaabaa",
      period: "Onkoloolessa 2025 – Amajjii 2026",
      estimatedCost: "Qarshii 4,350,000",
      specifications: [
        { label: "Gadi fageenya boolla bishaanii", value: "m 60" },
        { label: "Paanaalii aduu", value: "kWp 5.5" },
        { label: "Humna paampii", value: "Humna fardaa 4" },
        { label: "Kuusaa", value: "Taankii m³ 50" },
      ],
    },
    "project-3": {
      title: "Jallisii coccobaa qonnaan bultoota xiqqaa Sidaamaa",
      description:
        "Abbootii manaa qonnaan bultoota xiqqaa 40 Hawaasaa bira kuduraa fi avokaadoo oomishaniif paampii aduu fi jallisii coccobaa.",
      overview:
        "Abbootiin manaa afurtamni naannoo Hawaasaa amma buufata paampii aduu sadii bishaan lafa jalaa qarqara Haroo Hawaasaa irratti dhaabaman waliin fayyadamu. Meeshaaleen jallisii coccobaa itti fayyadama bishaanii baay'ee hir'isaniiru; gareen dirree keenyaas buufata tokkoon tokkoonii hojjechiistota lama sakatta'iinsa guyyaa guyyaa fi qulqulleessa calaltuu irratti leenjiseera.",
      customer: "Biiroo Qonnaa Naannoo Sidaamaa",
      place: "Hawaasaa Zuriyaa, Sidaamaa",
      period: "Adoolessa – Mudde 2025",
      estimatedCost: "Qarshii 6,200,000",
      specifications: [
        { label: "Buufata paampii", value: "3" },
        { label: "Abbootii manaa", value: "40" },
        { label: "Bal'ina jallisii coccobaa", value: "ha 24" },
      ],
    },
    "project-4": {
      title: "Jallisii aduu qonna muuzii Arbaa Minci",
      description:
        "Qonna muuzii fi maangoo Arbaa Minci bira jiru keessatti sirna paampii aduu fi jallisii facaasaa paampii naaftaa bakka bu'e.",
      overview:
        "Qonnichi paampii naaftaa lama guyyaatti sa'aatii kudhan hojjechiisaa ture. Isaan paampii lafa irraa lama bishaan Laga Kulfoo harkisanii fi paanaalii aduu kWp 15tiin bakka buusnee, qonna guutuu keessatti sarara guddaa jallisii facaasaa diriirsineerra. Baasiin boba'aa duwwaa ta'eera; sa'aatiin paampii qonnichaas amma aduu hordofa.",
      customer: "Qonna Fuduraa Gaamoo PLC",
      place: "Arbaa Minci, Godina Gaamoo",
      period: "Caamsaa – Adoolessa 2024",
      estimatedCost: "Qarshii 5,900,000",
      specifications: [
        { label: "Paanaalii aduu", value: "kWp 15" },
        { label: "Paampiiwwan", value: "Paampii lafa irraa 2, tokkoon tokkoon humna fardaa 7.5" },
        { label: "Lafa jallifamu", value: "ha 35" },
      ],
    },
    "project-5": {
      title: "Jallisii aduu oomishtoota kuduraa Haroo Xaanaa",
      description:
        "Waldaa oomishtootaa Fogeraa keessa jiruuf paampii aduu maasii shunkurtaa fi ruuzii qarqara Haroo Xaanaa irraa bishaan harkisan.",
      overview:
        "Dirreen Fogeraa ganna lolaan liqimfama; sana booda gogee jabaata. Amma buufanni paampii aduu afur bishaan harichaa miseensota 120 Waldaa Oomishtoota Kuduraa Wareetaatiif boyii ijaarameen geessu; akka waliigaltee suphaatti teeknishaaniin tokko waajjira keenya Baahir Daar irraa yeroo hunda qophii dha.",
      customer: "Waldaa Oomishtoota Kuduraa Wareetaa",
      place: "Fogeraa, Gondar Kibbaa",
      period: "Sadaasa 2024 – Guraandhala 2025",
      estimatedCost: "Qarshii 7,400,000",
      specifications: [
        { label: "Buufata paampii", value: "4" },
        { label: "Miseensota fayyadaman", value: "120" },
        { label: "Lafa jallifamu", value: "ha 72" },
      ],
    },
    "project-6": {
      title: "Hiriyummaa qotiinsa boolla bishaanii Nahom Konstiraakshin waliin",
      description:
        "Naannoo Bishooftuutti buufata ijaarsaa fi gandoota ollaaf dhiyeessa bishaanii kan ta'an boolla bishaanii qotuu fi paampiidhaan qoruu.",
      overview:
        "Waliigaltee hiriyummaa Nahom Konstiraakshin waliin galleen boolla bishaanii qotnee, ujummoo itti galchinee paampiidhaan qoranneerra. Boollonni kun yeroo ijaarsaa buufata kontiraaktarichaa tajaajilu; sana booda tokkoon tokkoon isaanii paampii aduu fi boonoo uummataa itti dhaabamee gandootaaf dabarfama.",
      customer: "Nahom Konstiraakshin PLC",
      place: "Bishooftuu, Shawaa Bahaa",
      period: "Bitootessa 2025 – Amajjii 2026",
      estimatedCost: "Doolaara 48,000 + Qarshii 1,200,000",
      specifications: [
        { label: "Boolla bishaanii", value: "6, gadi fageenya hanga m 60" },
        { label: "Dhidhiitii ujummoo", value: "Inchii 6 – 8" },
        { label: "Yaa'insa bishaanii qorame", value: "m³/h 8 – 22" },
      ],
    },
    "project-7": {
      title: "Paampii aduu qonna kuduraa fi fuduraa Baatuu",
      description:
        "Qonna qarqara Haroo Zuwaay timaatimaa fi qaaraa alatti erguuf sirna paampii aduu jallisii coccobaa qabu.",
      overview:
        "Paanaalii aduu kWp 22 paampii saffisni isaa sirreeffamu sochoosan qopheessinee dhaabneerra; paampiin kun midhaan ha 18 mana magariisaa fi dirree irra jiru jallisii coccobaatiin jallisa. Hoogganaan qonnichaa sirnicha bilbila isaatiin fagootti hordofa.",
      customer: "Zuwaay Garaan Hortikalchar PLC",
      place: "Baatuu (Zuwaay), Shawaa Bahaa",
      period: "Amajjii – Bitootessa 2024",
      estimatedCost: "Qarshii 8,100,000",
      specifications: [
        { label: "Paanaalii aduu", value: "kWp 22" },
        { label: "Humna paampii", value: "Humna fardaa 10, saffisa jijjiiramu" },
        { label: "Bal'ina jallisii coccobaa", value: "ha 18" },
      ],
    },
    "project-8": {
      title: "Pirojektii yaalii jallisii aduu Sulula Raayyaa",
      description:
        "Yaalii qorannoo Sulula Raayyaa keessatti maasii mishingaa fi shunkurtaa irratti jallisii coccobaa aduu fi jallisii boyii walbira qabu.",
      overview:
        "Garee qorannoo lafa gogaa yuunivarsitii tokkoo waliin ta'uun maasiiwwan yaalii afur paampii aduu safartuun madaalamuun guutneerra; kanaanis itti fayyadamni bishaanii, oomishni fi sa'aatiin paampii jallisii coccobaa fi boyii yeroo lamaaf walbira qabamaniiru.",
      customer: "Giddugala Qorannoo Qonnaa Lafa Gogaa Raayyaa",
      place: "Raayyaa Alamaataa",
      period: "Fulbaana 2023 – Waxabajjii 2024",
      estimatedCost: "Qarshii 2,100,000",
      specifications: [
        { label: "Maasii yaalii", value: "4 × ha 0.5" },
        {
          label: "Safartuu bishaanii",
          value: "Maasii tokkoon tokkoon, sa'aatii sa'aatiin galmeessa",
        },
      ],
    },
    "project-9": {
      title: "Daakuu midhaanii aduu Adaamaa",
      description:
        "Maatii qonnaan bulaa daldala daakuu qarqara Adaamaa qabuuf daakuu midhaanii humna aduu sa'aatiitti kg 500 daaku.",
      overview:
        "Baasiin boba'aa daakuu naaftaa maatichaa ji'aan baasu guyyoota hojiin itti qabbanaa'etti galii argatu caalaa ture. Amma paanaaliin aduu kWp 12 daakuu humna fardaa 10 sochoosu; daakuun kun ollaaf xaafii, boqqolloo fi garbuu gatii kanaan duraa caalaa xiqqaan daaka.",
      customer: "Obbo Kabbadaa Alamuu (qonnaan bulaa dhuunfaa)",
      place: "Adaamaa, Shawaa Bahaa",
      period: "Waxabajjii 2024",
      estimatedCost: "Qarshii 1,650,000",
      specifications: [
        { label: "Dandeettii daakuu", value: "Sa'aatiitti kg 500" },
        { label: "Mootora daakuu", value: "Humna fardaa 10" },
        { label: "Paanaalii aduu", value: "kWp 12" },
      ],
    },
    "project-10": {
      title: "Daakuu midhaanii waldaa hojii gamtaa Dabra Maarqos",
      description:
        "Waldaa hojii gamtaa dubartootaa gandoota naannoo Dabra Maarqos tajaajiluuf daakuu midhaanii humna aduu lama.",
      overview:
        "Miseensonni waldichaa hanga daakuu dhihootti sa'aatii lama deemaa turan. Daakuuwwan aduu lamaan giddugala gandootaa keessatti dhaabaman imala sana gabaabsaniiru; waldichis leenjii herregaa garee keenya irraa argateen daakuuwwan akka daldalaatti bulcha.",
      customer: "Waldaa Hojii Gamtaa Dubartoota Gozaamanii Kaayyoo Hedduu",
      place: "Dabra Maarqos, Gojjaam Bahaa",
      period: "Fulbaana 2025 – Guraandhala 2026",
      estimatedCost: "Qarshii 3,050,000",
      specifications: [
        { label: "Daakuuwwan", value: "2 × sa'aatiitti kg 300" },
        { label: "Paanaalii aduu", value: "2 × kWp 8" },
      ],
    },
    "project-11": {
      title: "Jallisii buufata biqiltuu buna Jimmaa",
      description:
        "Buufata biqiltuu buna qonnaan bultoota Godina Jimmaatiif biqiltuu dhiyeessuuf jallisii facaasaa humna aduu.",
      overview:
        "Buufanni biqiltuu qorannoo biqiltuu buna fooyya'aa guddisu yeroo bonaa bishaan amansiisaa barbaada ture. Paampiin aduu eela gadi hin fagaanne irratti dhaabame amma facaasaa xixiqqoo sa'aatiin hojjetan nyaachisa; hojjettoonni buufatichaas sirnicha akka suphan leenji'aniiru.",
      customer: "Giddugala Qorannoo Qonnaa Jimmaa",
      place: "Jimmaa",
      period: "Hagayya 2025 – Amajjii 2026",
      estimatedCost: "Qarshii 1,480,000",
      specifications: [
        { label: "Bal'ina buufata biqiltuu", value: "ha 2" },
        { label: "Biqiltuu yeroo tokkotti", value: "Gara 400,000" },
      ],
    },
    "project-12": {
      title: "Bakka bishaanii horsiisee bultoota Asaayitaa",
      description:
        "Maatii horsiisee bultoota Asaayitaa bira jiraniif bakka bishaanii paampii aduutiin hojjetu, qodaa bishaan beeyladaa fi maasii marga xiqqaa qabu.",
      overview:
        "Maatiin horsiisee bultoota naannoo Asaayitaa yeroo bonaa horii isaanii qabatanii fagoo deemaa turan. Paampiin aduu boolla bishaanii duraan ture irratti dhaabame amma taankii m³ 30, qodaa bishaan beeyladaa fi boonoo uummataa guuta; maasii marga hawaasni bulchus ni jallisa.",
      customer: "Waajjira Misooma Horsiisee Bultootaa Aanaa Asaayitaa",
      place: "Asaayitaa, Affaar",
      period: "Mudde 2023 – Guraandhala 2024",
      estimatedCost: "Qarshii 2,750,000",
    },
    "project-13": {
      title: "Qonna marga jallifamu Jigjigaa",
      description:
        "Jallisii aduu karoorfame qonna marga ha 20 kan daldala aannanii Jigjigaa bira jiruuf marga dhiyeessu.",
      overview:
        "Daldalli aannanii guddachaa jiru waggaa guutuu marga akka argatuuf, boolla bishaanii, paanaalii aduu kWp 25 fi jallisii facaasaa naanna'aa alfaalfaa fi marga Roodis jallisuuf sakatta'iinsi bakkaa fi qophiin karoora geggeeffamaa jira.",
      customer: "Waldaa Aksiyoonaa Aannan Jigjigaa",
      place: "Jigjigaa, Faafan",
      period: "Bara 2026tti karoorfame",
      estimatedCost: "Qarshii 11,500,000",
    },
    "project-14": {
      title: "Paampii aduu qonna maatii Asoosaa",
      description:
        "Qonna maatii Asoosaa bira kuduraa fi maangoo oomishuuf paampii aduu xiqqaa fi meeshaa jallisii coccobaa.",
      overview:
        "Qonni maatii heektaara tokkoo eela harkaan qotame irraa paampii aduu humna fardaa 1tiin bishaan baasee jallisii coccobaatiin jallisa; sirnichi saffisa eelli itti guutamu safaruun qophaa'e.",
      customer: "Aadde Almaaz Tasfaayee (qonnaan bultuu dhuunfaa)",
      place: "Asoosaa",
      period: "Jalqaba bara 2026tti karoorfame",
      estimatedCost: "Qarshii 240,000",
    },
    "project-15": {
      title: "Jallisii yaalii ruuzii Gaambeellaa",
      description:
        "Instiitiyuutii qorannoo naannichaa waliin dirree Laga Baaroo irratti yaalii ruuzii baddaatiif paampii aduu.",
      overview:
        "Paampiin aduu lafa irraa lama bishaan Laga Baaroo gara maasii yaalii ruuziitti ol baasu; qorattoonnis sanyiiwwan bokkaa qofaan osoo hin taane jallisii to'atamaan walbira qabuu danda'u.",
      customer: "Instiitiyuutii Qorannoo Qonnaa Gaambeellaa",
      place: "Gaambeellaa",
      period: "Onkoloolessa 2025 – Bitootessa 2026",
      estimatedCost: "Qarshii 1,900,000",
    },
    "project-16": {
      title: "Dhiyeessa bishaanii buufata buna miicuu Yirgaalem",
      description:
        "Buufata buna miicuu Yirgaalem bira jiruu fi abbootii manaa ollaatiif bishaan dhiyeessuuf boolla bishaanii fi paampii aduu.",
      overview:
        "Buufanni miicuu yeroo sassaabbii bishaan lagaa fayyadamaa ture. Boollli bishaanii gadi fageenya m 48 paampii aduu fi kuusaa waliin amma miicuuf bishaan qulqulluu, ganda ollaatiif immoo boonoo uummataa dhiyeessa.",
      customer: "Gamtaa Waldaalee Hojii Gamtaa Qonnaan Bultoota Buna Sidaamaa",
      place: "Yirgaalem, Sidaamaa",
      period: "Hagayya – Onkoloolessa 2024",
      estimatedCost: "Qarshii 3,600,000",
      specifications: [
        { label: "Gadi fageenya boolla bishaanii", value: "m 48" },
        { label: "Humna paampii", value: "Humna fardaa 3" },
        { label: "Kuusaa", value: "m³ 40" },
      ],
    },
    "project-17": {
      title: "Paampii aduu qonnaan bultoota xiqqaa Butaajiraa",
      description:
        "Qonnaan bultoota xiqqaa naannoo Butaajiraa barbaree fi shunkurtaa oomishaniif paampii aduu baatamu.",
      overview:
        "Abbootiin manaa qonnaan bultootaa kudha lama paampii aduu baatamu humna fardaa 1 kan eela gadi hin fagaanne irraa gara lagaatti geeddaramuu danda'u filataniiru; kaffaltiin isaas liqii maallaqa xiqqaa akka mijeeffatan isaan gargaarreen raawwatameera.",
      customer: "Qonnaan bultoota xiqqaa Butaajiraa (abbootii manaa 12)",
      place: "Butaajiraa, Guraagee",
      period: "Bitootessa – Eebila 2025",
      estimatedCost: "Qarshii 1,150,000",
    },
    "project-18": {
      title: "Waldaa hojii gamtaa jallisii Qobboo gara humna aduutti jijjiiruu",
      description:
        "Hojii jallisii waldaa hojii gamtaa Qobboo bira jiruu paampii naaftaatiin hojjetu gara paampii aduutti jijjiiruu.",
      overview:
        "Paampiiwwan naaftaa waldichaa hojjechiisuuf qaalii turan; boba'aa dhabuunis yeroo baay'ee hojii dhaabaa turan. Boolla bishaanii jiran irratti paampii aduu dhaabnee kuusaa daballeerra; kanaanis hojiin jallisii hanga galgalaatti jallisa.",
      customer: "Waldaa Hojii Gamtaa Jallisii Qobboo Giraanaa",
      place: "Qobboo, Wallo Kaabaa",
      period: "Waxabajjii – Mudde 2025",
      estimatedCost: "Qarshii 5,250,000",
    },
    "project-19": {
      title: "Jallisii coccobaa aduu qonna fuduraa Harar",
      description:
        "Qonna buna fi caatii maatii tokkoo Harar ala jiruuf sirna jallisii coccobaa humna aduutiin hojjetu.",
      overview:
        "Paampiin aduu humna fardaa 2 eela maatichaa irratti dhaabame sarara coccobaa qonna ha 3 irratti diriiran nyaachisa; maatichi buufata calaltuu fi taankii xaa'oo walitti makuu ofumaan bulchus qaba.",
      customer: "Obbo Abdii Yuusuf (qonnaan bulaa dhuunfaa)",
      place: "Harar",
      period: "Amajjii 2025",
      estimatedCost: "Qarshii 680,000",
    },
    "project-20": {
      title: "Buufata agarsiisaa qonna leenjii Holotaa",
      description:
        "Buufata agarsiisaa paampii aduu, jallisii coccobaa fi daakuu aduu kan itti qonnaan bultootaa fi teeknishaanota leenjisnu.",
      overview:
        "Qonna leenjii giddugala qorannoo qonnaa tokkoo irratti sirnoota nuti dhaabnu hunda hojii irratti kan agarsiisu ijaarreerra; leenjii qonnaan bultootaa fi teeknishaanotaa Afaan Amaaraa fi Afaan Oromootiin kennuuf tajaajila.",
      customer: "Giddugala Qorannoo Qonnaa Holotaa",
      place: "Holotaa, Shawaa Lixaa",
      period: "Eebila – Waxabajjii 2023",
      estimatedCost: "Qarshii 2,300,000",
    },
  },
  statuses: {
    "Successfully Completed": "Milkaa'inaan xumurameera",
    "On Progress": "Adeemsa irra jira",
    "90% Completed": "%90 xumurameera",
    Delivered: "Harkatti kennameera",
    Completed: "Xumurameera",
    "On Progress (90% Completed)": "Adeemsa irra jira (%90 xumurameera)",
    "In Progress": "Adeemsa irra jira",
    Planning: "Sadarkaa karooraa irra",
  },
  categories: {
    cooperatives: "Waldaalee hojii gamtaa",
    individual: "Qonnaan bultoota dhuunfaa",
    commercial: "Qonna daldalaa",
    research: "Qorannoo fi dhaabbilee mootummaa",
  },
};
