import type { PicturesText } from "../pictures";

export const pictures: PicturesText = {
  "solar-field": "Tarreewwan paanaalii aduu aduu ifaa jala maasii jallisii bira paampii sochoosan",
  "irrigated-farm":
    "Maasii qonnaan bulaa xiqqaa kan taankiin bishaanii fi sarara coccobaa kuduraa jallisan",
  "grain-mill-village":
    "Mana daakuu gandaa humna aduutiin hojjetu, qonnaan bultoonni qodaa xaafii fidanii dhufan",
  "borehole-drilling":
    "Meeshaa qotiinsaa boolla bishaanii qotu, hojjettoota fi ujummoolee boollaa tartiibaan kaa'aman waliin",
  "solar-pump":
    "Paanaalii aduu paampii bishaan keessaa waliin walqabatee bishaan gara taankiitti baasu",
  "drip-irrigation":
    "Sararoota jallisii coccobaa biqiltuu tarreewwan sirnaan qindaa'an keessa jiran jallisan",
  "grain-mill":
    "Daakuu aduu kan bantii isaa irra paanaalii aduu qabu, midhaan daakee daakuu taasisu",
  "farmer-training":
    "Leenjisaan garee qonnaan bultootaatiif akkaataa hojii to'ataa paampii aduu agarsiisu",
  maintenance: "Teeknishaanii saanduqa meeshaa qabatee buufata paampii aduu suphu",
  "cooperative-field":
    "Maasiiwwan waliinii waldaa hojii gamtaa kan buufata paampii aduu tokko irraa bishaan argatan",
  "family-farm": "Maasii maatii paampii aduu xiqqaa fi lafa kuduraa qabu",
  "commercial-farm":
    "Qonna daldalaa bal'aa jallisii naanna'aa giddu-galeessaa fi paanaalii aduu qabu",
  "research-plot": "Maasiiwwan qorannoo meeshaalee safartuu fi paampii aduu xiqqaa qaban",
  "pump-distribution":
    "Konkolaattota fe'umsaa giddugala aanaatti qonnaan bultootaaf paampii aduu geessan",
  "company-story": "Waajjira jalqabaa dhaabbatichaa fi konkolaataa pikaappii paanaalii aduu fe'ate",
  "team-field": "Injiniirotaa fi qonnaan bultoota maasii keessatti waliin karoora jallisii baasan",
  "community-water":
    "Jiraattota gandaa bishaan boonoo humna aduutiin hojjetu irraa qodaa isaanii guutatan",
  "portrait-1": "Fakkii harkaan kaafame kan injiniirtuu koofiya nageenyaa uffatte",
  "portrait-2": "Fakkii harkaan kaafame kan nama jaakkeetii dirree uffate",
  "portrait-3": "Fakkii harkaan kaafame kan dubartii mataa hidhattee taabileetii qabattee",
  "solar-panels": "Paanaalii aduu lama kan dhaabbii lafa irratti dhaabame irra jiran",
  batteries: "Baatirii dheeraa hojjetan kabinee qilleensi seenu keessa jiran",
  "pump-unit":
    "Paampii bishaanii aduu kan bishaan keessa seenu, mootora fi afaan baasaa isaa mul'isu",
  controller: "To'ataa paampii aduu kan ibsaa haalaa fi agarsiisaa qabu",
  monitoring: "Bilbila daashboordii yaa'insa bishaanii paampii fagootti hordofu agarsiisu",
  "complete-system":
    "Sirna jallisii aduu guutuu: paanaalii, to'ataa, paampii, taankii fi sarara coccobaa",
};
