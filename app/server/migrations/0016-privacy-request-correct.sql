-- A correction of a person's name, phone or e-mail address is a privacy request of its own
-- (Proclamation 1321/2024: "a copy, a correction or deletion"). SQLite cannot change a CHECK
-- constraint, so the table is made again with 'correct' among its kinds, its rows and ids kept.
CREATE TABLE privacy_requests_new (
  id INTEGER PRIMARY KEY,
  person_id INTEGER NOT NULL REFERENCES people (id),
  kind TEXT NOT NULL CHECK (kind IN ('export', 'erase', 'restrict', 'lift', 'correct')),
  -- The references concerned, comma-separated.
  refs TEXT NOT NULL DEFAULT '',
  handled_by TEXT NOT NULL,
  created_at TEXT NOT NULL
);
INSERT INTO privacy_requests_new (id, person_id, kind, refs, handled_by, created_at)
SELECT id, person_id, kind, refs, handled_by, created_at FROM privacy_requests;
DROP TABLE privacy_requests;
ALTER TABLE privacy_requests_new RENAME TO privacy_requests;
CREATE INDEX privacy_requests_person ON privacy_requests (person_id, created_at);
