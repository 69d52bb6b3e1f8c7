-- Wrong passwords are counted per typed address, whether or not it is an account's (an unknown
-- one counted apart, as a real one is, so the answers cannot tell them apart), and the typed text
-- is not kept: only its HMAC-SHA-256 under a key made here once, which the server and the command
-- line (another process) both read. The rows live 15 minutes; the old ones are simply dropped.
CREATE TABLE sign_in_key (key BLOB NOT NULL);
INSERT INTO sign_in_key (key) VALUES (randomblob(32));
DROP TABLE sign_in_failures;
CREATE TABLE sign_in_failures (
  account TEXT NOT NULL,
  address TEXT NOT NULL,
  failed_at INTEGER NOT NULL
);
CREATE INDEX sign_in_failures_key ON sign_in_failures (account, address, failed_at);
CREATE INDEX sign_in_failures_age ON sign_in_failures (failed_at);
