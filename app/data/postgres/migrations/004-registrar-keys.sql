-- The registrar's unique keys (contract section 19, app/data/store/units.ts `uniqueKeys`): an artwork's stock
-- number without regard to case, and an artist's stock prefix; a record without one ('' or, stored before the
-- field, none) gets a key no set one can have, as the JSON store gives it.
CREATE UNIQUE INDEX records_artworks_stock_number ON records ((coalesce(nullif(lower(trim(data ->> 'stock_number')), ''), '#' || id)))
	WHERE collection = 'artworks';
CREATE UNIQUE INDEX records_artists_stock_prefix ON records ((coalesce(nullif(data ->> 'stock_prefix', ''), '#' || id)))
	WHERE collection = 'artists';
