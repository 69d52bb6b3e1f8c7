import type { NotFoundText } from "../not-found";

export const notFound: NotFoundText = {
  title: "ገጹ አልተገኘም",
  description: "የጠየቁት ገጽ የለም። ወደ ፀሐይ ሶላር ({brand}) መነሻ ገጽ ይመለሱ።",
  eyebrow: "ስህተት 404",
  heading: "ይቅርታ! ገጹ አልተገኘም",
  lead: "የሚፈልጉት ገጽ የለም ወይም ቦታው ተቀይሯል። የምንሠራው ሁሉ ከመነሻ ገጹ አንድ ጠቅታ ብቻ ይርቃል።",
  home: "ወደ መነሻ ገጽ ይመለሱ",
  tooLarge: {
    title: "መልእክቱ በጣም ረጅም ነው",
    eyebrow: "ስህተት 413",
    heading: "መልእክትዎ ለመላክ በጣም ረጅም ነበር",
    lead: "ምንም ነገር አልተላከም። በብራውዘርዎ ወደ ኋላ ይመለሱ፤ የጻፉት ብዙውን ጊዜ በቅጹ ውስጥ ይገኛል። እባክዎ መልእክቱን አሳጥረው እንደገና ይላኩ።",
    contact: "ወደ ያግኙን ገጽ ይሂዱ",
  },
};
