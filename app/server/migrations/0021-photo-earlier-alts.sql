-- A photo's descriptions as they were before each change (/staff/content/photos/…): who saved
-- them and when, so an editor can see what a description said and put it back. The texts on the
-- site now stay in `photos.alts`; a row is added here as a change replaces them. A photo deleted
-- from the library takes its earlier descriptions with it.
CREATE TABLE photo_earlier_alts (
  photo_id TEXT NOT NULL REFERENCES photos (id) ON DELETE CASCADE,
  revision INTEGER NOT NULL,
  alts TEXT NOT NULL,
  saved_at TEXT NOT NULL,
  saved_by TEXT NOT NULL,
  PRIMARY KEY (photo_id, revision)
);
