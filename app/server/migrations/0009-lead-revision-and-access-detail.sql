-- A lead's revision: every change made on its staff page (status, assignment, note) bumps it,
-- and each of the page's forms names the revision it was shown, so a save from a page older
-- than the last change is refused (409) instead of overwriting it (app/server/enquiries.server.ts).
ALTER TABLE enquiries ADD COLUMN revision INTEGER NOT NULL DEFAULT 1;
-- What an access covered besides references: the filters of a view of the leads list. Never a
-- name, phone, e-mail address or the text of a search (app/server/access-log.server.ts).
ALTER TABLE access_log ADD COLUMN detail TEXT NOT NULL DEFAULT '';
