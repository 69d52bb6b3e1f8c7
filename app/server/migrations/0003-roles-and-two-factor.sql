-- Roles, two-factor sign-in, invitations, and what sessions show of themselves.
-- Accounts made before roles were made on the server's command line: administrators.
ALTER TABLE staff ADD COLUMN role TEXT NOT NULL DEFAULT 'administrator';
-- The TOTP secret (base32) once confirmed; the one being set up until then.
ALTER TABLE staff ADD COLUMN totp_secret TEXT;
ALTER TABLE staff ADD COLUMN totp_pending_secret TEXT;
-- The last accepted TOTP time step: a code is accepted once.
ALTER TABLE staff ADD COLUMN totp_last_step INTEGER;

-- Ten one-time codes per account, for a lost phone; only their SHA-256 is stored.
CREATE TABLE recovery_codes (
  id INTEGER PRIMARY KEY,
  staff_id INTEGER NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  code_hash TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX recovery_codes_staff ON recovery_codes (staff_id);

-- An administrator's invitation: a one-time link (only its SHA-256 stored), valid 48 hours.
CREATE TABLE invitations (
  id INTEGER PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE,
  email TEXT NOT NULL COLLATE NOCASE,
  role TEXT NOT NULL,
  invited_by TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);

-- 'code': the password was right and the second factor is awaited; 'full': signed in.
ALTER TABLE sessions ADD COLUMN stage TEXT NOT NULL DEFAULT 'full';
ALTER TABLE sessions ADD COLUMN device TEXT NOT NULL DEFAULT '';
ALTER TABLE sessions ADD COLUMN last_used_at INTEGER;

-- Sign-ins, refusals and account changes: who, what, when; never a password or a code.
CREATE TABLE security_events (
  id INTEGER PRIMARY KEY,
  actor TEXT NOT NULL,
  action TEXT NOT NULL,
  detail TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);
CREATE INDEX security_events_created ON security_events (created_at DESC);
