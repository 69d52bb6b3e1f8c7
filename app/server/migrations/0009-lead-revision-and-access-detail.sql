-- A lead's revision: every change made on its staff page (status, assignment, note) bumps it,
-- and each of the page's forms names the revision it was shown, so a save from a page older
-- than the last change is refused (409) instead of overwriting it (app/server/enquiries.server.ts).
ALTER TABLE enquiries ADD COLUMN revision INTEGER NOT NULL DEFAULT 1;
