/**
 * Every way a visitor can ask the company for something, as data: the fields of each form, what
 * it needs to be answerable, and the words of its confirmation. The same lists render the forms,
 * build the validation schema the browser and the server share (`~/lib/enquiry-schema`), and
 * label the fields in the staff inbox and the notifications.
 */
import type { ChoiceOption } from "./get-started";
import { ethiopianRegions } from "./regions";
import type { FieldSpec, ValidationMessages } from "~/lib/validation";

/** Largest farm size the forms accept, in hectares: beyond it, a typing slip is far likelier. */
export const MAX_FARM_HECTARES = 100_000;

/** The kinds of enquiry, as stored and filtered in the staff inbox. */
export const enquiryKinds = ["home", "contact", "quote", "callback", "visit"] as const;
export type EnquiryKind = (typeof enquiryKinds)[number];

export function isEnquiryKind(value: unknown): value is EnquiryKind {
  return typeof value === "string" && (enquiryKinds as readonly string[]).includes(value);
}

/** How the company can answer: the form must carry at least this. */
export type ContactRule = "phone" | "email" | "phone-or-email";

export const regionOptions: readonly ChoiceOption[] = ethiopianRegions.map((region) => ({
  value: region,
  label: region,
}));

export const farmSize = {
  name: "farmSize",
  label: "Farm size in hectares",
  errorName: "Farm size",
  kind: "decimal",
  hint: "For example 2.5 (1 ha is about 4 timad)",
  maxLength: 20,
  range: { above: 0, max: MAX_FARM_HECTARES, unit: "hectares" },
  half: true,
} as const satisfies FieldSpec;

const firstName = {
  name: "firstName",
  label: "First name",
  kind: "text",
  maxLength: 60,
  autoComplete: "given-name",
  half: true,
} as const satisfies FieldSpec;

const lastName = {
  name: "lastName",
  label: "Last name",
  kind: "text",
  maxLength: 60,
  autoComplete: "family-name",
  half: true,
} as const satisfies FieldSpec;

/** The short forms' one name field (call-back, site visit). */
const yourName = {
  name: "name",
  label: "Your name",
  kind: "text",
  requiredMessage: "Enter your name",
  maxLength: 120,
  autoComplete: "name",
} as const satisfies FieldSpec;

export const phone = {
  name: "phone",
  label: "Phone",
  kind: "tel",
  hint: "For example 0911 23 45 67",
  maxLength: 30,
  autoComplete: "tel",
  half: true,
} as const satisfies FieldSpec;

export const email = {
  name: "email",
  label: "Email address",
  kind: "email",
  hint: "We reply within 24 hours",
  maxLength: 254,
  autoComplete: "email",
  half: true,
} as const satisfies FieldSpec;

/** Phone and e-mail where either will do: neither is marked optional, the hints say why. */
export const phoneOrEmail = [
  {
    ...phone,
    hint: "A phone number or an email address, so that we can answer you. For example 0911 23 45 67",
    markOptional: false,
  },
  { ...email, hint: "Or an email address: we reply within 24 hours", markOptional: false },
] as const satisfies readonly FieldSpec[];

/** The home page's short form (spec: nothing required; the product needs a way back). */
export const homeFields = [
  firstName,
  lastName,
  ...phoneOrEmail,
  { ...farmSize, half: false },
  {
    name: "message",
    label: "Message",
    kind: "textarea",
    hint: "Your crops, your water source, what you would like to know. Up to 5,000 characters.",
    maxLength: 5000,
  },
] as const satisfies readonly FieldSpec[];

/** The Contact page's message form (spec: required First Name, Last Name, Email, Subject, Message). */
export const contactFields = [
  { ...firstName, requiredMessage: "Enter your first name" },
  { ...lastName, requiredMessage: "Enter your last name" },
  { ...email, requiredMessage: "Enter your email address" },
  { ...phone, hint: "So an engineer can call you back" },
  {
    name: "subject",
    label: "Subject",
    kind: "text",
    requiredMessage: "Enter a subject",
    maxLength: 150,
  },
  {
    name: "message",
    label: "Message",
    kind: "textarea",
    requiredMessage: "Enter your message",
    hint: "Up to 5,000 characters",
    maxLength: 5000,
  },
] as const satisfies readonly FieldSpec[];

