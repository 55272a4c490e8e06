import fs from 'node:fs/promises'
import path from 'node:path'
import { type Env } from '#app/utils/env.server.ts'
import { slugify } from '#app/utils/slug.ts'
import { type ArtStyle, drawArt } from './demo-art.server.ts'
import { renderSvgAsJpeg } from './images.server.ts'
import { type Database, SCHEMA_VERSION } from './db-schema.ts'
import { FILE_DETAIL_DEFAULTS, type FileCategory, type FileRecord, type PAGE_KEYS } from '#app/schemas/records.ts'
import { PAGE_DEFAULTS } from '#app/schemas/records.ts'

/**
 * The database a fresh install starts from: page settings always, and with
 * SEED=demo a small but believable gallery. The first admin is added later by
 * ensureFirstAdmin, so no password is ever part of seed data.
 */
export async function createInitialDatabase(env: Env, today = new Date()): Promise<Database> {
	const time = today.toISOString()
	const db: Database = {
		schema_version: SCHEMA_VERSION,
		next_ids: {
			exhibitions: 1,
			artists: 1,
			artworks: 1,
			about_blocks: 1,
			files: 1,
			subscribers: 1,
			users: 1,
			enquiries: 1,
		},
		settings: { gallery_name: env.GALLERY_NAME ?? (env.SEED === 'demo' ? 'Meridian Gallery' : 'Art Gallery') },
		exhibitions: [],
		artists: [],
		artworks: [],
		about_blocks: [],
		pages: {
			home: { ...page('home', time), footer_description: '', gallery_hours: '', hero_images: [], hero_image_ids: [] },
			exhibitions: page('exhibitions', time),
			artists: page('artists', time),
			gallery: page('gallery', time),
			about: page('about', time),
			contact: page('contact', time),
		},
		contact_info: { email: '', phone: '', instagram: '', address: '' },
		files: [],
		subscribers: [],
		users: [],
		sessions: [],
		enquiries: [],
	}
	if (env.SEED === 'demo') await addDemoGallery(db, env, today)
	return db
}

function page(key: (typeof PAGE_KEYS)[number], time: string) {
	return { ...PAGE_DEFAULTS[key], content: '', is_visible: true, updated_at: time }
}

async function addImage(db: Database, env: Env, seed: number, style: ArtStyle, size: [number, number], category: FileCategory, label: string, woven = false) {
	const id = db.next_ids.files++
	const filename = `${id}.jpg`
	// mozjpeg takes seconds at 4,000 px; the large works use plain JPEG.
	const bytes = await renderSvgAsJpeg(drawArt(seed, style, size[0], size[1], woven), woven ? 'plain' : 'small')
	await fs.writeFile(path.join(env.UPLOADS_DIR, filename), bytes)
	const record: FileRecord = {
		id,
		original_name: `${slugify(label)}.jpg`,
		filename,
		file_size: bytes.length,
		mime_type: 'image/jpeg',
		category,
		url: `/api/file/${id}`,
		width: size[0],
		height: size[1],
		...FILE_DETAIL_DEFAULTS,
		created_at: new Date().toISOString(),
	}
	db.files.push(record)
	return record
}

const ARTISTS: { name: string; specialty: string; bio: string; social: Record<string, string> }[] = [
	{ name: 'Amara Okafor', specialty: 'Painting', bio: 'Amara Okafor builds luminous fields of colour from thin, layered glazes. Trained in Lagos and Glasgow, she paints slowly, sometimes for a year on one canvas, letting each layer dry before the next.', social: { instagram: '@amara.okafor.studio', website: 'https://example.com/amara-okafor' } },
	{ name: 'Lukas Brenner', specialty: 'Sculpture', bio: 'Lukas Brenner works in steel, felt and reclaimed timber. His sculptures stand between furniture and architecture and invite visitors to walk through them.', social: { instagram: '@lukasbrenner', email: 'studio@example.com' } },
	{ name: 'Mei Tanaka', specialty: 'Printmaking', bio: 'Mei Tanaka carves woodblocks by hand and prints them in editions of twelve. Her series follow rivers from source to sea, one print for every bend.', social: { website: 'https://example.com/mei-tanaka', linkedin: 'https://www.linkedin.com/in/mei-tanaka' } },
	{ name: 'Rafael Duarte', specialty: 'Photography', bio: 'Rafael Duarte photographs cities at the hour before dawn. His large-format prints show streets without people, lit only by shop windows and the first grey light.', social: { instagram: '@rafael.duarte.photo', youtube: 'https://www.youtube.com/@rafaelduarte' } },
	{ name: 'Ingrid Solberg', specialty: 'Textile', bio: 'Ingrid Solberg weaves wall hangings from wool she dyes with plants from her garden. The colours shift with the seasons in which each batch was made.', social: { instagram: '@ingrid.weaves' } },
	{ name: 'Samuel Adeyemi', specialty: 'Mixed Media', bio: 'Samuel Adeyemi collages paint, newspaper and found photographs into dense surfaces that read as maps of memory.', social: { x: 'https://x.com/samueladeyemi', website: 'https://example.com/samuel-adeyemi' } },
	{ name: 'Clara Vermeer', specialty: 'Painting', bio: 'Clara Vermeer paints geometric interiors: doorways, stairwells and windows reduced to flat planes of colour and a single line of light.', social: { email: 'clara@example.com' } },
	{ name: 'Tomás Reyes', specialty: 'Ceramics', bio: 'Tomás Reyes throws large vessels and fires them in a wood kiln for three days. Ash and flame leave each surface different from the last.', social: { instagram: '@tomas.reyes.ceramics', website: 'https://example.com/tomas-reyes' } },
]

