import type { BlogText } from "../blog";

export const blog: BlogText = {
  meta: {
    title: "Gabaasa Pirojektii fi Odeeffannoo Haaraa",
    description:
      "Gabaasa dirree hojii jallisii aduu keenya irraa: Ministeera Qonnaatiif paampii aduu 60 guyyaa 8 keessatti geessuu fi hiriyummaa qotiinsa boolla bishaanii waldaalee hojii gamtaatiif hundeessine.",
  },
  hero: {
    eyebrow: "Dirree irraa",
    title: "Gabaasa Pirojektii fi Odeeffannoo Haaraa",
    lead: "Waan dhiyeessine, gufuuwwan nu mudatan fi oomisha qonnaan bultoonni sassaaban: gabaasa garee pirojektii keenyaa irraa.",
    projects: "Pirojektoota hunda ilaalaa",
  },
  card: {
    read: "Gabaasa guutuu dubbisaa",
    readLabel: "Gabaasa guutuu dubbisaa: {title}",
    open: "Fuula gabaasaa banaa",
    openLabel: "Fuula gabaasaa banaa: {title}",
    openAsPage: "Akka fuulaatti banaa",
    loading: "Gabaasni fe'amaa jira…",
    tags: "Mallattoowwan",
    readTime: "Dubbisa daqiiqaa {minutes}",
  },
  report: {
    introduction: "Seensa",
    challenges: "Rakkoolee mudatan",
    solutions: "Furmaata",
    recommendations: "Yaada furmaataa",
    deliverables: "Bu'aalee dhiyaatan",
    status: "Adeemsa pirojektichaa",
    phase: "Sadarkaa {number}:",
    conclusion: "Guduunfaa",
    allReports: "Gabaasota hunda",
    backToProjects: "Gara pirojektootaatti deebi'aa",
  },
  notFound: {
    title: "Gabaasni Hin Argamne",
    text: "Gabaasni yookaan oduun isin barbaaddan hin jiru, yookaan marsariitii irraa kaafameera.",
    description: "Fuulli kun hin jiru. Gabaasaalee fi oduu garee pirojektii keenyaa dubbisaa.",
  },
  statuses: {
    Completed: "Xumurameera",
    "In Progress": "Adeemsa irra jira",
    Delayed: "Tursiifameera",
    Underway: "Jalqabameera",
    Pending: "Eegaa jira",
  },
  reports: {
    "solar-pumps-moa": {
      title: "Ministeera Qonnaatiif paampii aduu 60 guyyaa 8 keessatti",
      excerpt:
        "Gareen loojistiksii fi dhaabbii keenya pirojektoota jallisii qonnaan bultoota xiqqaa naannolee 3 fi aanaalee 5 keessa jiraniif paampii aduu 60 guyyaa 8 qofa keessatti akkamitti akka geessan, fi yeroon bishaan harkisuu jalqabaa maal akka agarsiise.",
      author: { name: "Meeron Taaddasaa", role: "Hoogganaa Pirojektii" },
      category: "Gabaasa pirojektii",
      tags: ["Ministeera Qonnaa", "Paampii aduu", "Jallisii xiqqaa", "Loojistiksii"],
    },
    "nahom-construction-partnership": {
      title:
        "Hiriyummaa qotiinsaa Nahom Konstiraakshin waliin: boolla bishaanii waldaalee hojii gamtaatiif",
      excerpt:
        "Hiriyummaan Nahom Konstiraakshin waliin qabnu meeshaalee qotiinsaa isaanii harkisa bishaanii aduu fi karoora jallisii keenya waliin walitti fida. Waldaaleen hojii gamtaa boolla bishaanii jalqabaa irra jiran oomishni isaanii %185 dabaluu fi itti fayyadamni bishaanii isaanii %68 hir'achuu dubbatu.",
      author: { name: "Daawit Baqqalaa", role: "Itti gaafatamaa Kutaa Injinariingii" },
      category: "Odeeffannoo hiriyummaa",
      tags: [
        "Hiriyummaa",
        "Qotiinsa boolla bishaanii",
        "Waldaalee hojii gamtaa",
        "Jallisii coccobaa",
      ],
    },
  },
};
