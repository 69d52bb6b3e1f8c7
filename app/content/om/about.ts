import type { AboutText } from "../about";

export const about: AboutText = {
  meta: {
    title: "Waa'ee Keenya",
    description:
      "{brand} Itoophiyaa guutuu keessatti boolla bishaanii qota; paampii bishaanii aduu, sirna jallisii fi daakuu midhaanii ni dhaaba. Seenaa, ergama, duudhaalee fi garee keenya.",
  },
  hero: {
    eyebrow: "Waa'ee keenya",
    title: "Bishaan humna aduutiin harkifamu maasii Itoophiyaatiif",
    lead: "Bara 2023 irraa kaasee naannolee {regions} keessatti qonnaan bultoota xiqqaa, waldaalee hojii gamtaa fi qonna daldalaatiif boolla bishaanii qotneerra; jallisii humna aduu dhaabnee suphaa isaa raawwanneerra; namoota sirnicha hojjechiisanis leenjisneerra.",
    projects: "Pirojektoota keenya ilaalaa",
    contact: "Nu quunnamaa",
  },
  carousel: {
    label: "{brand} fakkiiwwaniin",
    strip: "Fakkiiwwan",
    what: "Agarsiisa naannaa",
    dot: "Fakkii {index}ffaa agarsiisi: {title}",
    announcement: "Fakkii {index} kan {count} keessaa: {title}",
  },
  slides: {
    "slide-story": {
      title: "Bara 2023 injiniirota lamaan hundeeffame",
      description:
        "Waajjira tokko, maashinii qotiinsaa tokko fi waadaa salphaa tokkoon jalqabne: bishaan humna aduutiin harkifamu, kan qonnaan bultoonni irratti amanamuu danda'an.",
    },
    "slide-team": {
      title: "Maasii hunda qonnaan bulaa waliin karoorfanna",
      description:
        "Injiniirotni keenya maasii hunda abbaa isaa waliin daawwatu; bishaan safaru; sirna qonnaan bulaan ofumaan hojjechiisuu fi suphuu danda'u qopheessu.",
    },
    "slide-community": {
      title: "Bishaan hawaasa guutuu ga'u",
      description:
        "Paampiiwwan aduu keenya jallisii caalaa boonoo bishaanii gandaa ni guutu; karaa dubartoonni fi ijoolleen guyyaa guyyaan bishaan waraabuuf deeman ni gabaabsu.",
    },
  },
  figures: {
    farmers: "Qonnaan bultoota fayyadaman",
    regions: "Naannolee itti hojjennu",
    systems: "Sirnoota aduu dhaabaman",
    staff: "Hojjettoota",
  },
  story: {
    eyebrow: "Seenaa keenya",
    title: "Maashinii qotiinsaa tokko irraa hanga naannolee {regions}tti",
    paragraphs: [
      "Injiniirotni lama maatii qonnaan bulaa Amaaraa fi Oromiyaa keessatti guddatan bakka deeman hundatti waan tokko argan: lafti gabbataan walakkaa waggaa bishaan dhabee yoo taa'u, paampiin naaftaas baasii hojii oomishni argamsiisu caalu yoo gaafatu.",
      "Jalqaba bara 2023 kaappitaala mataa isaanii qarshii miliyoona 3 qooda walqixaan dhaabbaticha hundeessan; maashinii qotiinsaa hanga m 60 qotu bitan; paampii bishaanii aduu jalqabaas waldaa hojii gamtaa dubartootaa Baahir Daar bira jiruuf dhaaban.",
      "Har'a gareen keenya namoota {staff} qabu waajjiraalee isaa Finfinnee, Baahir Daar fi Hawaasaa irraa ka'ee boolla bishaanii qota; paampii bishaanii aduu fi sirna jallisii dhaaba; daakuu midhaanii humna aduu ijaara; qonnaan bultootas ni leenjisa.",
    ],
    glance: "Dhaabbaticha ijaan",
    facts: {
      founded: { label: "Kan hundeeffame", value: "{date}" },
      capital: { label: "Kaappitaala jalqabaa", value: "Qarshii miliyoona 3" },
      ownership: { label: "Abbummaa", value: "Hundeessitoota lama, qooda walqixaan" },
      team: {
        label: "Garee",
        value: "Hojjettoota dhaabbataa {permanent} fi yeroo murtaa'eef {seasonal}",
      },
      drilling: {
        label: "Qotiinsa",
        value: "Maashinoota qotiinsaa keenya, gadi fageenya hanga m 60",
      },
      satisfaction: { label: "Quufinsa maamiltootaa", value: "{satisfaction}" },
    },
  },
  mission: {
    eyebrow: "Ergama keenya",
    title: "Sababa kana hojjennuuf",
    statement:
      "Qonnaan bulaa Itoophiyaa hundaaf bishaan amansiisaa fi gatii madaalawaan argamu aduu irraa dhiyeessuu; oomishni waggaa yeroo bokkaa tokko qofatti daangeffamee akka hin hafneef.",
    visionTitle: "Mul'ata keenya",
    vision:
      "Baadiyyaa jallisiin humna aduu akkuma qotiyyoo baramaa ta'e, harka Itoophiyaaniin dhaabamu, suphamu fi fooyya'u.",
  },
  keyServices: {
    eyebrow: "Waan hojjennu",
    title: "Tajaajiloota ijoo",
    intro:
      "Sakatta'iinsa jalqabaa irraa hanga tajaajila waggoota dheeraatti garee tokko: ni qonna, humna ni dhiyeessina, ni jallisna, ni daakna, ni leenjisna.",
    more: "Ibsa tajaajila tokkoon tokkoonii",
    items: {
      drilling: {
        title: "Qotiinsa boolla bishaanii",
        description:
          "Sakatta'iinsa bakkaa, qotiinsa hanga m 60, ujummoo galchuu fi harkisa yaalii.",
      },
      pumps: {
        title: "Dhaabbii paampii bishaanii aduu",
        description: "Paampii humna fardaa 1 hanga 10, hamma bishaan safarameen filataman.",
      },
      irrigation: {
        title: "Jallisii bishaan qusatu",
        description: "Qindaa'ina jallisii coccobaa fi facaasaa bishaan %60–80 qusatan.",
      },
      solarization: {
        title: "Gara humna aduutti jijjiiruu",
        description:
          "Mootora naaftaa boolla bishaanii fi paampii jiran irra jiran humna aduutiin bakka buusuu.",
      },
      milling: {
        title: "Daakuu midhaanii humna aduu",
        description:
          "Daakuu gandaa xaafii, boqqolloo fi qamadiif, sa'aatiitti kg 200 hanga 1000 daakan.",
      },
      training: {
        title: "Leenjii fi dabarsa beekumsaa",
        description:
          "Hojjechiistota paampiitiif leenjii hojii irra oolu Afaan Amaaraa, Afaan Oromoo fi Afaan Tigiraayiin.",
      },
    },
  },
  journey: {
    eyebrow: "Imala keenya",
    title: "Bara 2023 hanga 2025",
    items: {
      founded: {
        title: "Dhaabbatichi hundeeffame",
        description:
          "Hundeessitoota lama, kaappitaala qarshii miliyoona 3 fi maashinii qotiinsaa tokko. Paampiin bishaanii aduu jalqabaa waldaa hojii gamtaa Naannoo Amaaraa keessa jiruuf hojii jalqabe.",
      },
      "first-farmers": {
        title: "Qonnaan bultoonni 50 jalqabaa bishaan aduu argatan",
        description:
          "Amaaraa fi Oromiyaa keessatti paakeejiiwwan qonnaan bultoota xiqqaa paampii naaftaa fi harkaan jallisuu bakka bu'an.",
      },
      offices: {
        title: "Waajjiraaleen Baahir Daar fi Hawaasaa banaman",
        description:
          "Teeknishaanonni naannolee keessatti ramadaman yeroo suphaa sa'aatii 24 gaditti buusan; miseensonni gareeis 20 darban.",
      },
      milling: {
        title: "Daakuu midhaanii aduu fi sagantaa leenjii",
        description:
          "Daakuuwwan gandaa jalqabaa hojii jalqaban; leenjiin hojjechiistota paampiitiifis afaanota sadiin jalqabame.",
      },
      nationwide: {
        title: "Naannolee 8 keessatti sirnoota 150 ol",
        description:
          "Sagantaaleen mootummaa fi dhaabbilee miti-mootummaa hojii keenya, maasii jallisii xixiqqaa irraa hanga waajjiraalee aanaatti, biyya guutuutti babal'isan.",
      },
    },
  },
  values: {
    eyebrow: "Duudhaalee keenya",
    title: "Qajeelfamoota hojii keenya qajeelchan",
    items: {
      community: {
        title: "Hawaasni dursa",
        description:
          "Qonnaan bultootaa fi waldaaleef qofa osoo hin taane isaan waliin qopheessina; harkatti kennii boodas waliin turra.",
        impact: "Maatiin qonnaan bultootaa {farmers} fayyadamaniiru",
      },
      innovation: {
        title: "Kalaqa",
        description:
          "Teeknooloojii aduu, jallisii coccobaa fi daakuu mirkanaa'an biyyee, midhaan fi dandeettii Itoophiyaa waliin walsimsiifna.",
        impact: "Baasiin jallisii hanga {costReduction} hir'ate",
      },
      reliability: {
        title: "Amanamummaa",
        description:
          "Bishaan safarame, meeshaalee jijjiiraa qulqullina qaban, yeroo rakkoon uumamu immoo teeknishaanii guyyaa tokko keessatti ga'u.",
        impact: "Paampii fi paanaaliif wabii waggaa 5, deebii sa'aatii 24 gadi",
      },
      sustainability: {
        title: "Itti fufiinsa",
        description:
          "Humna qulqulluu fi itti fayyadama bishaanii of eeggannoo qabu; lafti fi bishaan lafa jalaa dhaloota itti aanuufis akka hafaniif.",
        impact: "Jallisii lolaa caalaa hanga {waterSavings} bishaan xiqqaa",
      },
    },
  },
  structure: {
    eyebrow: "Caasaa fi guddina dhaabbatichaa",
    title: "Abbootii isaatiin kan geggeeffamu, yeroo yeroon kan guddatu",
    intro:
      "Waldaa dhuunfaa itti gaafatamummaan isaa murtaa'e, hundeessitoota isaa lamaan qooda walqixaan kan qabame, garee hoggansaa xiqqaan geggeeffamu fi waajjiraalee sadan naanna'ee ijaarame dha.",
    pillars: {
      ownership: {
        title: "Abbummaa",
        description:
          "Hundeessitoota lama qooda walqixaan walitti dhufan, injinariingii fi raawwii hojii ofumaan geggeessan.",
      },
      people: {
        title: "Humna namaa",
        description:
          "Injiniirota, teeknishaanota fi hojjettoota waajjiraa dhaabbataa {permanent}; yeroo qotiinsaa fi dhaabbii hojjettoonni dirree yeroo murtaa'eef {seasonal} itti dabalamu.",
      },
      offices: {
        title: "Waajjiraalee",
        description:
          "Waajjirri guddaan Finfinnee keessa argama; waajjiraaleen naannoo Baahir Daar fi Hawaasaa teeknishaanota maasiiwwanitti dhiyeessu.",
      },
    },
    growthTitle: "Guddina bara 2023 as",
    growth: {
      staff: { label: "Hojjettoota", from: "bara 2023 hundeessitoota 2 irraa ka'ee" },
      offices: { label: "Waajjiraalee", from: "bara 2023 waajjira 1 irraa ka'ee" },
      regions: { label: "Naannolee geenye", from: "bara 2023 naannoo 1 irraa ka'ee" },
      systems: { label: "Sirnoota aduu", from: "bara 2023 paampii jalqabaa irraa ka'ee" },
    },
  },
  team: {
    eyebrow: "Garee keenya",
    title: "Namoota hojicha geggeessan",
    portrait: "Fakkii harkaan kaafame kan {name}",
    expertise: "Damee ogummaa",
    achievements: "Milkaa'ina",
    members: {
      "technical-director": {
        name: "Salaamaawit Baqqalaa",
        role: "Hundeessituu fi Daayirektara Teeknikaa",
        bio: "Dhaabbaticha waliin hundeessuun dura waggoota saddeetiif dhaabbilee bishaanii baadiyyaa kan qopheessite injiniirtuu bishaanii dha. Karoora boolla bishaanii fi paampii hunda qorattee kan raggaasiftu isheedha.",
        expertise: [
          "Qorannoo bishaan lafa jalaa",
          "Herrega hamma paampii aduu",
          "Karoora boolla bishaanii",
        ],
        achievements: [
          "Qotiinsa boolla bishaanii dhaabbatichaa 40 jalqabaa geggeessiteetti",
          "Paakeejii qonnaan bulaa xiqqaa idilee maasiiwwan baay'ee irratti hojjetamu qopheessiteetti",
        ],
      },
      "managing-director": {
        name: "Daawit Alamuu",
        role: "Hundeessaa fi Hojii Gaggeessaa Olaanaa",
        bio: "Injiniira qonnaa fi ilma qonnaan bulaa xaafii Oromiyaa ti. Raawwii hojii, walitti dhufeenya hiriyummaa fi waajjiraalee sadan geggeessa.",
        expertise: [
          "Injinariingii qonnaa",
          "Hoggansa raawwii hojii",
          "Hiriyummaa dhaabbilee fi miti-mootummaa waliin",
        ],
        achievements: [
          "Guyyaa 8 keessatti aanaalee 5tti paampii 60 geesseera",
          "Waajjiraalee Baahir Daar fi Hawaasaa baneera",
        ],
      },
      "head-of-projects": {
        name: "Hiywat Tasfaayee",
        role: "Itti gaafatamtuu Pirojektootaa fi Leenjii",
        bio: "Dhaabbii hunda sakatta'iinsa irraa hanga harkatti kenniitti kan karoorfattu, sagantaa leenjii hojjechiistota paampii fi waldaalee hojii gamtaatiifis kan geggeessitu hoogganaa pirojektii ti.",
        expertise: ["Hoggansa pirojektii", "Leenjii qonnaan bultootaa", "Hordoffii fi madaallii"],
        achievements: [
          "Hojjechiistota paampii 300 ol afaanota sadiin leenjifteetti",
          "Dhaabbiin hundi bakka sanatti guyyaa 3 hanga 5 keessatti akka xumuramu taasifti",
        ],
      },
    },
  },
  projectTeams: {
    eyebrow: "Caasaa garee pirojektii",
    title: "Pirojektii hunda irratti garee sadii",
    items: {
      technical: {
        title: "Garee teeknikaa",
        description: "Bakka sakatta'a, qota, sirnicha dhaaba; hojiis eegalcha.",
        roles: [
          "Ogeessa bishaan lafa jalaa",
          "Hojjettoota qotiinsaa",
          "Teeknishaanota aduu fi elektirikii",
        ],
      },
      management: {
        title: "Bulchiinsa pirojektii",
        description:
          "Pirojektii hunda karoorfata, meeshaalee bita; hojiin yeroo fi baajata isaatiin akka xumuramu taasisa.",
        roles: ["Hoogganaa pirojektii", "Bittaa fi loojistiksii", "Qulqullinaa fi nageenya"],
      },
      support: {
        title: "Deeggarsa fi leenjii",
        description:
          "Yeroo harkatti kennii hojjechiistota leenjisa; sana boodas waamicha hundaaf deebii kenna.",
        roles: ["Leenjistoota", "Sarara bilbilaa deeggarsaa", "Teeknishaanota suphaa naannoo"],
      },
    },
  },
  afterSales: {
    eyebrow: "Tajaajila gurgurtaa booda",
    title: "Erga bishaan yaa'ee boodas isin bira jirra",
    intro:
      "Qulqullinni sirna tokkoo tajaajila isa duuba jiruun safarama. Dhaabbiin hundi waadaalee kanneen qabatee dhufa.",
    support: {
      title: "Teeknishaanii barbaadduu?",
      text: "Sarara deeggarsaa keenyatti bilbilaatii rakkoo sana nutti ibsaa; rakkooleen baay'een bilbilaan furamu; kanneen hafan sa'aatii 24 keessatti bakkuma sanatti furamu.",
      moreLabel: "Filannoowwan quunnamtii hunda",
    },
    promises: [
      "Paampii fi paanaaliif wabii waggaa 5; adeemsa oomishtoota waliin jiru nuti hordofna",
      "Yeroo oomishaa rakkoon yoo uumame sa'aatii 24 keessatti teeknishaaniin bakka sanatti ga'a",
      "Daawwannaa suphaa ittisaa fi gabaasa tajaajilaa barreeffamaa",
      "Meeshaalee jijjiiraa dhugaa Finfinnee, Baahir Daar fi Hawaasaa keessatti kuufaman",
      "Deeggarsa bilbilaa Afaan Amaaraa, Afaan Oromoo, Afaan Tigiraay fi Afaan Ingiliffaatiin",
      "Hojjechiistota haaraaf leenjii haaromsaa kaffaltii malee",
    ],
  },
  callsToAction: {
    midPage: {
      title: "Hojii lakkoofsota duuba jiru ilaalaa",
      text: "Maasii maatii irraa hanga sagantaalee mootummaatti pirojektoota digdama; tokkoon tokkoon isaanii bakka, maamila fi bu'aa isaa waliin.",
      primary: "Pirojektoota keenya ilaalaa",
      secondary: "Tajaajiloota keenya",
    },
    closing: {
      title: "Lafa keessan humna aduutiin jallisuuf qophiidhaa?",
      text: "Waa'ee maasii keessanii nutti himaa; sirna sirrii fi gatii isaa kaffaltii malee isiniif dhiyeessina.",
      primary: "Tilmaama gatii bilisaa gaafadhaa",
      secondary: "Garee keenya haasofsiisaa",
    },
  },
};
