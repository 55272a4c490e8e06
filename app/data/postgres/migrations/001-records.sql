-- The store in PostgreSQL (docs/decisions/010-postgresql-store.md): every record as JSONB,
-- the site document by part, the next id of each collection, and the log of changes
-- every server follows.

CREATE TABLE records (
	collection text NOT NULL,
	id text NOT NULL,
	data jsonb NOT NULL,
	PRIMARY KEY (collection, id)
);

-- The unique keys of app/data/store/units.ts (`uniqueKeys`), with the same lower-casing and fallbacks.
CREATE UNIQUE INDEX records_exhibitions_slug ON records ((data ->> 'slug')) WHERE collection = 'exhibitions';
CREATE UNIQUE INDEX records_artists_slug ON records ((data ->> 'slug')) WHERE collection = 'artists';
CREATE UNIQUE INDEX records_artworks_slug ON records ((data ->> 'slug')) WHERE collection = 'artworks';
CREATE UNIQUE INDEX records_viewing_rooms_slug ON records ((data ->> 'slug')) WHERE collection = 'viewing_rooms';
CREATE UNIQUE INDEX records_viewing_rooms_token ON records ((data ->> 'token')) WHERE collection = 'viewing_rooms';
CREATE UNIQUE INDEX records_subscribers_email ON records (lower(data ->> 'email')) WHERE collection = 'subscribers';
CREATE UNIQUE INDEX records_subscribers_unsubscribe ON records ((coalesce(nullif(data ->> 'unsubscribe_token', ''), '#' || id)))
	WHERE collection = 'subscribers';
CREATE UNIQUE INDEX records_subscribers_confirm ON records ((coalesce(nullif(data ->> 'confirm_token_hash', ''), '#' || id)))
	WHERE collection = 'subscribers';
CREATE UNIQUE INDEX records_users_username ON records (lower(data ->> 'username')) WHERE collection = 'users';

CREATE TABLE site (
	key text PRIMARY KEY,
	data jsonb NOT NULL
);

-- Ids are never reused: a collection's next id outlives the record that had the highest one.
CREATE TABLE next_ids (
	collection text PRIMARY KEY,
	next_id bigint NOT NULL
);

-- One row per acknowledged change, in order; the newest ones are kept for servers catching up.
CREATE TABLE changes (
	seq bigint PRIMARY KEY,
	at timestamptz NOT NULL,
	ops jsonb NOT NULL
);