const CATEGORY_BY_SPECIALTY: Record<string, string> = {
	Painting: 'Painting',
	Sculpture: 'Sculpture',
	Printmaking: 'Print',
	Photography: 'Photography',
	Textile: 'Textile',
	'Mixed Media': 'Mixed Media',
	Ceramics: 'Ceramics',
}
const MEDIUM_BY_CATEGORY: Record<string, string[]> = {
	Painting: ['Oil on canvas', 'Acrylic on linen', 'Oil and wax on panel'],
	Sculpture: ['Weathered steel', 'Timber and felt', 'Bronze'],
	Print: ['Woodblock print on washi', 'Etching, edition of 12', 'Screenprint'],
	Photography: ['Archival pigment print', 'Silver gelatin print'],
	Textile: ['Hand-woven wool', 'Plant-dyed linen and wool'],
	'Mixed Media': ['Collage and acrylic on board', 'Paper, paint and found photographs'],
	Ceramics: ['Wood-fired stoneware', 'Glazed porcelain'],
}
const TITLES = [
	'Morning Field', 'Threshold', 'River Bend', 'Before Dawn', 'Winter Loom', 'Paper Archive', 'Blue Stairwell', 'Ash Vessel',
	'Quiet Harbour', 'Standing Form', 'Source', 'Empty Avenue', 'Madder Red', 'Map of Lagos', 'Open Door', 'Kiln Mark',
	'Evening Glaze', 'Felt Passage', 'Estuary', 'Night Market', 'Lichen', 'Front Page', 'Corner Light', 'Salt Glaze',
	'Late Summer', 'Steel Meadow', 'Delta', 'Crossing', 'Indigo', 'Inventory',
]
const STYLES: ArtStyle[] = ['fields', 'circles', 'grid', 'waves']
/** Works whose main image is 4,000 px wide, with a visible weave, so that deep zoom has something to show. */
const LARGE_WORKS = new Set(['Morning Field', 'Blue Stairwell', 'Madder Red'])

/** A believable mix: most works for sale with a public price, some sold, reserved, on request or on loan. */
function demoSales(i: number, category: string, env: Env) {
	const availability = (['available', 'available', 'sold', 'available', 'reserved', 'available', 'on_loan'] as const)[i % 7]!
	return {
		availability,
		price: (4 + ((i * 7) % 23)) * 500,
		currency: env.GALLERY_CURRENCY,
		price_display: i % 5 === 1 ? ('on_request' as const) : ('show' as const),
		edition: category === 'Print' || category === 'Photography' ? 'Edition of 12 + 2 AP' : '',
	}
}

