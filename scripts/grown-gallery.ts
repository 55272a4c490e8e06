// Writes a grown gallery as a single schema-version-1 `db.json` (the layout every
// installation had before the per-collection store), with a few real images.
// Used by `npm run bench:scale` and by the migration test.
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'

const DAY = 24 * 60 * 60 * 1000
const WORDS = ['Morning', 'Field', 'Threshold', 'River', 'Dawn', 'Loom', 'Archive', 'Stairwell', 'Vessel', 'Harbour']
const CATEGORIES = ['Painting', 'Sculpture', 'Print', 'Photography', 'Textile', 'Mixed Media', 'Ceramics']
const TEXT =
	'A quiet work about light, material and memory, made slowly over many months in the studio and shown here for the first time.'

export type GrownGalleryOptions = {
	dataDir: string
	uploadsDir: string
	artworks?: number
	artists?: number
	exhibitions?: number
	subscribers?: number
	images?: number
	/**
	 * Years of use besides the records (`bench:scale`): REVISIONS_KEEP (50) revisions of every artwork and
	 * exhibition, a full activity log (10,000 entries), 20,000 enquiries, and a sent campaign with a delivery to
	 * every subscriber. Off by default (the migration test needs only the records).
	 */
	history?: boolean
}

/** What `history` adds, by collection. */
export const GROWN_HISTORY = { revisionsPerRecord: 50, activity: 10_000, enquiries: 20_000 }

