-- Wrong passwords, kept for the sign-in limit (5 in 15 minutes) per account and client address:
-- a stranger elsewhere cannot lock the owner out, and a new password or an enabled account set by
-- an administrator (the command line is another process) lifts the block at once. Rows older than
-- 15 minutes are deleted as new ones come.
CREATE TABLE sign_in_failures (
  email TEXT NOT NULL,
  address TEXT NOT NULL,
  failed_at INTEGER NOT NULL
);
CREATE INDEX sign_in_failures_key ON sign_in_failures (email, address, failed_at);
CREATE INDEX sign_in_failures_age ON sign_in_failures (failed_at);
