-- The client networks (an IPv4 address, an IPv6 /64) an account's right password was typed from
-- in the last 90 days, as keyed hashes of the account and the network (the key of migration
-- 0018). After 20 wrong passwords for one account in 15 minutes, from any address, only these may
-- try it until the count falls: guessing from many addresses is slowed, and its owner is not
-- kept out from where they sign in.
CREATE TABLE sign_in_networks (
  account TEXT NOT NULL,
  network TEXT NOT NULL,
  signed_in_at INTEGER NOT NULL,
  PRIMARY KEY (account, network)
);
CREATE INDEX sign_in_networks_age ON sign_in_networks (signed_in_at);
