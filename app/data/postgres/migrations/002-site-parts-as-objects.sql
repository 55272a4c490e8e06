-- Site parts written by a change were stored as one JSON string (the text of the object) rather than
-- as the object itself; a server would then refuse to start on them. Each such row becomes its object again.
UPDATE site SET data = (data #>> '{}')::jsonb WHERE jsonb_typeof(data) = 'string';
