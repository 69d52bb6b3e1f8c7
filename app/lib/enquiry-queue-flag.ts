/** Storage key of the offline enquiry queue (see enquiry-outbox.ts). */
export const OUTBOX_STORAGE_KEY = "enquiry-outbox";

/** Whether enquiries wait on this device, without loading the code that sends them. */
export function hasQueuedEnquiries(): boolean {
  try {
    const raw = window.localStorage.getItem(OUTBOX_STORAGE_KEY);
    return raw !== null && raw !== "[]";
  } catch {
    return false;
  }
}
