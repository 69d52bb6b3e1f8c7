import type { PrivacyText } from "../privacy";

export const privacy: PrivacyText = {
  meta: {
    title: "Imaammata Iccitii",
    description:
      "{brand} unkaalee isaatiin maal akka walitti qabu, maaliif, eessa akka kaa'u, hammam akka turfatu, akkasumas garagalchaa yookaan haquu akkamitti akka gaafachuu dandeessan.",
  },
  hero: {
    eyebrow: "Iccitii",
    title: "Odeeffannoo dhuunfaa keessan akkamitti akka qabannu",
    lead: "{legalName} odeeffannoo isin nuuf ergitan kan qabatu isiniif deebii kennuuf qofa; kana caalaa homaa hin qabatu. Fuulli kun waan walitti qabnu, eessa akka kaa'amu, hammam akka turu, akkasumas odeeffannoon keessan akka isiniif ergamu yookaan akka haqamu akkamitti gaafachuu akka dandeessan ibsa.",
    updated: "Yeroo dhumaaf kan fooyya'e: {date}",
  },
  title: "Ibsa iccitii keenya",
  sections: {
    what: {
      title: "Odeeffannoo walitti qabnu",
      paragraphs: [
        "Waan unkaalee keenya keessatti barreessitan qofa (unka ergaa, gaaffii tilmaama gatii, gaaffii daawwannaa bakkaa fi gaaffii akka deebifnee isiniif bilbillu mariin ergitan); kana waliin fuula unkicha irraa ergitan, yeroo itti ergame fi afaan fuulichaa ni galmeeffamu.",
      ],
      list: [
        "Maqaa, lakkoofsa bilbilaa fi teessoo imeelii keessan, hamma isin nuuf kennitan;",
        "Naannoo keessan, bakka maasiin keessan argamu fi bal'ina maasichaa;",
        "Waan nuuf barreessitan: midhaan keessan, madda bishaanii keessan, gaaffii fi ergaa keessan.",
      ],
    },
    why: {
      title: "Maaliif walitti qabna",
      paragraphs: [
        "Gaaffii keessaniif deebii kennuuf: isiniif bilbiluuf yookaan barreessuuf, tilmaama gatii qopheessuuf yookaan daawwannaa bakkaa mijeessuuf. Odeeffannoo keessan beeksisaaf hin fayyadamnu, hin gurgurru; tarree ergaa imeelii kamiyyuu keessattis isin hin galchinu.",
        "Seerri kana akka goonu kan nuuf hayyamu, isin waan nu gaafattaniif. Unkaalee keenya keessaa tokko erguun gaaffii dhiyeessuu dha: deebii, akka deebifnee isiniif bilbillu, tilmaama gatii yookaan daawwannaa bakkaa, waliigalteen kamiyyuu osoo hin raawwatamin dura. Achii booda nu waliin waliigaltee yoo mallatteessitan, waliigaltee sana raawwachuuf fi seerri waan nu dirqisiisuuf odeeffannoo gaaffii sanaa ni kuufna.",
        "Deebiin gargaaraa marii dursee kan barreeffame yoo ta'u, kan hojjetus baraabiraa keessan keessatti: waan marii keessatti barreessitan, akka deebifnee isiniif bilbillu yoo hin gaafanne malee, gara keenyatti hin ergamu.",
      ],
    },
    where: {
      title: "Eessa kaa'ama",
      paragraphs: [
        "Gaaffileen kuusaa odeeffannoo keenya kan sarvarii keenya irra jiru keessa kaa'amu. Garagalchaa kuusaa isaa ofumaan guyyoota 30f qabanna. Gaaffiin haaraan yeroo dhufu hojjettoonni keenya imeeliin, yeroo tokko tokko immoo ergaa Telegram tiin beeksifamu. Ergaaleen kun lakkoofsa hordoffii gaaffichaa, gosa gaaffichaa, naannoo fi bal'ina maasii qofa qabu; maqaa, lakkoofsa bilbilaa, teessoo imeelii fi ergaa keessan gonkumaa hin qabatan, sababiin isaas tajaajilli imeelii fi Telegram ergaalee sarvarii Itoophiyaa alatti argamu irratti kaa'uu danda'u.",
      ],
    },
    "how-long": {
      title: "Hammam turfanna",
      paragraphs: [
        "Guyyaa ergitanii kaasee hanga ji'a {months}tti. Gaaffiin kana caalaa ture ofumaan haqama. Gaaffiin gara waliigalteetti jijjiirame garuu hamma seerri galmee daldalaa dirqisiisutti ni kaa'ama. Gaaffiin tokko seera kanaan yookaan gaaffii keessaniin yoo haqame, guyyoota 30 keessatti garagalchaa kuusaa keenya keessaas ni bada.",
      ],
    },
    who: {
      title: "Eenyutu arga",
      paragraphs: [
        "Hojjettoota gurgurtaa keenyaa fi bulchitoota keenya qofa; tokkoon tokkoon isaanii herrega fi jecha iccitii mataa isaa qaba. Isin yoo nu hin gaafanne (fakkeenyaaf baankii yookaan dhaabbata maallaqaa xiqqaa waliin faayinaansii mijeessuuf) yookaan seerri yoo nu hin dirqisiifne malee, odeeffannoo keessan nama biraa kamiifuu hin qoodnu.",
      ],
    },
    "your-rights": {
      title: "Mirgoota keessan",
      paragraphs: [
        "Odeeffannoo waa'ee keessan qabnu garagalchaa, sirreeffama yookaan haquu yeroo kamiyyuu kaffaltii malee gaafachuu dandeessu: {email} tti barreessaa yookaan {phone} irratti bilbilaa; yoo qabaattan lakkoofsa hordoffii gaaffii keessanii eeraa. Guyyoota 30 keessatti deebii ni kennina.",
        "Akkasumas itti fayyadamni odeeffannoo keessanii akka daangeffamu gaafachuu dandeessu: yeroo kana odeeffannoo keessan ni kuufna malee itti hin fayyadamnu, fakkeenyaaf yeroo sirreeffamni mirkanaa'aa jiru. Itti fayyadama odeeffannoo keessanii yeroo kamiyyuu mormuu dandeessu: seerri kan biraa yoo nu hin dirqisiifne malee itti fayyadamuu ni dhaabna.",
        "Deebii keenyaan yoo hin quufne, Labsii Eegumsa Odeeffannoo Dhuunfaa Lakk. 1321/2024 irratti qaama to'ataa ta'ee kan ramadame Abbaa Taayitaa Komunikeeshinii Itoophiyaatti komii dhiyeessuu dandeessu.",
      ],
    },
    cookies: {
      title: "Kuukii fi hordoffii",
      paragraphs: [
        "Marsariitiin keenya uummataaf banaa ta'e kuukii tokkollee hin kaa'u; meeshaa xiinxalaa yookaan hordoffii gosa kamiyyuu hin fayyadamu. Waan unka keessatti barreessitan, yoo walqunnamtiin cite akka hin badneef, kuusaa baraabiraa keessanii keessa tura: hanga ergitanitti yookaan unkicha haqxanitti, yoo baay'ate guyyaa 7. Hanga isin ergitanitti meeshaa keessanii hin bahu. Kan kuukii fayyadamu fuula galmee gaaffilee hojjettootaa qofa, hojjettoonni keenya akka seenaniif fi seenanii akka turaniif.",
        "Marsariitiin keenya marsariitii biroo irraa homaa hin fe'u; viidiyoo agarsiisaa malee, innis yeroo isin taphachiisuu filattan qofa.",
        "Akkuma marsariitii kamiyyuu, tajaajilaan keenya gaaffii deebisu hunda ni galmeessa: teessoo meeshaa keessanii interneetii irratti (teessoo IP), yeroo, fuula gaafatame (waan unka yookaan barbaacha keessatti barreessitan garuu gonkumaa miti) fi maqaa baraabiraa keessanii. Galmeewwan kana marsariitiin akka hojjetuu fi nageenyi isaa akka eegamuuf qofa itti fayyadamna; guyyaa 14 booda ni haqamu.",
      ],
    },
  },
};