/** The chat assistant's call-back request: the shortest way in. */
export const callbackFields = [
  yourName,
  { ...phone, requiredMessage: "Enter a phone number we can call", half: false },
  {
    name: "message",
    label: "What is it about?",
    kind: "textarea",
    hint: "Up to 500 characters",
    maxLength: 500,
  },
] as const satisfies readonly FieldSpec[];

/** When the visitor would like the engineer to come: relative, so a prerendered page stays true. */
export const visitWeeks = [
  { value: "this-week", label: "This week" },
  { value: "next-week", label: "Next week" },
  { value: "in-2-weeks", label: "In two weeks" },
  { value: "in-3-4-weeks", label: "In three to four weeks" },
  { value: "flexible", label: "Any time, I am flexible" },
] as const satisfies readonly ChoiceOption[];

/** Schedule Site Visit: a real visit request. */
export const visitFields = [
  { ...yourName, half: true },
  { ...phone, requiredMessage: "Enter a phone number we can call" },
  {
    name: "region",
    label: "Region",
    errorName: "Your region",
    kind: "select",
    requiredMessage: "Choose your region",
    maxLength: 100,
    options: regionOptions,
    placeholderOption: "Choose a region",
    half: true,
  },
  {
    name: "place",
    label: "Town, woreda or kebele",
    kind: "text",
    requiredMessage: "Enter the place of the farm",
    hint: "So the engineer can find you",
    maxLength: 150,
    half: true,
  },
  {
    name: "week",
    label: "Preferred week",
    errorName: "A week",
    kind: "select",
    requiredMessage: "Choose a week",
    maxLength: 40,
    options: visitWeeks,
    placeholderOption: "Choose a week",
    half: true,
  },
  { ...farmSize },
  {
    name: "message",
    label: "Anything the engineer should know",
    kind: "textarea",
    hint: "Water source, crops, the road to the farm. Up to 2,000 characters.",
    maxLength: 2000,
  },
] as const satisfies readonly FieldSpec[];

/** One enquiry form: its fields, who can answer, and the words around it. */
export interface EnquiryFormDefinition {
  readonly kind: EnquiryKind;
  /** How the kind reads in the staff inbox and notifications. */
  readonly kindLabel: string;
  readonly fields: readonly FieldSpec[];
  readonly contactRule: ContactRule;
  /** Accessible name of the form. */
  readonly label: string;
  readonly submitLabel: string;
  /** Heading of the confirmation. */
  readonly thanks: string;
  /** What happens next, under the reference number. */
  readonly nextSteps: string;
  /** Where a visitor without JavaScript can fill the form again (its page and anchor). */
  readonly page: string;
  /** The words every form shares (messages, confirmation, validation), in the form's language. */
  readonly words: FormWords;
}

/** The words every form shares, in one language. */
export interface FormWords {
  readonly messages: { readonly [K in keyof typeof enquiryMessages]: string };
  readonly confirmation: { readonly [K in keyof typeof enquiryConfirmation]: string };
  readonly validation: ValidationMessages;
  readonly notice: {
    readonly [K in keyof Omit<typeof enquiryNotice, "kinds">]: string;
  } & { readonly kinds: { readonly [K in EnquiryKind]: string } };
}

/** Templates of the field messages ({name}, {max}, {count}, {above}, {unit}). */
export const validationMessages = {
  tooLong: "{name} must be {max} characters or fewer (you have {count})",
  email: "Enter an email address in the correct format, like name@example.com",
  phone: "Enter a phone number like 0911 23 45 67 or +251 911 234 567",
  choose: "Choose {name} from the list",
  number: "{name} must be a number, like 2.5",
  above: "{name} must be greater than {above}",
  max: "{name} must be {max} {unit} or less",
} as const satisfies ValidationMessages;

/** The messages every form shares, beside its own fields' messages. */
export const enquiryMessages = {
  needContact: "Enter a phone number or an email address, so that we can answer you",
  refused: "Your enquiry could not be accepted. Please check the form and try again.",
  tooFast:
    "That was quicker than a person types. Please check your details and send the form again.",
  rateLimited:
    "We have received many enquiries from your connection in a short time. Please wait a few minutes and try again, or call us.",
  busy: "We are receiving very many enquiries right now. Please try again in a minute, or call us.",
  tooLarge: "Your enquiry is too long to send. Please shorten the message and try again.",
  crossSite: "This form can only be sent from our own website.",
  serverError:
    "Something went wrong on our side and your enquiry was not saved. Please try again, or call us.",
  savedOffline:
    "You are offline. Your enquiry is saved on this device and will be sent by itself when the connection returns.",
  savedBusy:
    "We are receiving many messages. Yours is saved on this device and will be sent by itself in a few minutes.",
  savedServerError:
    "Our server had a problem. Your enquiry is saved on this device and will be sent by itself.",
  sendingSaved: "Sending your saved enquiry…",
  honeypot: "Leave this field empty",
  privacy: "We use these details only to answer your enquiry and keep them for up to 24 months.",
  privacyLink: "How we handle your data",
  /** After the link: the sentence's end (Amharic ends it with ።). */
  privacyEnd: ".",
} as const;

