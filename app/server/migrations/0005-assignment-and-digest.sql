-- Leads assigned to a staff member; messages to staff (assignments, the morning digest) through
-- an outbox of their own; the days whose digest was queued.
ALTER TABLE enquiries ADD COLUMN assignee_id INTEGER REFERENCES staff (id) ON DELETE SET NULL;
CREATE INDEX enquiries_assignee ON enquiries (assignee_id);

CREATE TABLE staff_messages (
  id INTEGER PRIMARY KEY,
  channel TEXT NOT NULL,
  -- An e-mail address; empty for the company's own inbox or Telegram chat.
  recipient TEXT NOT NULL DEFAULT '',
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  last_error TEXT,
  sent_at INTEGER
);
CREATE INDEX staff_messages_due ON staff_messages (sent_at, next_attempt_at);

CREATE TABLE digests (
  -- The office-calendar day (East Africa Time), e.g. 2026-11-25.
  day TEXT PRIMARY KEY,
  queued_at TEXT NOT NULL
);
