-- A form sent without JavaScript brings no idempotency key (the prerendered page is one file for
-- everyone), so a reload of its answer page sent it again as a new lead. The server keeps, with
-- such an enquiry, a keyed hash of its form, fields and sender's address (never the fields or the
-- address themselves): the same form sent again soon after is the same enquiry (intake.server.ts,
-- `sameFormHash`).
ALTER TABLE enquiries ADD COLUMN form_hash TEXT;
CREATE INDEX enquiries_form_hash ON enquiries (form_hash, created_at) WHERE form_hash IS NOT NULL;