/** The words of every confirmation. */
export const enquiryConfirmation = {
  referenceLabel: "Your reference number:",
  /** Under the reference number; `{phone}` is the phone number, as a link. */
  callUs: "If you need to add something, quote this number when you call us on {phone}.",
  sentTitle: "What you sent",
  another: "Write another enquiry",
  backHome: "Back to the home page",
  queuedTitle: "Saved on this device",
  sending: "Sending…",
  sendingStatus: "Sending your enquiry…",
  optionalNote: "Fields marked (optional) can be left empty.",
  /** After `optionalNote`, only when the page's script runs (it keeps the draft). */
  keptNote: "What you type is kept on this device until it is sent, for 7 days at most.",
  /** Beside the send button once something is typed: empties the form and forgets the draft. */
  clear: "Clear the form",
} as const;

/**
 * The notice on any page when an enquiry saved on this device was sent while its form was not
 * on the page (it gives the reference number the form would have shown).
 */
export const enquiryNotice = {
  title: "Your enquiry has been sent",
  /** `{kind}`: one of `kinds`. */
  body: "{kind}, saved on this device, has reached us.",
  dismiss: "Close",
  /** What was sent, by form, as the subject of `body`. */
  kinds: {
    home: "Your message",
    contact: "Your message",
    callback: "Your call-back request",
    visit: "Your site visit request",
    quote: "Your quote request",
  },
} as const;

/** The shared words of the English forms. */
export const englishWords = {
  messages: enquiryMessages,
  confirmation: enquiryConfirmation,
  validation: validationMessages,
  notice: enquiryNotice,
} as const satisfies FormWords;

/** The /enquiry page, where a form sent without JavaScript is answered when it needs fixing. */
export const enquiryAnswerPage = {
  eyebrow: "Your enquiry",
  title: "Please check your enquiry",
  nextTitle: "What happens next",
  receivedTitle: "Received and saved",
  backToContact: "Go to the contact page",
  /** Under the answer: the header's language links lead to the form's page, and send nothing. */
  languageNote:
    "The languages at the top of this page open the form's page in that language. Choosing one sends nothing.",
} as const;

export const homeForm = {
  kind: "home",
  kindLabel: "Message (home page)",
  fields: homeFields,
  contactRule: "phone-or-email",
  label: "Send us a message",
  submitLabel: "Send message",
  thanks: "Thank you for your message!",
  nextSteps: "Our team will contact you within 24 hours.",
  page: "/#contact",
  words: englishWords,
} as const satisfies EnquiryFormDefinition;

export const contactForm = {
  kind: "contact",
  kindLabel: "Message (contact page)",
  fields: contactFields,
  contactRule: "email",
  label: "Send us a message",
  submitLabel: "Send message",
  thanks: "Thank you. Your message has reached us.",
  nextSteps: "We reply by e-mail within 24 hours, or call you if you left a phone number.",
  page: "/contact#message",
  words: englishWords,
} as const satisfies EnquiryFormDefinition;

export const callbackForm = {
  kind: "callback",
  kindLabel: "Call-back request",
  fields: callbackFields,
  contactRule: "phone",
  label: "Ask for a call back",
  submitLabel: "Call me back",
  thanks: "Thank you. An engineer will call you.",
  nextSteps: "We call back within 24 hours, during office hours.",
  page: "/contact#callback",
  words: englishWords,
} as const satisfies EnquiryFormDefinition;

export const visitForm = {
  kind: "visit",
  kindLabel: "Site visit request",
  fields: visitFields,
  contactRule: "phone",
  label: "Request a site visit",
  submitLabel: "Request a site visit",
  thanks: "Thank you. Your site visit request has reached us.",
  nextSteps:
    "An engineer calls you within 24 hours to agree the day of the visit. The first visit is free.",
  page: "/site-visit#visit",
  words: englishWords,
} as const satisfies EnquiryFormDefinition;
