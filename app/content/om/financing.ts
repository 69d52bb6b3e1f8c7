import type { FinancingText } from "../financing";

export const financing: FinancingText = {
  meta: {
    title: "Sirna keessaniif kaffaluu",
    description:
      "Maallaqa callaa, liqii dhaabbata maallaqaa xiqqaa, bittaa waldaa hojii gamtaa yookaan karoora kaffaltii keenyaa: qonnaan bultoonni Itoophiyaa bishaan humna aduutiin baasuuf akkamitti akka kaffalan, herregduu liqii qarshiidhaan herregu waliin.",
  },
  hero: {
    eyebrow: "Faayinaansii",
    title: "Paampii aduu keessaniif ji'a ji'aan kaffalaa",
    lead: "Qonnaan bultoota muraasatu gatii sirnaa al tokkoon kaffala. Asitti karaalee kaffaltii, liqiin ji'atti qarshii hammam akka baasisu fi liqeessitoonni maal ilaaluu akka barbaadan ni argattu.",
    calculate: "Liqii keessan herregaa",
  },
  ways: {
    eyebrow: "Karaalee kaffaltii",
    title: "Sirna keessaniif karaalee kaffaltii afur",
    intro:
      "Kan maasii keessaniif mijatu filadhaa. Gareen gurgurtaa keenya karaa hunda irratti isin gargaara.",
    items: {
      cash: {
        title: "Maallaqa callaa",
        text: "Yeroo sirnichi dhaabamu gatii guutuu kaffalaa. Karaan kun baasii isa xiqqaa qaba: dhalas ta'e kaffaltii tajaajilaa hin qabu.",
      },
      microfinance: {
        title: "Liqii dhaabbata maallaqaa xiqqaa",
        text: "Dhaabbanni maallaqaa xiqqaa yookaan baankiin gatii irra caalaa isiniif liqeessa; isin kaffaltii jalqabaa kaffaltanii kan hafe ji'a ji'aan kaffaltu. Liqeessitoonni ibsa galii fi baasii maasii salphaa gaafatu: sirnichi maal akka baasisu, maal akka qusatu fi midhaan maal akka argamsiisu.",
      },
      cooperative: {
        title: "Bittaa waldaa hojii gamtaa",
        text: "Miseensonni waldaa hojii gamtaa sirna guddaa tokkoo fi baasii isaa qooddatu. Waldaan hojii gamtaa yeroo baay'ee qonnaan bulaa tokko caalaa haala gaarii irratti liqeeffata; paampiin tokkos maasiiwwan hedduu tajaajila.",
      },
      instalments: {
        title: "Karoora kaffaltii keenya",
        text: "Paakeejiiwwan tokko tokkoof karoora kaffaltii ofii keenyaan isin waliin walii galla: gariin yeroo dhaabbii, kan hafe immoo yeroo oomishaa keessatti ji'a ji'aan. Sirni keessan karoora kanaaf ga'uu isaa garee gurgurtaa keenyaa gaafadhaa.",
      },
    },
  },
  calculator: {
    eyebrow: "Herregduu liqii",
    title: "Liqiin ji'atti hammam baasisa",
    intro: "Lakkoofsota haala liqeessaa keessaniitiin jijjiiraa.",
    label: "Haala liqii",
    price: "Gatii sirnaa (qarshii)",
    priceHint: "Tilmaama keessan yookaan tilmaama gatii keenya irraa.",
    downPayment: "Kaffaltii jalqabaa (%)",
    rate: "Sadarkaa dhalaa (% waggaatti)",
    method: "Dhalli akkamitti herregama",
    methods: {
      declining: "Liqii hafe irratti",
      flat: "Qixa, liqii guutuu liqeeffatame irratti",
    },
    months: "Turtii liqii (ji'a)",
    fee: "Kaffaltii tajaajilaa (liqii liqeeffatame keessaa %)",
    noScript:
      "Baraabiraan keessan JavaScript hojjechiisaa hin jiru: bu'aan armaan gadii gatii fi haala mul'atuuf tajaajilaa keenya irratti herregame. Jijjiirraatii “Kaffaltii liqii ji'aa herregaa” tuqaa; irra deebiin ni herregama.",
    exampleTerms:
      "Haala fakkeenyaa ti, dhiyeessii liqii miti: kaffaltii jalqabaa {down}, dhala waggaatti {rate} {method}, ji'a {months}, kaffaltii tajaajilaa {fee}. Kan murteessu haala liqeessaa keessanii ti.",
    methodShort: { declining: "liqii hafe irratti", flat: "liqii guutuu irratti (qixa)" },
    termsUsed:
      "Haala kanaan herregame: kaffaltii jalqabaa {down}, dhala waggaatti {rate} {method}, ji'a {months}, kaffaltii tajaajilaa {fee}. Kan murteessu haala liqeessaa keessanii ti.",
    percent: "%{value}",
    instalment: "Kaffaltii ji'aa",
    instalmentDetail: "ji'a {months}f",
    upfront: "Jalqabatti kan kaffalamu",
    upfrontDetail: "kaffaltii jalqabaa {down} fi kaffaltii tajaajilaa {fee}",
    totalPaid: "Waliigala kan kaffalamu",
    totalPaidDetail: "kana keessaa dhala {interest}",
    scheduleSummary: "Ji'a ji'aan",
    scheduleCaption: "Sagantaa deebii liqii, qarshiidhaan",
    scheduleHeads: {
      month: "Ji'a",
      payment: "Kaffaltii",
      interest: "Dhala",
      principal: "Kan deebi'e",
      balance: "Kan hafe",
    },
    invalid: "Gatii 0 ol fi turtii ji'a 1 hanga 120 galchaa.",
    priceError: "Gatii 0 ol galchaa",
    priceFormat:
      "Gatii lakkoofsaan qofa barreessaa, fkn. 1,297,500 ykn 1297500: kumoota gidduutti tuqaa hin kaa'inaa, “qarshii” hin dabalinaa",
    fixTerms: "Kaffaltii ji'aa argachuuf haalota liqii mallatteeffaman sirreessaa.",
    errors: {
      down: "Kaffaltii jalqabaa %0 hanga %100 galchaa",
      rate: "Sadarkaa dhalaa waggaatti %0 hanga %100 galchaa",
      months: "Turtii liqii ji'a guutuu 1 hanga 120 galchaa",
      fee: "Kaffaltii tajaajilaa liqii keessaa %0 hanga %100 galchaa",
    },
  },
  section: {
    eyebrow: "Ji'atti hammam baasisa",
    title: "Sirna keessan liqiidhaan, boba'aa bituu dhiiftan waliin madaalamee",
    loanPrice: "Liqiin kun gatii {price} irratti herregame: walakkaa gatii tilmaamaa ti.",
    instalment: "Kaffaltii liqii ji'aa",
    fuel: "{engine} ji'atti bituu dhiiftan",
    engines: { petrol: "Beenzilaa", diesel: "Naaftaa" },
    better: "Yeroo liqii keessa ji'a hunda, boba'aan qusattan kaffaltii ji'aa irra {amount} caala.",
    worse: "Yeroo liqii keessa ji'a hunda, kaffaltiin ji'aa boba'aa qusattan irra {amount} caala.",
    after:
      "Erga liqiin deebi'ee booda, maallaqni boba'aa bituu dhiiftanii kiisii keessan keessatti hafa: ji'atti {amount}.",
    paidInFull:
      "Homtuu hin liqeeffamu: sirni jalqabatti guutummaatti waan kaffalamuuf, maallaqni boba'aa bituu dhiiftanii ji'a jalqabaa irraa kaasee kiisii keessan keessatti hafa: ji'atti {amount}.",
    fuelNote:
      "Boba'aan ji'aa boba'aa yeroo oomishaa tokkoo kan madaallii waggaa 15 armaan olii ti, ji'a 12tti qoodame.",
    toDrill: {
      title: "Sirna keessan liqiidhaan, boba'aa paampiin motoraa fixu waliin madaalamee",
      fuel: "{engine} paampiin motoraa ji'atti fixu",
      better:
        "Yeroo liqii keessa ji'a hunda, boba'aan paampii motoraa kaffaltii ji'aa irra {amount} caala.",
      worse:
        "Yeroo liqii keessa ji'a hunda, kaffaltiin ji'aa boba'aa paampii motoraa irra {amount} caala.",
      after:
        "Erga liqiin deebi'ee booda, sirni aduu boba'aa hin barbaadu; paampiin motoraa garuu ji'atti boba'aa {amount} fixa.",
      paidInFull:
        "Homtuu hin liqeeffamu: sirni aduu ji'a jalqabaa irraa kaasee boba'aa hin barbaadu; paampiin motoraa garuu ji'atti boba'aa {amount} fixa.",
      note: "Ammaaf paampii motoraa bakka buufamu hin qabdan: lakkoofsonni kun baasii boba'aa paampiin motoraa, osoo aduu bakka bu'ee bitame, bishaan walfakkaataaf qabaatu dha.",
    },
    financingLink: "Karaalee kaffaltii fi herregduu liqii",
    lenderSheet: "Waraqaa liqeessaa keessaniif",
    lenderSheetHint:
      "Fuula maxxanfamu tokko: tilmaama kana, haala liqii kanaa, boba'aa qusattan, yoo barbaaddan immoo galii midhaan keessanii.",
    update: "Kaffaltii liqii ji'aa herregaa",
  },
  faq: {
    eyebrow: "Gaaffilee",
    title: "Gaaffilee qonnaan bultoonni gaafatan",
    items: [
      {
        question: "Gatiin qarshiidhaan ibsame murtaa'aa dha?",
        answer:
          "Lakki. Gatiin tarree keenyaa doolaara Ameerikaatiin; lakkoofsonni qarshii tilmaama qofa, gatii jijjiirraa guyyaa itti murtaa'e waliin agarsiifameen jijjiiraman. Gatiin dhugaa tilmaama gatii injiniirri keenya daawwannaa bakkaa booda isiniif ergu dha.",
      },
      {
        question: "Haalli liqii fakkeenyaa dhiyeessii liqii dha?",
        answer:
          "Lakki. Fakkeenya haala liqeessitoonni Itoophiyaa meeshaalee qonnaatiif kennanii ti. Kaffaltii jalqabaa, dhala, turtii liqii fi kaffaltii tajaajilaa kan murteessu liqeessaa keessan dha.",
      },
      {
        question: "Dhala qixaa fi dhala liqii hafe irratti herregamu gidduu garaagarummaan maali?",
        answer:
          "Dhalli qixaa liqii guutuu liqeeffatame irratti turtii liqii guutuuf herregama. Dhalli liqii hafe irratti herregamu liqii ammallee isin irra jiru qofa irratti herregama; kanaaf sadarkaan dhalaa tokkichi baasii xiqqaa qaba. Liqeessaan keessan isa kam akka fayyadamu gaafadhaa.",
      },
      {
        question: "Liqeessitoonni maal gaafatu?",
        answer:
          "Yeroo baay'ee waraqaa eenyummaa keessanii, ragaa lafa sana akka qottan agarsiisu, kaffaltii jalqabaa fi ibsa galii fi baasii salphaa: sirnichi maal akka baasisu, maal akka qusatu fi midhaan keessan maal akka argamsiisu. Tilmaamni keessanii fi baasiin isaa ji'aa, fuula tilmaamaa irraa maxxanfamanii, isa baay'ee ni guutu.",
      },
      {
        question: "Waldaan hojii gamtaa miseensota isaatiif sirna tokko bituu danda'aa?",
        answer:
          "Eeyyee. Sirni guddaan waldaa hojii gamtaatiif heektaara tokkoof baasii xiqqaa qaba; miseensota isa hojjechiisanis ni leenjifna. Bal'ina guutuuf tilmaama gatii gaafadhaa.",
      },
    ],
  },
  lenders: {
    eyebrow: "Liqeessitoota",
    title: "Liqeessitoota maamiltoonni keenya itti fayyadaman",
    intro:
      "Nuti ofii keenyaan hin liqeessinu, komishinii hin fudhannu; liqeessitoonni kunneen sirnoota keenya ni beeku.",
  },
  cta: {
    title: "Gatii liqeessaa keessanitti agarsiiftan barbaadduu?",
    text: "Bal'ina maasii, midhaan fi madda bishaanii keessan nuuf ergaa. Injiniirri keenya sirna sirrii isiniif gorsa; tilmaama gatii bilisaa, gatii baankiin ykn dhaabbanni maallaqaa xiqqaa keessan ilaaluu barbaadu, isiniif erga.",
    primary: "Tilmaama gatii bilisaa argadhaa",
    secondary: "Hamma sirna keessanii murteessaa",
  },
};