/** One artist (`largestArtistSlug`) holds a fifth of the artworks (2,000 of 10,000): the largest artist page. */
export async function writeGrownGallery(
	options: GrownGalleryOptions,
): Promise<{ bytes: number; artistSlug: string; largestArtistSlug: string; artworkId: number }> {
	const { dataDir, uploadsDir } = options
	const counts = {
		artworks: options.artworks ?? 10_000,
		artists: options.artists ?? 400,
		exhibitions: options.exhibitions ?? 300,
		subscribers: options.subscribers ?? 100_000,
		images: options.images ?? 12,
	}
	fs.mkdirSync(dataDir, { recursive: true })
	fs.mkdirSync(uploadsDir, { recursive: true })
	const time = new Date('2025-01-15T10:00:00.000Z')
	const stamp = { created_at: time.toISOString(), updated_at: time.toISOString() }

	const files: Record<string, unknown>[] = []
	for (let id = 1; id <= counts.images; id++) {
		const bytes = await sharp({
			create: { width: 800, height: 600, channels: 3, background: { r: (id * 40) % 255, g: 90, b: (id * 70) % 255 } },
		})
			.jpeg({ quality: 70 })
			.toBuffer()
		fs.writeFileSync(path.join(uploadsDir, `${id}.jpg`), bytes)
		files.push({
			id,
			original_name: `image-${id}.jpg`,
			filename: `${id}.jpg`,
			file_size: bytes.length,
			mime_type: 'image/jpeg',
			category: 'artwork',
			url: `/api/file/${id}`,
			width: 800,
			height: 600,
			created_at: stamp.created_at,
		})
	}
	const image = (n: number) => `/api/file/${(n % counts.images) + 1}`

	const artists: { id: number; slug: string; name: string; assigned_artworks: string[]; [key: string]: unknown }[] = []
	for (let id = 1; id <= counts.artists; id++) {
		const name = `${WORDS[id % WORDS.length]} ${WORDS[(id * 7) % WORDS.length]} ${id}`
		artists.push({
			id,
			slug: `artist-${id}`,
			name,
			specialty: CATEGORIES[id % CATEGORIES.length],
			bio: `${name} ${TEXT}`,
			profile_image: image(id),
			social_media: { instagram: `@artist${id}` },
			assigned_artworks: [],
			is_visible: id % 20 !== 0,
			...stamp,
		})
	}

	const largest = artists[Math.min(3, artists.length - 1)]!
	const artworks: Record<string, unknown>[] = []
	// With history, every content record has been changed as often as revisions are kept: its version says so.
	const version = options.history ? { version: GROWN_HISTORY.revisionsPerRecord } : {}
	for (let id = 1; id <= counts.artworks; id++) {
		// Every fifth work is the largest artist's; the rest go round all artists.
		const artist = id % 5 === 0 ? largest : artists[id % artists.length]!
		const title = `${WORDS[id % WORDS.length]} ${WORDS[(id * 3) % WORDS.length]} ${id}`
		artworks.push({
			...version,
			id,
			slug: `artwork-${id}`,
			title,
			artist_id: artist.id,
			artist_name: artist.name,
			year: 1990 + (id % 35),
			medium: 'Oil on canvas',
			size: '60 x 80 cm',
			description: `${title}. ${TEXT}`,
			images: [image(id)],
			featured_image: image(id),
			category: CATEGORIES[id % CATEGORIES.length],
			is_visible: id % 25 !== 0,
			...stamp,
		})
		artist.assigned_artworks.push(String(id))
	}

	const exhibitions: Record<string, unknown>[] = []
	for (let id = 1; id <= counts.exhibitions; id++) {
		const start = new Date(time.getTime() + (id - counts.exhibitions + 10) * 20 * DAY)
		exhibitions.push({
			...version,
			id,
			slug: `exhibition-${id}`,
			title: `Exhibition ${id}: ${WORDS[id % WORDS.length]}`,
			description: TEXT,
			status: start > time ? 'upcoming' : 'past',
			curator: 'Helena Marsh',
			start_date: start.toISOString(),
			end_date: new Date(start.getTime() + 40 * DAY).toISOString(),
			location: 'Main Hall',
			featured_image: image(id),
			gallery_images: [image(id), image(id + 1)],
			call_for_artists: false,
			cta_link: '',
			assigned_artists: [String((id % counts.artists) + 1), String(((id + 1) % counts.artists) + 1)],
			assigned_artworks: [1, 2, 3].map((k) => String(((id * 3 + k) % counts.artworks) + 1)),
			is_visible: true,
			...stamp,
		})
	}

	const subscribers: Record<string, unknown>[] = []
	for (let id = 1; id <= counts.subscribers; id++) {
		subscribers.push({
			id,
			email: `subscriber-${String(id).padStart(6, '0')}@example.com`,
			name: id % 3 ? `Reader ${id}` : '',
			status: 'active',
			subscribed_at: new Date(time.getTime() - (counts.subscribers - id) * 60_000).toISOString(),
			source: 'website',
		})
	}

	const page = (title: string, description: string) => ({
		title,
		description,
		content: '',
		is_visible: true,
		updated_at: stamp.updated_at,
	})
	const db = {
		schema_version: 1,
		next_ids: {
			exhibitions: counts.exhibitions + 1,
			artists: counts.artists + 1,
			artworks: counts.artworks + 1,
			about_blocks: 3,
			files: counts.images + 1,
			subscribers: counts.subscribers + 1,
			users: 1,
		},
		settings: { gallery_name: 'Grown Gallery' },
		exhibitions,
		artists,
		artworks,
		about_blocks: [1, 2].map((id) => ({
			id,
			title: `Block ${id}`,
			content: TEXT,
			sort_order: id,
			is_visible: true,
			...stamp,
		})),
		pages: {
			home: {
				...page('Art that stays with you', 'A grown gallery'),
				footer_description: 'Since 2009.',
				gallery_hours: 'Tue-Sun 10-18',
				hero_images: [image(0), image(1)],
				hero_image_ids: ['1', '2'],
			},
			exhibitions: page('Exhibitions', 'Discover our exhibitions'),
			artists: page('Artists', 'Meet our talented artists'),
			gallery: page('Gallery', 'Explore our collection'),
			about: page('About Us', ''),
			contact: page('Contact Us', 'Get in touch with us'),
		},
		contact_info: { email: 'hello@grown.example', phone: '', instagram: '', address: '' },
		files,
		subscribers,
		users: [],
		sessions: [],
	}
	const history = options.history ? grownHistory({ artworks, exhibitions, subscribers, at: new Date() }) : null
	if (history) Object.assign(db.next_ids, history.nextIds)
	const bytes = writeJson(path.join(dataDir, 'db.json'), { ...db, ...history?.collections })
	return { bytes, artistSlug: artists[1]!.slug, largestArtistSlug: largest.slug, artworkId: 2 }
}

type Row = Record<string, unknown>

