/**
 * The chat assistant's scripted replies (spec sections 4 and 7). A message gets the reply of the
 * first keyword it contains (case-insensitive), in the order listed; otherwise the fallback.
 */
import { site } from "./site";

/** A keyword and the reply it triggers. */
export interface ChatReply {
  /** Lower-case keyword, matched as a substring of the visitor's message. */
  readonly keyword: string;
  /** The assistant's answer. */
  readonly reply: string;
}

/** Keywords in matching order: the first one found wins (spec section 7). */
export const chatReplies = [
  {
    keyword: "hello",
    reply: `Hello! Welcome to ${site.brand}. How can I help you with solar irrigation today?`,
  },
  {
    keyword: "services",
    reply:
      "We offer borehole drilling, solar pump installation, irrigation systems, solar grain milling, training and knowledge transfer, and maintenance and support.",
  },
  {
    keyword: "price",
    reply: `Prices depend on your farm size and water source. Our packages start at $3,500 for up to 2 hectares. For an exact quote, e-mail ${site.email} or call ${site.phone}.`,
  },
  {
    keyword: "contact",
    reply: `You can call us on ${site.phone} or e-mail ${site.email}. Our head office is at ${site.headOffice}.`,
  },
  {
    keyword: "about",
    reply:
      "We are an Ethiopian solar irrigation and agro-engineering company, founded in 2023. We have served 100+ farmers in 15 regions with 98% customer satisfaction.",
  },
  {
    keyword: "warranty",
    reply:
      "Our systems come with a 5-year warranty, and our maintenance team responds within 24 hours.",
  },
  {
    keyword: "training",
    reply:
      "We train farmers on site for 2 to 5 days, in groups of 10 to 25, in Amharic, Oromiffa and Tigrinya.",
  },
] as const satisfies readonly ChatReply[];

/** The reply when no keyword matches: thanks the visitor and points to the phone and office. */
export const chatFallback = `Thank you for your question! For detailed information, please call us on ${site.phone} or visit our office at ${site.headOffice}.`;

/** The assistant's first message when the panel opens. */
export const chatGreeting = `Hi! I'm the ${site.brand} assistant. Ask me about our services, prices, warranty or training.`;

/** The chat's call-back offer, for visitors who would rather talk than type. */
export const chatCallback = {
  offer: "Rather talk? Leave your number and an engineer calls you.",
  button: "Call me back",
  formIntro: "An engineer calls you back within one working day.",
  back: "Back to chat",
} as const;
