-- Which browser (the keyed hash of its `ts_browser` key, migration 0023) a wrong password was
-- typed in, when it had one: a browser an account signed in with is let through the limits that
-- count every account together only while it has fewer than five wrong passwords of its own in
-- the window, so a key copied off a shared computer gives no more guesses than a network does.
ALTER TABLE sign_in_failures ADD COLUMN browser TEXT;
CREATE INDEX sign_in_failures_browser ON sign_in_failures (account, browser, failed_at);
