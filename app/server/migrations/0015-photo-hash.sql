-- The SHA-256 of each uploaded original's bytes (hex): an upload of a file already in the library
-- is not stored again. Photos uploaded before this column have none until an upload of the same
-- size hashes their original (photos.server.ts, `photoWithBytes`).
ALTER TABLE photos ADD COLUMN sha256 TEXT;
CREATE INDEX photos_sha256 ON photos (sha256);
