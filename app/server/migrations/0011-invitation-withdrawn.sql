-- An administrator may withdraw an invitation not used yet (a link sent to the wrong address):
-- when, and by whom. A withdrawn link answers 410 with its own message.
ALTER TABLE invitations ADD COLUMN withdrawn_at INTEGER;
ALTER TABLE invitations ADD COLUMN withdrawn_by TEXT;
