import type { ReportsText } from "../reports";

export const reports: ReportsText = {
  "solar-pumps-moa": {
    introduction:
      "Sagantaa jallisii xiqqaa Ministeera Qonnaa jalatti, yeroon facaasaa bonaa osoo hin darbin paampii bishaanii aduu 60 dhiyeessinee, geessinee garee qonnaan bultootaatiif akka harkatti kennine gaafatamne. Paampiiwwan kun aanaalee 5 naannolee 3 keessa jiranitti ga'uu qabu ture; aanaan tokkoon tokkoon isaa karaa, madda bishaanii fi koree qonnaan bultootaa mataa isaa qaba. Gabaasni kun hojichi akkamitti akka karoorfame, waan karooraan deeme fi hin deemne, akkasumas yaada marsaa sagantichaa itti aanuuf kennine dhiyeessa.",
    sections: [
      {
        title: "Daangaa fi karoora hojichaa",
        content: [
          "Paampiin tokkoon tokkoon isaa meeshaa guutuu dha: paampii bishaan keessaa humna fardaa 1.5 hanga 3, paanaalii aduu walsimu kWp 1.6 hanga 3.2, to'ataa bishaan malee hojjechuu irraa eegu, kebila, dhaabbii fi safartuu bishaanii. Boolla bishaanii ogeeyyiin aanaa ministeerichaa dursanii filataniiru; namni tokkollee paampii itti fayyadamuu hin dandeenye akka hin geenyeef, injiniirotni keenya meeshaaleen osoo hin qindaa'in dura gadi fageenya bishaan lafa jalaa fi hamma bishaanii sanada sakatta'iinsa bakka tokkoon tokkoonii ilaalaniiru.",
          "Paampiiwwan 60 kutaalee aanaa shaniitti qoodnee, konkolaataan fe'umsaa tokko al tokko qofa deemee akka deebi'uu fi gareen dhaabbii isa duukaa akka hordofuuf karaa karoorfanne.",
        ],
        stats: [
          "Paampiiwwan geessaman",
          "Naannolee",
          "Aanaalee",
          "Guyyoota kuusaa irraa hanga harkatti kenniitti",
        ],
        deliverables: [
          "Meeshaalee paampii aduu guutuu 60 kuusaa keenya Finfinnee keessatti qoratame",
          "Boolla bishaanii 60n tokkoon tokkoon isaaniitiif madaallii sakatta'iinsa bakkaa",
          "Sanada harkatti kennii waajjira qonnaa aanaa hunda keessatti mallattaa'e",
          "Paampii hundaaf yoo xiqqaate qonnaan bultoota lamaaf leenjii hojjechiisuu",
        ],
      },
      {
        title: "Geessuu fi dhaabbii",
        content: [
          "Konkolaattonni fe'umsaa shan ganama tokko Finfinnee ka'an. Waajjiraaleen qonnaa aanaa meeshaalee sana fudhatanii lakkaa'an; koreewwan qonnaan bultootaas bakka karaan itti dhume kiloomeetira dhumaa gaarii mataa isaaniitiin yookaan miilaan geessan.",
          "Gareen dhaabbii miseensota sadii qaban paanaalii dhaaban, paampii boolla keessa galchan, tokkoon tokkoon isaa walqabsiisanii hojii eegalchisan; hanga bishaan kuusaa yookaan boyii qonnaan bultootaa ga'uttis turan. Harkatti kenniin hundi kan xumurame erga hojjechiistonni ofumaan paampii kaasanii booda.",
        ],
        challenges: [
          "Aanaa tokko keessatti karaaleen seensaa lama bokkaa tursiifameen haxaawamanii turan.",
          "Boolla bishaanii afur keessatti gadi fageenyi bishaan lafa jalaa kan sanada sakatta'iinsaa irratti galmeeffame caalaa gadi ture.",
          "Bakkoota baay'ee keessatti qonnaan bultoonni kanaan dura to'ataa paampii hojjechiisanii hin beekan ture.",
        ],
        solutions: [
          "Meeshaaleen bakkoota karaan itti cite karaa lammaffaa gabaabaa irra konkolaataa pikaappii fi horii fe'umsaatiin geessaman.",
          "Boolla bishaanii gadi fagoo afraniif kuusaa keenya irraa paampii olka'iinsa ol harkisuu olaanaa qaban kennaman.",
          "Garee bakkeewwanii hunda keessatti afaan naannootiin leenjii hojii irra oolu walakkaa guyyaa daballe.",
        ],
      },
      {
        title: "Bu'aa yeroo jalqabaa",
        content: [
          "Harkatti kennii booda ji'a sadii, ogeeyyiin aanaa fi gareen dirree keenyaa bakkeewwan fakkeenyaaf filataman daawwatan. Paampiiwwan fakkeenya keessatti ilaalaman hundi hojii irra turan; gareewwan qonnaan bultootaa kanaan dura midhaan bokkaan biqilu tokko qofa facaasaa turan shunkurtaa, timaatima, qaaraa fi boqqolloo jiidhaa jallisiidhaan misoomsaa turan.",
        ],
        stats: [
          "Paampiiwwan fakkeenya keessaa hojii irra jiran",
          "Oomisha waggaatti sassaabamu (kanaan dura tokko)",
          "Naaftaa bishaan harkisuuf gubate",
        ],
        recommendations: [
          "Gadi fageenya bishaan boolla bishaanii bokkaa booda qofa osoo hin taane bonaanis mirkaneessaa.",
          "Fe'umsa naannoo hunda keessatti paampii kuusaa olka'iinsa olaanaa qaban qabadhaa.",
          "Paampii hundaaf hojjechiistota lama, garee bakkeewwanii hundaaf immoo teeknishaanii aanaa tokko leenjisaa.",
          "Bishaan akka caalaatti ga'uuf pirojektii hunda jallisii coccobaa yookaan jallisii boyii fooyya'een walitti qabsiisaa.",
        ],
      },
    ],
    phases: [
      {
        title: "Qophii",
        period: "Amajjii 2026",
        tasks: [
          { name: "Madaallii sanada sakatta'iinsa boolla bishaanii 60" },
          { name: "Qindeessuu fi yaalii meeshaalee" },
          { name: "Karoora karaa fi gareewwanii" },
        ],
      },
      {
        title: "Geessuu fi dhaabbii",
        period: "Guraandhala 2026, guyyaa 8",
        tasks: [
          { name: "Waajjiraalee aanaa 5tti geessuu" },
          { name: "Paampiiwwan 60 dhaabuu fi hojii eegalchiisuu" },
          {
            name: "Bakkeewwan karaan itti cite lamaanitti karaa lammaffaan geessuu",
            note: "Kutaalee ijoo irraa guyyaa lama tursiifamee, guyyoota 8 keessatti xumurame",
          },
        ],
      },
      {
        title: "Hordoffii",
        period: "Bitootessa – Waxabajjii 2026",
        tasks: [
          { name: "Hojjechiistotaaf leenjii haaromsaa" },
          { name: "Daawwannaa raawwii ji'a sadii" },
          { name: "Karoora suphaa teeknishaanota aanaatti harkatti kennuu" },
        ],
      },
    ],
    conclusion:
      "Paampiiwwan jaatamni aanaalee 5 naannolee 3 keessa jiranitti ga'anii guyyoota 8 keessatti bishaan harkisuu jalqaban; kun kan ta'e karoorri konkolaattonni fe'umsaa osoo hin ka'in dura waan hojjetameef: sakatta'iinsi ilaalameera, meeshaaleen qoratamaniiru, karaaleen fi gareewwan walsimaniiru. Daawwannaan hordoffii pirojektoonni hojii irra akka jiranii fi qonnaan bultoonni hunda caalaa oomisha lammaffaa akka jaalatan agarsiisa. Waan waa'ee gadi fageenya bishaanii fi leenjii hojjechiistotaa barannes gara marsaa sagantichaa itti aanuutti geessina.",
    testimonial: {
      quote:
        "Paampiiwwan yeroon facaasaa keenyaa osoo hin darbin ga'anii, dhaabamanii hojii jalqabanii turan. Qonnaan bultoonni amma paampii sana bokkaa keenya lammaffaa jedhanii waamu.",
      name: "Obbo Geetaachoo Alamuu",
      role: "Ogeessa jallisii aanaa, Sagantaa Ministeera Qonnaa",
    },
  },
  "nahom-construction-partnership": {
    introduction:
      "Waldaaleen hojii gamtaa baay'een jallisii aduu nu gaafatan madda bishaanii amansiisaa hin qaban: lagni Amajjiidhaan goga, eelli harkaan qotames bishaan dhaba. Furmaatni qotiinsa; garuu meeshaa qotiinsaa eeguun yeroo guutuu fudhachuu danda'a. Bara 2026 garee tokkoon waldaa hojii gamtaa sakatta'iinsa irraa hanga boolla bishaaniitti, sana booda hanga jallisii humna aduutti akka geessinuuf kontiraaktara qotiinsaa Nahom Konstiraakshin waliin hiriyummaa hundeessine. Gabaasni kun haala boolla bishaanii jalqabaa fi waldaalee hojii gamtaa isaan tajaajilan dhiyeessa.",
    sections: [
      {
        title: "Hiriyummaan akkamitti hojjeta",
        content: [
          "Ogeessi bishaan lafa jalaa keenyaa fi injiniirri qotiinsaa Nahom Konstiraakshin bakka hunda waliin sakatta'u. Nahom boolla bishaanii hanga gadi fageenya m 60 qota, ujummoo galcha, ni guddisa; gareen keenya paanaalii aduu, paampii, taankii kuusaa bishaanii fi sarara jallisii dhaabu; hojjechiistota waldichaas ni leenjisu.",
          "Waldaan hojii gamtaa waliigaltee tokko qofa mallatteessa; itti gaafatamaa bakkaa tokko qofa waliin hojjeta; paampiinis tilmaamaan osoo hin taane hamma bishaan boollichaa safarameen filatama.",
        ],
        deliverables: [
          "Sakatta'iinsa bishaan lafa jalaa waloo fi gabaasa qotiinsaa",
          "Boolla bishaanii ujummoon itti galee guddate, yaalii harkisa bishaanii waliin",
          "Sirna harkisa bishaanii aduu hamma bishaan qoratameen safarame",
          "Taankii kuusaa bishaanii fi karoora jallisii coccobaa yookaan boyii",
          "Leenjii hojjechiistotaa fi karoora daawwannaa suphaa waggaa lamaa",
        ],
      },
      {
        title: "Bu'aa waldaalee hojii gamtaa jalqabaa",
        content: [
          "Yeroo jallisii jalqabaa waldaa tokkoon tokkoonii giddugaleessa yeroo sadan isa duraa waliin madaalle; kanaafis galmee oomishaa miseensota ofii isaanii kan waajjira qonnaa aanaatiin mirkanaa'e fayyadamne.",
          "Maasiiwwan baay'ee keessatti sarara coccobaa taankii kuusaa irraa nyaatan boyii banaa bakka bu'aniiru; qusannaan bishaanii kan dhufus kana irraa ti: paampiin sa'aatii aduun jabaattu taankii guuta; kan hafe harkisni lafaa hojjeta.",
        ],
        stats: [
          "Dabalata oomisha waldaalee hojii gamtaa",
          "Bishaan sarara coccobaatiin qusatame",
          "Boolla bishaanii gadi fagoo qotame",
          "Midhaan yeroo bonaa waggaatti",
        ],
        challenges: [
          "Bakkeewwan lama keessatti caasaan dhagaa baazaaltii jabaan qotiinsa tursiise.",
          "Boollli bishaanii tokko bishaan sakatta'iinsi tilmaame caalaa xiqqaa kenne.",
          "Miseensonni boyii baratan caalaa sarara coccobaa amanuuf yeroo barbaadan.",
        ],
        solutions: [
          "Nahom bakkeewwan baazaaltiitiif meeshaa qotiinsaa burruusaa addaa fide.",
          "Boolla bishaan xiqqaa kennuuf paampii xiqqaa fi taankii guddaa filanne; kanaanis ammas maasii guutuu jallisa.",
          "Maasiiwwan agarsiisaa miseensonni yeroo tokkoof jallisii coccobaa fi boyii walbira qabanii akka madaalan dandeessisan.",
        ],
      },
      {
        title: "Itti aanee maaltu dhufa",
        content: [
          "Hiriyummichi bona dhufu Amaaraa fi Oromiyaa keessatti waldaalee hojii gamtaa dabalataa jahaaf qotiinsa geggeessa. Hammi bishaan boolla tokkoon tokkoonii karaa tokkoon akka galmeeffamuu fi paampiin kallattiin gabaasa irraa akka filatamuuf yaalii harkisa bishaaniis walfakkeessaa jirra.",
        ],
        recommendations: [
          "Boollli bishaanii bona dura akka qoratamuuf qotiinsa dhuma bokkaa irratti geggeessaa.",
          "Kuusaa bishaaniif baajata qabadhaa: taankiin paampii xiqqaan bal'ina wal fakkaataa akka jallisu dandeessisa.",
          "Bakka miseensonni jallisii coccobaa hin beekne hundatti maasii agarsiisaatiin jalqabaa.",
        ],
      },
    ],
    phases: [
      {
        title: "Sakatta'iinsa fi qotiinsa",
        period: "Eebila – Waxabajjii 2026",
        tasks: [
          { name: "Waldaalee hojii gamtaa afuriif sakatta'iinsa bakkaa waloo" },
          { name: "Boolla bishaanii afur qotuu fi ujummoo galchuu" },
          {
            name: "Bakka baazaaltii irratti yaalii harkisa bishaanii",
            note: "Meeshaa qotiinsaa burruusaa torban tokko eege",
          },
        ],
      },
      {
        title: "Harkisa bishaanii aduu fi jallisii",
        period: "Waxabajjii – Hagayya 2026",
        tasks: [
          { name: "Bakkeewwan sadii irratti dhaabbii paampii aduu" },
          { name: "Bakka afraffaa irratti diriirsa jallisii coccobaa" },
          { name: "Leenjii hojjechiistotaa" },
        ],
      },
      {
        title: "Marsaa itti aanu",
        period: "Onkoloolessa 2026 irraa kaasee",
        tasks: [
          { name: "Waldaalee hojii gamtaa dabalataa jahaaf sakatta'iinsa" },
          { name: "Adeemsa yaalii harkisa bishaanii walfakkaataa" },
        ],
      },
    ],
    conclusion:
      "Kontiraaktara qotiinsaa garee jallisii aduu waliin walitti fiduun pirojektii waldaa hojii gamtaa keessatti eeggannoo dheeraa hambisa; paampii hundas tilmaamaan osoo hin taane bishaan dhugaa irratti hundaa'ee akka filatamu taasisa. Waldaaleen jalqabaa bishaan harka sadii keessaa tokko qofa fayyadamaa oomisha isaanii dachaa ol guddisaniiru; marsaan hiriyummichaa itti aanus sakatta'iinsi jalqabameefii jira.",
    testimonial: {
      quote:
        "Bara bara lagni yeroo badu ilaalaa turre. Amma bishaan mataa keenyaa qabna; shunkurtaan keenyas waggaatti al lama gabaa ba'a.",
      name: "Aadde Almaaz Haayilee",
      role: "Dura taa'aa, waldaa hojii gamtaa qonnaan bultootaa Shawaa Kaabaa keessa jiru",
    },
  },
};
