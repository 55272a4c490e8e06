-- The log of changes keeps each change's ops as the JSON text the writer sent, not JSONB: nothing queries inside
-- them (a server following the log reads a row whole and parses it), and a change of 2,000 deliveries (a campaign
-- being queued) spent about 40% of its write parsing them into JSONB a second time, beside the records' own rows.
ALTER TABLE changes ALTER COLUMN ops TYPE text USING ops::text;