/** The history of a gallery used for years, dated up to `at` (the activity log within the days it keeps). */
function grownHistory(grown: { artworks: Row[]; exhibitions: Row[]; subscribers: Row[]; at: Date }) {
	const at = (msAgo: number) => new Date(grown.at.getTime() - msAgo).toISOString()
	const keep = GROWN_HISTORY.revisionsPerRecord
	// Made as they are written (each generator walks once): half a million revisions are never all in memory here.
	function* revisions() {
		let id = 0
		for (const [entity, records] of [
			['artwork', grown.artworks],
			['exhibition', grown.exhibitions],
		] as const) {
			for (const record of records) {
				for (let version = 1; version <= keep; version++) {
					yield {
						id: ++id,
						entity,
						entity_id: record.id as number,
						version,
						action: version === 1 ? 'create' : 'update',
						at: at((keep - version) * 7 * DAY + (record.id as number) * 1000),
						user_id: 1,
						username: 'admin',
						record: { ...record, version, title: `${String(record.title)} (${version})` },
					}
				}
			}
		}
	}
	const revisionCount = (grown.artworks.length + grown.exhibitions.length) * keep
	function* activity() {
		for (let id = 1; id <= GROWN_HISTORY.activity; id++) {
			const work = grown.artworks[id % grown.artworks.length]!
			yield {
				id,
				at: at((GROWN_HISTORY.activity - id) * 60_000),
				user_id: 1,
				username: 'admin',
				kind: 'update',
				entity: 'artwork',
				entity_id: work.id as number,
				summary: `Updated artwork "${String(work.title)}"`,
				ip: '203.0.113.7',
				count: 1,
			}
		}
	}
	function* enquiries() {
		for (let id = 1; id <= GROWN_HISTORY.enquiries; id++) {
			const stamp = at((GROWN_HISTORY.enquiries - id) * 3_600_000)
			yield {
				id,
				artwork_id: grown.artworks[id % grown.artworks.length]!.id,
				exhibition_id: null,
				name: `Visitor ${id}`,
				email: `visitor-${id}@example.net`,
				phone: '',
				message: `Is this work still available? ${TEXT}`,
				status: id % 7 ? 'closed' : 'new',
				notified_at: stamp,
				notice_failed_at: null,
				notice_error: null,
				viewing_room_id: null,
				recipient_id: null,
				kind: 'enquiry',
				created_at: stamp,
				updated_at: stamp,
			}
		}
	}
	const sentAt = at(30 * DAY)
	const campaign = {
		id: 1,
		subject: 'Our autumn exhibition',
		preheader: '',
		intro: TEXT,
		exhibition_id: grown.exhibitions.at(-1)!.id,
		artwork_ids: [],
		viewing_room_id: null,
		status: 'sent',
		send_at: null,
		queued_upto: grown.subscribers.at(-1)!.id,
		created_at: sentAt,
		updated_at: sentAt,
		sent_at: sentAt,
		created_by: 'admin',
	}
	function* deliveries() {
		for (const [index, reader] of grown.subscribers.entries()) {
			yield {
				id: index + 1,
				campaign_id: 1,
				subscriber_id: reader.id,
				email: reader.email,
				status: 'sent',
				answer: '250 2.0.0 Ok: queued',
				attempts: 1,
				sending_at: null,
				retry_at: null,
				updated_at: sentAt,
			}
		}
	}
	return {
		collections: {
			revisions: revisions(),
			activity: activity(),
			enquiries: enquiries(),
			campaigns: [campaign],
			deliveries: deliveries(),
		},
		nextIds: {
			revisions: revisionCount + 1,
			activity: GROWN_HISTORY.activity + 1,
			enquiries: GROWN_HISTORY.enquiries + 1,
			campaigns: 2,
			deliveries: grown.subscribers.length + 1,
		},
	}
}

/**
 * Writes an object as JSON, its lists (arrays, or generators made as they are written) record by record: the
 * grown gallery with its history is larger than one string can be.
 */
function writeJson(file: string, value: Record<string, unknown>): number {
	const fd = fs.openSync(file, 'w')
	let bytes = 0
	let chunk = ''
	const put = (text: string) => {
		chunk += text
		if (chunk.length > 1 << 20) flush()
	}
	const flush = () => {
		bytes += fs.writeSync(fd, chunk)
		chunk = ''
	}
	try {
		put('{')
		for (const [index, [key, item]] of Object.entries(value).entries()) {
			put(`${index ? ',' : ''}\n${JSON.stringify(key)}:`)
			const list = Array.isArray(item) || isGenerator(item) ? (item as Iterable<unknown>) : null
			if (!list) {
				put(JSON.stringify(item))
				continue
			}
			put('[')
			let first = true
			for (const record of list) {
				put(`${first ? '' : ','}\n${JSON.stringify(record)}`)
				first = false
			}
			put(']')
		}
		put('\n}\n')
		flush()
	} finally {
		fs.closeSync(fd)
	}
	return bytes
}

function isGenerator(value: unknown): value is Generator {
	return typeof (value as Generator | null)?.next === 'function' && Symbol.iterator in (value as object)
}
