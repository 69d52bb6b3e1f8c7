-- Finding a lead's person reads one index entry per contact, however many leads share it: the
-- phone and e-mail indexes carry the person too, so the lowest and highest person of a contact
-- are each one lookup (app/server/person-link.server.ts). They replace the plain indexes of 0004.
DROP INDEX enquiries_phone;
DROP INDEX enquiries_email_key;
CREATE INDEX enquiries_phone_person ON enquiries (phone, person_id);
CREATE INDEX enquiries_email_person ON enquiries (lower(email), person_id);
