-- A refusal anyone can cause without signing in (a throttled sign-in, an unknown invitation link)
-- is written at most once a minute per kind and client network: the repeats within that minute
-- are counted in its line instead of each writing its own.
ALTER TABLE security_events ADD COLUMN repeats INTEGER NOT NULL DEFAULT 1;
