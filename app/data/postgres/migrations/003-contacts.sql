-- Contacts (contract section 20): an email is unique among contacts without regard to case when set; a
-- contact without one gets a key no address can be ('#' and their id), as app/data/store/units.ts says.
CREATE UNIQUE INDEX records_contacts_email ON records ((coalesce(nullif(lower(trim(data ->> 'email')), ''), '#' || id)))
	WHERE collection = 'contacts';
