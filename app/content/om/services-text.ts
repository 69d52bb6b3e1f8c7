import type { ServicesText } from "../services-text";

export const services: ServicesText = {
  "borehole-drilling": {
    title: "Qotiinsa Boolla Bishaanii",
    subtitle: "Bishaan lafa jalaa amansiisaa, barbaadamee mirkanaa'e",
    description:
      "Maashinoonni qotiinsaa keenya boolla bishaanii hanga m 60 sakatta'u, qotu, ujummoo itti galchu, paampiidhaanis qoratu; paampiin nuti dhaabnu hundi tilmaamaan osoo hin taane bishaan safarame irratti hundaa'a.",
    features: [
      "Qorannoo haayidroojiyoolojii fi jiifiiziksii bakkaa qotiinsa dura",
      "Maashinoota qotiinsaa keenya kan hanga m 60 qotan",
      "Ujummoo sibiilaa yookaan uPVC, guutuu cirrachaa fi cufaa qulqullinaa",
      "Qorannoo paampii yaalii gabaasa hamma fi qulqullina bishaanii barreeffamaan kennu",
    ],
    specifications: [
      { label: "Gadi fageenya olaanaa", value: "m 60" },
      { label: "Dhidhiitii boollaa", value: "Inchii 6 hanga 12" },
      { label: "Hamma bishaan boollaa", value: "Hanga m³/h 50" },
    ],
    process: [
      "Daawwannaa bakkaa fi qorannoo bishaan lafa jalaa",
      "Qotiinsa, ujummoo galchuu fi boolla guddisuu",
      "Qorannoo paampii yaalii fi qulqullina bishaanii",
      "Galmee boollaa fi gabaasa hamma bishaanii waliin harkatti kennuu",
    ],
    benefits: [
      "Bishaan bokkaa fi laga irratti hin hundoofne, waggaa guutuu argamu",
      "Paampii hamma bishaan safarameen walsimu, umurii dheeraa",
      "Qorannoo irraa hanga bishaan yaa'uutti kontiraaktara tokko",
    ],
  },
  "solar-pump-installation": {
    title: "Dhaabbii Paampii Aduu",
    subtitle: "Bishaan aduudhaan bahu, baasii boba'aa malee",
    description:
      "Sirna paampii aduu humna fardaa 1 hanga 10 qaban hamma isaanii murteessina, dhiyeessina, dhaabna; naaftaa sirna ifa aduutiin hojjetuu fi paanaalii qulqulluu qofa barbaaduun bakka buusna.",
    features: [
      "Paampii bishaan keessaa fi lafa irraa oomishtoota amanamoo irraa",
      "Paanaalii aduu, dhaabbii fi to'ataa paampii fedhii bishaanii keessaniin safaraman",
      "Eegumsa bishaan malee hojjechuu, voltejii olaanaa fi hir'ina bishaanii irraa",
      "Taankii kuusaa bishaanii hanga galgalaatti bishaan kennu (filannoo)",
    ],
    specifications: [
      { label: "Humna paampii", value: "Humna fardaa 1 hanga 10" },
      { label: "Yaa'insa bishaanii", value: "Hanga m³/h 200" },
      { label: "Olka'iinsa ol harkisuu", value: "Hanga m 100" },
    ],
    process: [
      "Madaallii fedhii bishaanii fi bakkaa",
      "Karoora sirnaa fi tilmaama gatii",
      "Dhaabbii fi hojii eegalchiisuu",
      "Leenjii hojjechiisaa fi harkatti kennuu",
    ],
    benefits: [
      "Baasiin boba'aa hin jiru; suphaanis paampii naaftaa caalaa baay'ee xiqqaa dha",
      "Baasiin jallisii hanga {costReduction} hir'ata",
      "Qulqulluu, callisaa fi itti fayyadamaaf nagaa",
    ],
  },
  "irrigation-systems": {
    title: "Sirna Jallisii",
    subtitle: "Coccobni hundi bakka midhaan barbaadutti",
    description:
      "Sirnoota jallisii coccobaa, facaasaa fi boyii midhaan, biyyee fi madda bishaanii keessaniif qophaa'an, garee dirree keenyaan diriiranii dhaabaman.",
    features: [
      "Qindaa'ina jallisii coccobaa, facaasaa fi facaasaa naanna'aa",
      "Calaltuu, xaa'oo bishaan jallisiitiin kennuu fi to'annoo dhiibbaa",
      "Midhaan, biyyee fi madda bishaanii tokkoon tokkoon isaaniitiif kan qophaa'an",
      "Meeshaa qonnaan bulaa xiqqaa irraa hanga qonna daldalaa gurguddaatti",
    ],
    specifications: [
      { label: "Qusannaa bishaanii", value: "Jallisii lolaa waliin yeroo madaalamu %60 – 80" },
      { label: "Hamma", value: "Meeshaa ha 0.25 irraa hanga pirojektoota ha 50 oliitti" },
    ],
    process: [
      "Qorannoo maasii, biyyee fi midhaanii",
      "Karoora qindaa'inaa fi tarree meeshaalee",
      "Dhaabbii fi qorannoo dhiibbaa",
      "Gorsa sagantaa jallisii fi leenjii",
    ],
    benefits: [
      "Bishaan sanaan oomisha caalu",
      "Humna namaa fi aramaa xiqqaa",
      "Waggaatti al tokko osoo hin taane al lama yookaan sadii oomishuu",
    ],
  },
  "solar-grain-milling": {
    title: "Daakuu Midhaanii Humna Aduu",
    subtitle: "Humna aduutiin, mana keessan bira kan daaku",
    description:
      "Daakuu xaafii, boqqolloo, garbuu fi qamadiif humna aduutiin hojjetan; daakuu gara gandootaatti dhiyeessu, waldaalee hojii gamtaa fi kalaqtootaafis madda galii ta'u.",
    features: [
      "Daakuu burruusaa fi dhagaa midhaan naannoo waliin walsiman",
      "Paanaalii aduu meeshaa mootora suutaan kaasu qaban",
      "Itti fayyadama salphaa fi haguuggii nageenyaa amansiisaa",
      "Hojjechiistotaaf leenjii daldalaa fi herregaa",
    ],
    specifications: [
      { label: "Dandeettii daakuu", value: "Sa'aatiitti kg 200 hanga 1000" },
      { label: "Humna mootoraa", value: "Humna fardaa 5 hanga 20" },
    ],
    process: [
      "Madaallii fedhii fi bakkaa",
      "Filannoo daakuu fi paanaalii aduu",
      "Ijaarsa mana daakuu, dhaabbii fi hojii eegalchiisuu",
      "Leenjii hojjechiisaa fi daldalaa",
    ],
    benefits: [
      "Keessumaa dubartootaa fi intalootaaf imalli gara mana daakuutti gabaabbata",
      "Gatii daakuu daakuu naaftaa caalaa xiqqaa",
      "Abbaa daakuutiif madda galii haaraa",
    ],
  },
  training: {
    title: "Leenjii fi Dabarsa Beekumsaa",
    subtitle: "Ogummaa sirnoota hojii irra turchiisu",
    description:
      "Qonnaan bultootaaf, hojjechiistotaaf fi teeknishaanotaaf waa'ee jallisii aduu hojjechiisuu, suphuu fi bu'aa caalu argachuu irratti leenjii hojii irra oolu afaan naannootiin kennamu.",
    features: [
      "Barnoota hojii irra oolu sirnoota hojii irra jiran irratti",
      "Oomisha midhaanii fi sagantaa jallisii",
      "Suphaa bu'uuraa fi barbaacha rakkoo",
      "Qajeelfamoota afaan naannootiin maxxanfaman",
    ],
    specifications: [
      { label: "Yeroo leenjii", value: "Guyyaa 2 hanga 5" },
      { label: "Hamma garee", value: "Hirmaattota 10 hanga 25" },
      { label: "Afaanota", value: "Afaan Amaaraa, Afaan Oromoo fi Afaan Tigiraay" },
    ],
    process: [
      "Qorannoo fedhii garee waliin",
      "Karoora leenjii fi meeshaalee",
      "Barnoota daree fi dirree",
      "Daawwannaa hordoffii fi waraqaa ragaa",
    ],
    benefits: [
      "Sirnoota rakkoo xiqqaan yeroo dheeraa hojjetan",
      "Itti fayyadama bishaanii fooyya'aan oomisha fooyya'aa",
      "Namoota naannoo rakkoo baramoo suphuu danda'an",
    ],
  },
  maintenance: {
    title: "Suphaa fi Deeggarsa",
    subtitle: "Teeknishaanii yeroo barbaaddan dhufu",
    description:
      "Waajjiraalee keenya sadan irraa suphaa karoorfame, suphaa saffisaa fi meeshaalee jijjiiraa sirrii; bishaan keessan yeroo yerootti osoo hin citin akka yaa'uuf.",
    features: [
      "Daawwannaa suphaa ittisaa",
      "Suphaa meeshaalee jijjiiraa sirriidhaan",
      "Deeggarsa bilbilaa afaan naannootiin",
      "Dhimma wabii oomishtoota waliin raawwachiisuu",
    ],
    specifications: [
      { label: "Yeroo deebii", value: "Sa'aatii 24 gadi" },
      { label: "Wabii", value: "Akka qaamaatti waggaa 2 hanga 5 (paampii fi paanaalii: 5)" },
    ],
    process: [
      "Waliigaltee tajaajilaa yookaan tajaajila waamichaa",
      "Qorannoo rakkoo bilbilaan yookaan bakkuma sanatti",
      "Suphuu yookaan jijjiiruu",
      "Gabaasa tajaajilaa fi guyyaa daawwannaa itti aanu",
    ],
    benefits: [
      "Yeroon sirni yeroo oomishaa dhaabbatu gabaabbata",
      "Umuriin sirnichaa dheerata",
      "Wanta hundaaf lakkoofsa bilbilaa tokko",
    ],
  },
};
