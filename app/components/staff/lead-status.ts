/** Status names and badge colours of the inbox (the stored values live in enquiries.server). */
export const leadStatusOptions = [
  { value: "new", label: "New", badge: "bg-sun-100 text-stone-900 ring-sun-500/50" },
  { value: "contacted", label: "Contacted", badge: "bg-sky-50 text-sky-900 ring-sky-600/30" },
  { value: "quoted", label: "Quoted", badge: "bg-violet-50 text-violet-900 ring-violet-600/30" },
  { value: "won", label: "Won", badge: "bg-field-50 text-field-900 ring-field-600/30" },
  { value: "lost", label: "Lost", badge: "bg-stone-100 text-stone-800 ring-stone-500/30" },
] as const;

export function statusOption(status: string) {
  return leadStatusOptions.find((option) => option.value === status) ?? leadStatusOptions[0];
}
