-- Photos staff upload (/staff/content/photos): the original is kept outside the public folder
-- (PHOTOS_DIR); the public renditions (AVIF, WebP, JPEG at each width, without EXIF or GPS) are
-- derived from it and written again whenever they are missing.
CREATE TABLE photos (
  id TEXT PRIMARY KEY,
  -- The original's file name inside PHOTOS_DIR.
  original_file TEXT NOT NULL,
  -- The file's name on the uploader's device, shown to staff only.
  original_name TEXT NOT NULL,
  format TEXT NOT NULL CHECK (format IN ('jpeg', 'png', 'webp')),
  -- Upright size (after the camera's orientation is applied), in pixels.
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  bytes INTEGER NOT NULL,
  -- The focal point, 0–1 across and down: crops keep it in view.
  focus_x REAL NOT NULL DEFAULT 0.5,
  focus_y REAL NOT NULL DEFAULT 0.5,
  -- Alternative text by language (JSON object).
  alts TEXT NOT NULL DEFAULT '{}',
  uploaded_at TEXT NOT NULL,
  uploaded_by TEXT NOT NULL
);
