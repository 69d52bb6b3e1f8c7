-- Content the company edits itself (projects first; posts, products, settings follow): one row per
-- item with its published document and its draft, and every published version kept.
CREATE TABLE content_items (
  kind TEXT NOT NULL,
  id TEXT NOT NULL,
  -- The public document (JSON), or NULL while it has never been published or is unpublished.
  published TEXT,
  -- The number of the last published version (0: never published).
  version INTEGER NOT NULL DEFAULT 0,
  -- The unpublished edit (JSON), or NULL when there is none.
  draft TEXT,
  -- Bumped by every change: an edit names the revision it started from, so a stale one is refused.
  revision INTEGER NOT NULL DEFAULT 1,
  -- 'unpublished' answers the item's public address with 410.
  state TEXT NOT NULL DEFAULT 'draft' CHECK (state IN ('draft', 'published', 'unpublished')),
  updated_at TEXT NOT NULL,
  updated_by TEXT NOT NULL,
  PRIMARY KEY (kind, id)
);

CREATE TABLE content_versions (
  kind TEXT NOT NULL,
  id TEXT NOT NULL,
  version INTEGER NOT NULL,
  document TEXT NOT NULL,
  published_at TEXT NOT NULL,
  published_by TEXT NOT NULL,
  -- Set when the version restored an earlier one.
  restored_from INTEGER,
  PRIMARY KEY (kind, id, version),
  FOREIGN KEY (kind, id) REFERENCES content_items (kind, id) ON DELETE CASCADE
);
