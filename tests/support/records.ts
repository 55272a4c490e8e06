/** An exhibition as the data layer's create and update take it: every field, empty but the title (unit tests). */
export function exhibitionInput(title: string, slug = '', publish_at: string | null = null) {
	return {
		title,
		slug,
		description: '',
		status: 'upcoming' as const,
		start_date: null,
		end_date: null,
		location: '',
		curator: '',
		opening: '',
		featured_image: '',
		gallery_images: [],
		call_for_artists: false,
		cta_link: '',
		assigned_artists: [],
		assigned_artworks: [],
		is_visible: true,
		publish_at,
		translations: {},
	}
}
