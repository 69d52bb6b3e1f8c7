-- A photo's descriptions and focal point are edited by several people (/staff/content/photos/…):
-- every change bumps the revision, and a save names the revision its page showed, so a page
-- opened before someone else's change is refused instead of writing over it (as content items).
ALTER TABLE photos ADD COLUMN revision INTEGER NOT NULL DEFAULT 1;
-- Who changed the descriptions or the focal point last, and when (the upload, until then).
ALTER TABLE photos ADD COLUMN updated_at TEXT NOT NULL DEFAULT '';
ALTER TABLE photos ADD COLUMN updated_by TEXT NOT NULL DEFAULT '';
UPDATE photos SET updated_at = uploaded_at, updated_by = uploaded_by;
