-- A photo's descriptions and its focal point are saved by two forms (/staff/content/photos/…):
-- each has its own revision and last change, so a save is refused only when someone changed the
-- same part after the page was opened; a focal point never makes an open descriptions form stale,
-- nor the other way round. `revision`, `updated_at` and `updated_by` stay: the photo's last change
-- of either part. Existing photos carry their one revision over to both parts, so a page opened
-- before this migration still saves.
ALTER TABLE photos ADD COLUMN alts_revision INTEGER NOT NULL DEFAULT 1;
ALTER TABLE photos ADD COLUMN alts_updated_at TEXT NOT NULL DEFAULT '';
ALTER TABLE photos ADD COLUMN alts_updated_by TEXT NOT NULL DEFAULT '';
ALTER TABLE photos ADD COLUMN focus_revision INTEGER NOT NULL DEFAULT 1;
ALTER TABLE photos ADD COLUMN focus_updated_at TEXT NOT NULL DEFAULT '';
ALTER TABLE photos ADD COLUMN focus_updated_by TEXT NOT NULL DEFAULT '';
UPDATE photos SET
  alts_revision = revision, alts_updated_at = updated_at, alts_updated_by = updated_by,
  focus_revision = revision, focus_updated_at = updated_at, focus_updated_by = updated_by;
