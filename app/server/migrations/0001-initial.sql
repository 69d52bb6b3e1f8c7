-- Enquiries, their audit trail and notification outbox; staff accounts and sessions.
CREATE TABLE enquiries (
  id INTEGER PRIMARY KEY,
  reference TEXT NOT NULL UNIQUE,
  idempotency_key TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'new',
  name TEXT,
  phone TEXT,
  email TEXT,
  region TEXT,
  farm_size_ha REAL,
  -- Every field the visitor sent, as a JSON object of trimmed strings.
  fields TEXT NOT NULL,
  -- The page the form was on, and the service, package or product it carried.
  page TEXT,
  interest TEXT,
  language TEXT NOT NULL DEFAULT 'en',
  note TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX enquiries_created ON enquiries (created_at DESC);
CREATE INDEX enquiries_status ON enquiries (status);

CREATE TABLE reference_counters (
  year INTEGER PRIMARY KEY,
  last INTEGER NOT NULL
);

-- Who changed what and when. Kept by reference (not a foreign key) so that the erasure of an
-- enquiry leaves a trace that it was erased, without its personal data.
CREATE TABLE enquiry_events (
  id INTEGER PRIMARY KEY,
  reference TEXT NOT NULL,
  actor TEXT NOT NULL,
  action TEXT NOT NULL,
  detail TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);
CREATE INDEX enquiry_events_reference ON enquiry_events (reference);

CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  enquiry_id INTEGER NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
  channel TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  last_error TEXT,
  sent_at INTEGER
);
CREATE INDEX outbox_due ON outbox (sent_at, next_attempt_at);

CREATE TABLE staff (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  disabled INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);

CREATE TABLE sessions (
  -- SHA-256 of the cookie's token: a stolen database does not give working sessions.
  id TEXT PRIMARY KEY,
  staff_id INTEGER NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  csrf_token TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX sessions_expiry ON sessions (expires_at);
