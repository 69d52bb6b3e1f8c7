-- Wrong second-factor codes, counted in the database as wrong passwords are (0014, 0018): five in
-- 15 minutes end an account's sign-in and refuse the next for the rest of the window. Kept in the
-- server's memory until now, the count began again at every restart of the server. Only the
-- account and the time are kept, never the code typed; the rows live 15 minutes.
CREATE TABLE sign_in_code_failures (
  staff_id INTEGER NOT NULL,
  failed_at INTEGER NOT NULL
);
CREATE INDEX sign_in_code_failures_key ON sign_in_code_failures (staff_id, failed_at);
