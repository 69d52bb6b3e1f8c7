import type { ShowcaseText } from "../showcase";

export const showcase: ShowcaseText = {
  coverage: {
    "project-1": "ድሬዳዋና ሐረሪ",
    "project-2": "ሸዋ ሮቢት",
    "project-3": "ሲዳማ",
    "project-4": "ደቡብ ብሔሮች",
    "project-5": "አማራ",
  },
  acknowledgments: {
    "dire-dawa-agriculture-office": {
      name: "የድሬዳዋ ግብርናና መስኖ ጽሕፈት ቤት",
      location: "ድሬዳዋ",
      topic: "የአነስተኛ መስኖ ፕሮግራም",
      quote:
        "22ቱም የፓምፕ ስብስቦች በጊዜያቸው ተተክለዋል፤ እያንዳንዱ ኦፕሬተርም ከርክክብ በፊት ሠልጥኗል። አባወራዎች አሁን በበጋ ወራት ሽንኩርትና ቲማቲም ያለማሉ።",
      farmSize: "በ22 ቦታዎች ወደ 60 ha ገደማ",
    },
    "almaz-tesfaye": {
      name: "አልማዝ ተስፋዬ",
      location: "ሸዋ ሮቢት፣ አማራ",
      topic: "ሽንኩርትና በርበሬ",
      quote: "ከገቢዬ አብዛኛውን ለናፍጣ አወጣ ነበር። አሁን ፀሐይ ውሃዬን ትስባለች፤ በዓመት አንድ ጊዜ ሳይሆን ሁለት ጊዜ አመርታለሁ።",
      farmSize: "1.5 ha",
    },
    "hawassa-zuria-cooperative": {
      name: "የሐዋሳ ዙሪያ አርሶ አደሮች ኅብረት ሥራ ማኅበር",
      location: "ሐዋሳ ዙሪያ፣ ሲዳማ",
      topic: "የቡና ችግኝና አትክልት",
      quote: "የጠብታ መስኖው ውሃና ጉልበት ይቆጥብልናል፤ አንድ መቆጣጠሪያ አዲስ ፊውዝ ሲያስፈልገው ቡድኑ በአንድ ቀን ውስጥ ተመልሶ መጣ።",
      farmSize: "48 አባላት የሚጋሩት 12 ሄክታር",
    },
    "bekele-girma": {
      name: "በቀለ ግርማ",
      location: "አርባ ምንጭ፣ ደቡብ ብሔሮች",
      topic: "ሙዝና ማንጎ",
      quote: "ሥልጠናው በራሴ ቋንቋ የተሰጠና በጣም ተግባራዊ ነበር። ልጆቼ አሁን ፓነሎቹን ማጽዳትና ፓምፑን መፈተሽ በራሳቸው ይችላሉ።",
      farmSize: "3 ha",
    },
  },
  partners: {
    "Adey Cooperative Union": "አደይ የኅብረት ሥራ ማኅበራት ዩኒየን",
    "Rift Valley Water Trust": "የስምጥ ሸለቆ ውሃ ትረስት",
    "Selam Rural Finance": "ሰላም የገጠር ፋይናንስ",
    "Highland Seed Enterprise": "የደጋ ዘር ድርጅት",
    "Tana Irrigation Agency": "የጣና መስኖ ኤጀንሲ",
    "Kemise Farmers Network": "የከሚሴ አርሶ አደሮች ትስስር",
    "Green Energy Alliance": "የአረንጓዴ ኃይል ኅብረት",
    "Meskel Development Fund": "የመስቀል ልማት ፈንድ",
    "Lemlem Agro Finance": "ለምለም የግብርና ፋይናንስ",
  },
  sizing: {
    label: "የሥርዓትዎን መጠን ይወስኑ",
    separator: "፦ ",
    text: "ማሳዎ የሚፈልገውን ፓምፕ፣ የፀሐይ ፓነሎችና ፓኬጅ በአንድ ደቂቃ ይገምቱ።",
  },
};
