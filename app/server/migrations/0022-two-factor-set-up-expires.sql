-- When the secret being set up for two-factor sign-in (`totp_pending_secret`) was made, in
-- milliseconds since 1970: it is shown on the security page for 30 minutes, then made anew, so a
-- secret glanced at on a screen left signed in does not become the account's weeks later. A
-- secret pending from before has no time: the next visit makes a new one.
ALTER TABLE staff ADD COLUMN totp_pending_at INTEGER;
