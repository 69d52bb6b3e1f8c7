-- People (leads that share a phone number or an e-mail address, directly or through a chain),
-- the privacy requests of Proclamation 1321/2024 handled for them, and the log of who read or
-- exported personal data (docs/decisions/0027-people-from-leads.md). Numbered 0004: 0003 is the
-- staff roles' migration.
CREATE TABLE people (
  -- AUTOINCREMENT: an erased person's number is never given to someone else.
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  created_at TEXT NOT NULL,
  -- Set when a lead joined this person to another: old links lead to the one that remains.
  merged_into INTEGER REFERENCES people (id)
);

ALTER TABLE enquiries ADD COLUMN person_id INTEGER REFERENCES people (id);
-- Restriction of processing: the lead stays but leaves the inbox's list, search, counts and CSV.
ALTER TABLE enquiries ADD COLUMN restricted_at TEXT;
CREATE INDEX enquiries_person ON enquiries (person_id);
CREATE INDEX enquiries_phone ON enquiries (phone);
CREATE INDEX enquiries_email_key ON enquiries (lower(email));

-- Links the leads stored so far: each lead joins the lowest lead id it reaches through shared
-- phones and e-mail addresses; that id becomes the person's number.
CREATE TEMP TABLE person_roots AS
WITH RECURSIVE reach (start, id) AS (
  SELECT id, id FROM enquiries
  UNION
  SELECT reach.start, other.id
  FROM reach
  JOIN enquiries AS near ON near.id = reach.id
  JOIN enquiries AS other ON other.id <> near.id
    AND ((near.phone IS NOT NULL AND other.phone = near.phone)
      OR (near.email IS NOT NULL AND lower(other.email) = lower(near.email)))
)
SELECT start AS enquiry_id, min(id) AS root FROM reach GROUP BY start;

INSERT INTO people (id, created_at)
SELECT root, min(enquiries.created_at)
FROM person_roots JOIN enquiries ON enquiries.id = person_roots.enquiry_id
GROUP BY root;

UPDATE enquiries
SET person_id = (SELECT root FROM person_roots WHERE person_roots.enquiry_id = enquiries.id);

DROP TABLE person_roots;

-- Requests of a person about their data. An erasure's line keeps no personal data: the person's
-- number, the references that were erased, who handled it and when.
CREATE TABLE privacy_requests (
  id INTEGER PRIMARY KEY,
  person_id INTEGER NOT NULL REFERENCES people (id),
  kind TEXT NOT NULL CHECK (kind IN ('export', 'erase', 'restrict', 'lift')),
  -- The references concerned, comma-separated.
  refs TEXT NOT NULL DEFAULT '',
  handled_by TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX privacy_requests_person ON privacy_requests (person_id, created_at);

-- Who viewed, exported or erased personal data, and when. References and person numbers only.
CREATE TABLE access_log (
  id INTEGER PRIMARY KEY,
  actor TEXT NOT NULL,
  action TEXT NOT NULL,
  person_id INTEGER,
  refs TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);
CREATE INDEX access_log_created ON access_log (created_at DESC);
