-- When a lead first left New (the inbox's 24-hour promise is measured to it), and the version
-- of the privacy notice the visitor sent the enquiry under (its date).
ALTER TABLE enquiries ADD COLUMN first_response_at TEXT;
ALTER TABLE enquiries ADD COLUMN notice_version TEXT;
CREATE INDEX enquiries_status_created ON enquiries (status, created_at);
