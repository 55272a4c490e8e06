-- Secrets every app server must share, made once by the first server that needs one: the key that
-- signs session cookies when SESSION_SECRET is not set (docs/operations.md, 'Background jobs and limits
-- on several servers').
CREATE TABLE IF NOT EXISTS server_secrets (
	name text PRIMARY KEY,
	value text NOT NULL
);
