-- Leases: which app server runs each background job, when several share one database
-- (docs/operations.md, 'Background jobs and limits on several servers'). A row is held by `holder`
-- until `expires_at`; the holder renews it, and anyone may take it once it has expired.
CREATE TABLE IF NOT EXISTS leases (
	name text PRIMARY KEY,
	holder text NOT NULL,
	expires_at timestamptz NOT NULL
);
