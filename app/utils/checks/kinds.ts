/** Each check's kind, as the report /admin/checks heads its list, in the report's order: problems first. */
export const CHECK_KINDS: Record<string, string> = {
	'link-broken': 'Links to pages that do not exist',
	'accent-contrast': 'An accent colour too light to read',
	'image-alt-missing': 'Images without alt text',
	'image-alt-weak': 'Alt text that says too little',
	'image-small': 'Images too small for deep zoom and print',
	'status-dates': 'Status against the dates',
	'artwork-medium': 'Artworks without a medium',
	'artwork-dimensions': 'Artworks without dimensions',
	'heading-skip': 'Headings that skip a level',
	'link-text': 'Links that say nothing',
	'text-no-paragraphs': 'Long texts without paragraphs',
	'page-description-missing': 'Pages without a description',
	'page-description-long': 'Page descriptions too long for search results',
	'translation-missing': 'Texts without a translation',
}

/** What a kind of record is called in the report. */
export const ENTITY_NAMES: Record<string, string> = {
	exhibitions: 'Exhibition',
	artists: 'Artist',
	artworks: 'Artwork',
	'about-blocks': 'About block',
	pages: 'Page',
	'viewing-rooms': 'Viewing room',
	campaigns: 'Campaign',
}
