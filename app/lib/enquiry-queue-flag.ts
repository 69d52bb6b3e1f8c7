/** Storage key of the offline enquiry queue (see enquiry-outbox.ts). */
export const OUTBOX_STORAGE_KEY = "enquiry-outbox";
/** Storage key of the answers to queued enquiries no form was there to show (enquiry-outbox.ts). */
export const ANSWERS_STORAGE_KEY = "enquiry-answers";
/** Sent on `window` when the outbox keeps such an answer: the page's notice comes (root.tsx). */
export const ANSWERS_EVENT = ANSWERS_STORAGE_KEY;

/**
 * Whether enquiries wait on this device to be sent, or answers to be shown, without loading the
 * code that sends and shows them.
 */
export function enquiriesWait(): boolean {
  try {
    const queue = window.localStorage.getItem(OUTBOX_STORAGE_KEY);
    // The outbox leaves an empty list; the answers' key goes with its last answer.
    return (queue !== null && queue !== "[]") || !!window.localStorage.getItem(ANSWERS_STORAGE_KEY);
  } catch {
    return false;
  }
}
