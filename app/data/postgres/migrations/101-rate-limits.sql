-- The counters of the sign-in throttles and rate limits, shared by every app server
-- (docs/operations.md, 'Background jobs and limits on several servers'). Unlogged: counters
-- are not worth a write-ahead log, and a database crash forgetting them is acceptable.
-- `expire` is in milliseconds since 1970 (rate-limiter-flexible's layout).
CREATE UNLOGGED TABLE IF NOT EXISTS rate_limits (
	key text PRIMARY KEY,
	points integer NOT NULL DEFAULT 0,
	expire bigint
);
CREATE INDEX IF NOT EXISTS rate_limits_expire ON rate_limits (expire);
