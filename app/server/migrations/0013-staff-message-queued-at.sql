-- When a message to staff (an assignment, the digest) was queued: the mail-delay notice counts a
-- stuck staff e-mail from then, as it counts a lead's notification from the enquiry's arrival.
-- `next_attempt_at` moves with each retry, so it cannot say how long a message has waited.
ALTER TABLE staff_messages ADD COLUMN queued_at INTEGER NOT NULL DEFAULT 0;
-- Messages queued before: their first due time, which is their queue time until a try fails
-- (later than it after that, so the notice can only come late for them, never early).
UPDATE staff_messages SET queued_at = next_attempt_at;
