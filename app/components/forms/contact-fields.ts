import type { FieldSpec } from "./validation";

/** The Contact page's message form (spec: required First Name, Last Name, Email, Subject, Message). */
export const contactFields = [
  {
    name: "firstName",
    label: "First name",
    kind: "text",
    requiredMessage: "Enter your first name",
    maxLength: 60,
    autoComplete: "given-name",
    half: true,
  },
  {
    name: "lastName",
    label: "Last name",
    kind: "text",
    requiredMessage: "Enter your last name",
    maxLength: 60,
    autoComplete: "family-name",
    half: true,
  },
  {
    name: "email",
    label: "Email address",
    kind: "email",
    requiredMessage: "Enter your email address",
    hint: "We reply within 24 hours",
    maxLength: 254,
    autoComplete: "email",
    half: true,
  },
  {
    name: "phone",
    label: "Phone",
    kind: "tel",
    hint: "So an engineer can call you back",
    maxLength: 30,
    autoComplete: "tel",
    half: true,
  },
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

export type ContactFieldName = (typeof contactFields)[number]["name"];