async function addDemoGallery(db: Database, env: Env, today: Date) {
	const time = today.toISOString()
	const stamp = { created_at: time, updated_at: time }
	db.settings.gallery_name = env.GALLERY_NAME ?? 'Meridian Gallery'

	for (const [i, a] of ARTISTS.entries()) {
		const portrait = await addImage(db, env, 100 + i, 'portrait', [600, 600], 'artist_profile', a.name)
		db.artists.push({
			id: db.next_ids.artists++,
			slug: slugify(a.name),
			name: a.name,
			specialty: a.specialty,
			bio: a.bio,
			profile_image: portrait.url,
			social_media: a.social,
			assigned_artworks: [],
			is_visible: true,
			...stamp,
		})
	}

	const year = today.getFullYear()
	for (const [i, title] of TITLES.entries()) {
		const artist = db.artists[i % db.artists.length]!
		const category = CATEGORY_BY_SPECIALTY[artist.specialty] ?? 'Painting'
		const media = MEDIUM_BY_CATEGORY[category]!
		const images = [
			LARGE_WORKS.has(title)
				? await addImage(db, env, 200 + i, 'grid', [4000, 3000], 'artwork', title, true)
				: await addImage(db, env, 200 + i, STYLES[i % STYLES.length]!, [1200, 900], 'artwork', title),
		]
		if (LARGE_WORKS.has(title)) images[0]!.alt_text = `${title}: a grid of coloured panels between black bars, over a fine woven texture`
		if (i % 3 === 0) images.push(await addImage(db, env, 300 + i, STYLES[(i + 1) % STYLES.length]!, [900, 1200], 'artwork', `${title} detail`))
		const id = db.next_ids.artworks++
		const height = 60 + (i % 5) * 20
		const width = 80 + (i % 4) * 15
		db.artworks.push({
			id,
			slug: slugify(title),
			title,
			artist_id: artist.id,
			artist_name: artist.name,
			year: year - (i % 9),
			medium: media[i % media.length]!,
			size: `${height} x ${width} cm`,
			description: `${title} is part of ${artist.name}'s ongoing work in ${artist.specialty.toLowerCase()}. ${artist.bio.split('. ')[0]}.`,
			images: images.map((f) => f.url),
			featured_image: images[0]!.url,
			category,
			is_visible: true,
			...demoSales(i, category, env),
			height,
			width,
			depth: ['Sculpture', 'Ceramics'].includes(category) ? 30 + (i % 3) * 10 : null,
			dimension_unit: 'cm',
			...stamp,
		})
		artist.assigned_artworks.push(String(id))
	}

	const day = 24 * 60 * 60 * 1000
	const DEMO_GALLERY_MAX = 10
	const exhibitions = [
		{ title: 'Colour as Place', status: 'upcoming', offset: 21, length: 60, curator: 'Helena Marsh', location: 'Main Hall', cta: true },
		{ title: 'Woven Time', status: 'upcoming', offset: 75, length: 45, curator: 'Jonas Eklund', location: 'Gallery Two', cta: false },
		{ title: 'The Quiet City', status: 'upcoming', offset: 130, length: 50, curator: 'Helena Marsh', location: 'Project Room', cta: true },
		{ title: 'Fired Earth', status: 'past', offset: -40, length: 30, curator: 'Priya Raman', location: 'Main Hall', cta: false },
		{ title: 'Printed Rivers', status: 'past', offset: -120, length: 45, curator: 'Jonas Eklund', location: 'Gallery Two', cta: false },
		{ title: 'Steel and Felt', status: 'past', offset: -220, length: 60, curator: 'Priya Raman', location: 'Sculpture Garden', cta: false },
	] as const
	for (const [i, e] of exhibitions.entries()) {
		const view = await addImage(db, env, 400 + i, 'room', [1600, 900], 'exhibition', `${e.title} installation view`)
		const artists = [db.artists[i % 8]!, db.artists[(i + 3) % 8]!]
		const works = db.artworks.filter((w) => artists.some((a) => a.id === w.artist_id)).slice(0, 3 + (i % 3) * 3)
		const start = new Date(today.getTime() + e.offset * day)
		start.setUTCHours(18, 0, 0, 0)
		db.exhibitions.push({
			id: db.next_ids.exhibitions++,
			slug: slugify(e.title),
			title: e.title,
			description: `${e.title} brings together work by ${artists.map((a) => a.name).join(' and ')}. Curated by ${e.curator}, the exhibition asks how materials hold memory, and how a room can change the way we look.`,
			status: e.status,
			curator: e.curator,
			start_date: start.toISOString(),
			end_date: new Date(start.getTime() + e.length * day).toISOString(),
			location: e.location,
			featured_image: view.url,
			// No more than the back office's uploader holds (10): the later shows' works have more images than that.
			gallery_images: [view.url, ...works.flatMap((w) => w.images)].slice(0, DEMO_GALLERY_MAX),
			call_for_artists: e.cta,
			cta_link: e.cta ? 'https://example.com/open-call' : '',
			assigned_artists: artists.map((a) => String(a.id)),
			assigned_artworks: works.map((w) => String(w.id)),
			is_visible: true,
			...stamp,
		})
	}

	const blocks = [
		['Our Story', 'Meridian Gallery opened in a former print works in 2009.\nWe show contemporary painting, sculpture, print and photography by artists at every stage of their careers.'],
		['Our Mission', 'We believe art belongs to everyone. Entry is always free, and every exhibition comes with talks, workshops and quiet hours.'],
		['The Building', 'Three exhibition rooms, a sculpture garden and a project room for new work, all on one step-free floor.'],
		['Visit Us', 'We are a ten-minute walk from the central station. Groups and schools are welcome; write to us to book a tour.'],
	]
	for (const [i, [title, content]] of blocks.entries()) {
		db.about_blocks.push({ id: db.next_ids.about_blocks++, title: title!, content: content!, sort_order: i + 1, is_visible: true, ...stamp })
	}

	const hero = []
	for (let i = 0; i < 3; i++) hero.push(await addImage(db, env, 500 + i, STYLES[i]!, [1920, 1080], 'hero', `Hero ${i + 1}`))
	Object.assign(db.pages.home, {
		title: 'Art that stays with you',
		description: 'Contemporary painting, sculpture, print and photography in the heart of the city.',
		footer_description: 'A contemporary art gallery showing living artists since 2009. Entry is always free.',
		gallery_hours: 'Tue-Fri: 10AM-6PM, Sat-Sun: 12PM-8PM',
		hero_images: hero.map((f) => f.url),
		hero_image_ids: hero.map((f) => String(f.id)),
	})
	db.pages.about.description = 'A gallery for contemporary art, open to everyone.\nFree entry, six days a week.'
	db.contact_info = {
		email: 'hello@meridian.example',
		phone: '+44 20 7946 0321',
		instagram: '@meridian.gallery',
		address: '12 Printworks Lane, London E2 7DJ',
	}
}
