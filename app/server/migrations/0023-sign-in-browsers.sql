-- The browsers an account's right password was typed in during the last 90 days, as keyed hashes
-- of the account and of a random key the browser keeps in a cookie (`ts_browser`), with the key
-- of migration 0018. They replace the networks of migration 0019: a network's exemption from the
-- limits told anyone who shared the network (an office's Wi-Fi, a carrier's shared address)
-- which typed addresses had signed in there, a 401 where every other address got a 429. A
-- browser's key is known only to the browser: without it, every typed address is answered alike.
CREATE TABLE sign_in_browsers (
  account TEXT NOT NULL,
  browser TEXT NOT NULL,
  signed_in_at INTEGER NOT NULL,
  PRIMARY KEY (account, browser)
);
CREATE INDEX sign_in_browsers_age ON sign_in_browsers (signed_in_at);
DROP TABLE sign_in_networks;
