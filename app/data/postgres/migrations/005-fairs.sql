-- Art fairs (docs/admin.md, 'Art fairs'): a fair's slug is unique, as the JSON store's index keeps it.
CREATE UNIQUE INDEX records_fairs_slug ON records ((data ->> 'slug')) WHERE collection = 'fairs';
