import os from 'node:os'
import { fileStorage } from './file-storage/index.server.ts'
import { type Env } from '#app/utils/env.server.ts'
import { nowMs } from '#app/utils/clock.ts'
import { slugify } from '#app/utils/slug.ts'
import { invoiceNumber, saleTotal } from '#app/schemas/sale.ts'
import {
	ARTISTS,
	CONTACTS,
	DEMO_CONSIGNMENTS,
	DEMO_EDITIONS,
	demoGalleryHours,
	FAIRS,
	REGISTRAR,
	SHOWS,
	STORE_PLACES,
	WORKS,
} from './demo/content.ts'
import { editionAvailability, editionImpressions, impressionKey } from '#app/utils/impressions.ts'
import { entryFromLine } from '#app/schemas/record-entries.ts'
import { addDemoGerman } from './demo/german.ts'
import { cropPicture, encodeJpeg, type Picture, resizePicture } from './demo/raster.server.ts'
import { type PaintJob, startPainters } from './demo/painter.server.ts'
import { type Database, SCHEMA_VERSION } from './db-schema.ts'
import { FILE_DETAIL_DEFAULTS, type FileCategory, type FileRecord, type PAGE_KEYS } from '#app/schemas/records.ts'
import { artistRecord, artworkRecord, fairRecord, IDENTITY_DEFAULTS, PAGE_DEFAULTS } from '#app/schemas/records.ts'

/**
 * The database a fresh install starts from: page settings always, and with
 * SEED=demo a small but believable gallery. The first admin is added later by
 * ensureFirstAdmin, so no password is ever part of seed data.
 */
export async function createInitialDatabase(env: Env, today = new Date(nowMs())): Promise<Database> {
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
			viewing_rooms: 1,
			activity: 1,
			revisions: 1,
			campaigns: 1,
			deliveries: 1,
			contacts: 1,
			fairs: 1,
			sales: 1,
		},
		settings: {
			...IDENTITY_DEFAULTS,
			document_logo: '',
			accent_color_published: '',
			check_fines: [],
			invoices: { payment_terms: '', bank_details: '' },
			gallery_name: env.GALLERY_NAME ?? (env.SEED === 'demo' ? 'Meridian Gallery' : 'Art Gallery'),
		},
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
		room_views: [],
		enquiries: [],
		viewing_rooms: [],
		activity: [],
		revisions: [],
		campaigns: [],
		deliveries: [],
		contacts: [],
		fairs: [],
		sales: [],
	}
	if (env.SEED === 'demo') await addDemoGallery(db, env, today)
	return db
}

function page(key: (typeof PAGE_KEYS)[number], time: string) {
	return { ...PAGE_DEFAULTS[key], content: '', is_visible: true, updated_at: time, translations: {} }
}

type Planned = { id: number; category: FileCategory; label: string; alt: string }

/** A file record for a picture the demo made, written as `{id}.jpg`. */
async function storeImage(env: Env, plan: Planned, picture: Picture, time: string): Promise<FileRecord> {
	const bytes = await encodeJpeg(picture)
	const filename = `${plan.id}.jpg`
	await fileStorage(env).put(filename, bytes, { contentType: 'image/jpeg' })
	return {
		id: plan.id,
		original_name: `${slugify(plan.label)}.jpg`,
		filename,
		file_size: bytes.length,
		mime_type: 'image/jpeg',
		category: plan.category,
		url: `/api/file/${plan.id}`,
		width: picture.width,
		height: picture.height,
		...FILE_DETAIL_DEFAULTS,
		...(picture.focus && { focal_x: round(picture.focus.x), focal_y: round(picture.focus.y) }),
		alt_text: plan.alt,
		created_at: time,
	}
}

const CATEGORY_BY_SPECIALTY: Record<string, string> = {
	Painting: 'Painting',
	Sculpture: 'Sculpture',
	Printmaking: 'Print',
	Photography: 'Photography',
	Textile: 'Textile',
	'Mixed Media': 'Mixed Media',
	Ceramics: 'Ceramics',
}

/**
 * The status stored for a show on the day of seeding. The schema knows
 * upcoming and past, and reads anything not upcoming as past: a show that is
 * on today has not ended, so it is stored as upcoming.
 */
export function statusOn(end: Date, today: Date): 'upcoming' | 'past' {
	return end.getTime() < today.getTime() ? 'past' : 'upcoming'
}

/** Works hung in installation views need only a small copy: the long side at this many pixels. */
const VIEW_COPY = 700

async function addDemoGallery(db: Database, env: Env, today: Date) {
	const time = today.toISOString()
	const stamp = { version: 1, created_at: time, updated_at: time }
	db.settings.gallery_name = env.GALLERY_NAME ?? 'Meridian Gallery'
	const plan = (category: FileCategory, label: string, alt: string): Planned => ({
		id: db.next_ids.files++,
		category,
		label,
		alt,
	})
	const stored = new Map<number, FileRecord>()

	// Ids first, in a fixed order, so the same seed always gives the same files whatever finishes first.
	// An artist's image is a detail of their first work; a sculpture or a vessel is shown whole.
	const artistPlans = ARTISTS.map((a) => {
		const first = WORKS.find((w) => ARTISTS[w.artist] === a)!
		return plan(
			'artist_profile',
			a.name,
			first.image.kind === 'object' ? `${first.title} by ${a.name}` : `Detail of ${first.title} by ${a.name}`,
		)
	})
	const workPlans = WORKS.map((w) => ({
		main: plan('artwork', w.title, w.alt),
		detail: w.detail === undefined ? null : plan('artwork', `${w.title} detail`, w.detail),
	}))
	const byTitle = (title: string) => WORKS.findIndex((w) => w.title === title)
	const viewPlans = SHOWS.map((show) =>
		show.views.map((titles) =>
			plan('exhibition', `${show.title} installation view`, `Installation view of ${show.title}: ${listOf(titles)}`),
		),
	)
	// The home page's slides are installation views of the show on view and the next one, made at slide size.
	const heroViews = new Set([viewPlans[0]![0]!, viewPlans[0]![1]!, viewPlans[1]![0]!])
	const small = new Map<string, Picture>()
	const painters = startPainters(Math.max(2, Math.min(4, os.availableParallelism())))
	try {
		await painters.drawAll(
			WORKS.map((_, index) => ({ kind: 'work', index, seed: 1000 + index * 17 })),
			async (job, picture) => {
				if (job.kind !== 'work') return
				const work = WORKS[job.index]!
				const { main, detail } = workPlans[job.index]!
				stored.set(main.id, await storeImage(env, main, picture, time))
				const side = Math.min(picture.width, picture.height)
				if (detail) {
					// Close enough to see the surface, and never under 480 px.
					const size = Math.round(side * (side < 1200 ? 0.8 : 0.4))
					const crop = await cropPicture(
						picture,
						Math.round(picture.width * 0.55 - size / 2),
						Math.round(picture.height * 0.5 - size / 2),
						size,
						size,
						Math.min(1200, size),
					)
					stored.set(detail.id, await storeImage(env, detail, crop, time))
				}
				const artist = artistPlans[work.artist]!
				if (WORKS.find((w) => w.artist === work.artist) === work) {
					// An object stands on the floor at 80% of the height, its top well below 20%: the square above the floor's edge holds all of it.
					const whole = work.image.kind === 'object'
					const size = whole ? side : Math.round(side * 0.5)
					const top = whole
						? Math.min(picture.height - size, Math.round(picture.height * 0.88) - size)
						: Math.round((picture.height - size) / 2)
					const crop = await cropPicture(picture, Math.round((picture.width - size) / 2), top, size, size, 600)
					stored.set(artist.id, await storeImage(env, artist, crop, time))
				}
				const scale = VIEW_COPY / Math.max(picture.width, picture.height)
				small.set(
					work.title,
					await resizePicture(picture, Math.round(picture.width * scale), Math.round(picture.height * scale)),
				)
			},
		)

		const jobs: { job: PaintJob; plan: Planned }[] = SHOWS.flatMap((show, s) =>
			show.views.map((titles, v) => {
				const p = viewPlans[s]![v]!
				const [width, height] = heroViews.has(p) ? [1920, 1080] : [1280, 800]
				const job: PaintJob = {
					kind: 'view',
					seed: 2000 + s * 10 + v,
					titles,
					width,
					height,
					small: Object.fromEntries(titles.map((t) => [t, small.get(t)!])),
				}
				return { job, plan: p }
			}),
		)
		await painters.drawAll(
			jobs.map((j) => j.job),
			async (job, picture) => {
				const p = jobs.find((j) => j.job === job)!.plan
				stored.set(p.id, await storeImage(env, p, picture, time))
			},
		)
	} finally {
		await painters.close()
	}
	db.files.push(...[...stored.values()].sort((a, b) => a.id - b.id))
	const url = (p: Planned) => `/api/file/${p.id}`

	for (const [i, a] of ARTISTS.entries()) {
		db.artists.push(
			artistRecord.parse({
				id: db.next_ids.artists++,
				slug: slugify(a.name),
				name: a.name,
				specialty: a.specialty,
				bio: a.bio,
				profile_image: url(artistPlans[i]!),
				sort_name: '',
				stock_prefix: a.stockPrefix,
				social_media: a.social,
				assigned_artworks: [],
				is_visible: true,
				publish_at: null,
				translations: {},
				...stamp,
			}),
		)
	}

	const year = today.getFullYear()
	const numbered = new Map<number, number>()
	for (const [i, w] of WORKS.entries()) {
		const artist = db.artists[w.artist]!
		const category = CATEGORY_BY_SPECIALTY[artist.specialty] ?? 'Painting'
		const { main, detail } = workPlans[i]!
		const images = [url(main), ...(detail ? [url(detail)] : [])]
		const id = db.next_ids.artworks++
		const [height, width, depth = null] = w.cm
		// The registrar's record: a stock number under the artist's prefix, where the work is, and for a few more.
		const count = (numbered.get(w.artist) ?? 0) + 1
		numbered.set(w.artist, count)
		const registrar = REGISTRAR[w.title] ?? {}
		const onPaper = /paper|print|photograph/i.test(w.medium)
		const location =
			w.availability === 'sold'
				? 'Delivered to the collector'
				: w.availability === 'on_loan'
					? 'On loan'
					: onPaper
						? STORE_PLACES[3]!
						: STORE_PLACES[i % 3]!
		const entries = (lines: string[] = []) => lines.map(entryFromLine)
		// Parsed as the store parses it: a field with a default (the registrar's, say) need not be listed here.
		db.artworks.push(
			artworkRecord.parse({
				id,
				slug: slugify(w.title),
				title: w.title,
				artist_id: artist.id,
				artist_name: artist.name,
				year: year - w.age,
				medium: w.medium,
				size: `${w.cm.join(' x ')} cm`,
				description: w.description,
				images,
				featured_image: images[0]!,
				category,
				is_visible: true,
				publish_at: null,
				availability: w.availability,
				price: w.price,
				currency: env.GALLERY_CURRENCY,
				price_display: w.onRequest ? 'on_request' : 'show',
				edition: w.edition ?? '',
				height,
				width,
				depth,
				dimension_unit: 'cm',
				stock_number: `${artist.stock_prefix}-${String(count).padStart(4, '0')}`,
				framed_height: registrar.framed?.[0] ?? null,
				framed_width: registrar.framed?.[1] ?? null,
				framed_depth: registrar.framed?.[2] ?? null,
				weight_kg: registrar.weightKg ?? null,
				signature: registrar.signature ?? '',
				condition: registrar.condition ?? '',
				location,
				location_history: [{ location, at: stamp.created_at, username: 'system' }],
				provenance: entries(registrar.provenance),
				exhibition_history: entries(registrar.exhibitionHistory),
				literature: entries(registrar.literature),
				...demoEdition(w.title),
				translations: {},
				...stamp,
			}),
		)
		artist.assigned_artworks.push(String(id))
	}

	const day = 24 * 60 * 60 * 1000
	const DEMO_GALLERY_MAX = 10
	for (const [s, show] of SHOWS.entries()) {
		const start = new Date(today.getTime() + show.opens * day)
		start.setUTCHours(18, 0, 0, 0)
		const end = new Date(start.getTime() + show.days * day)
		const works = show.works.map((t) => db.artworks[byTitle(t)]!)
		const views = viewPlans[s]!.map(url)
		db.exhibitions.push({
			id: db.next_ids.exhibitions++,
			slug: slugify(show.title),
			title: show.title,
			description: show.text,
			status: statusOn(end, today),
			curator: show.curator,
			opening: show.opens > 0 ? 'Opening reception on the first evening, 6–8 pm' : '',
			start_date: start.toISOString(),
			end_date: end.toISOString(),
			location: show.location,
			featured_image: views[0]!,
			// No more than the back office's uploader holds (10).
			gallery_images: [...views, ...works.flatMap((w) => w.images)].slice(0, DEMO_GALLERY_MAX),
			call_for_artists: show.callForArtists,
			cta_link: show.callForArtists ? 'https://example.com/open-call' : '',
			assigned_artists: show.artists.map((a) => String(db.artists[a]!.id)),
			assigned_artworks: works.map((w) => String(w.id)),
			is_visible: true,
			publish_at: null,
			translations: {},
			...stamp,
		})
	}

	// One fair to come and one past (docs/admin.md, 'Art fairs'): the past one's checklist was locked before it.
	for (const fair of FAIRS) {
		const start = new Date(today.getTime() + fair.opens * day)
		start.setUTCHours(0, 0, 0, 0)
		const end = new Date(start.getTime() + (fair.days - 1) * day)
		const works = fair.works.map((w) => ({ artwork_id: db.artworks[byTitle(w.title)]!.id, note: w.note }))
		db.fairs.push(
			fairRecord.parse({
				id: db.next_ids.fairs++,
				slug: slugify(fair.title),
				title: fair.title,
				city: fair.city,
				venue: fair.venue,
				booth: fair.booth,
				start_date: start.toISOString(),
				end_date: end.toISOString(),
				preview_at: fair.opens > 0 ? new Date(start.getTime() + 11 * 60 * 60 * 1000).toISOString() : null,
				description: fair.text,
				cover_image: '',
				works,
				is_visible: true,
				publish_at: null,
				checklist_locked_at: fair.opens < 0 ? new Date(start.getTime() - 14 * day).toISOString() : null,
				changes_after_lock: [],
				translations: {},
				...stamp,
			}),
		)
	}

	const blocks = [
		[
			'Our Story',
			'Meridian Gallery opened in a former print works in 2009.\nWe show contemporary painting, sculpture, print and photography by artists at every stage of their careers.',
		],
		[
			'Our Mission',
			'We believe art belongs to everyone. Entry is always free, and every exhibition comes with talks by the artists and curators.',
		],
		[
			'The Building',
			'Three exhibition rooms, a sculpture garden and a project room for new work, all on one step-free floor.',
		],
		[
			'Visit Us',
			'We are a ten-minute walk from the central station. Groups and schools are welcome; write to us to book a tour.',
		],
	]
	for (const [i, [title, content]] of blocks.entries()) {
		db.about_blocks.push({
			id: db.next_ids.about_blocks++,
			title: title!,
			content: content!,
			sort_order: i + 1,
			is_visible: true,
			publish_at: null,
			translations: {},
			...stamp,
		})
	}

	for (const contact of CONTACTS) {
		db.contacts.push({ id: db.next_ids.contacts++, ...contact, other_emails: [], language: 'en', ...stamp })
	}
	// A few works held on consignment, one of them overdue, by the contacts who consigned them.
	const dayOf = (days: number) => new Date(today.getTime() + days * day).toISOString().slice(0, 10)
	for (const [title, c] of Object.entries(DEMO_CONSIGNMENTS)) {
		const work = db.artworks[byTitle(title)]!
		work.consignment = {
			consignor_contact_id: db.contacts.find((contact) => contact.email === c.consignor)!.id,
			received_at: dayOf(-c.receivedDaysAgo),
			due_back_at: c.dueInDays === null ? null : dayOf(c.dueInDays),
			terms: c.terms,
			consignor_share_pct: c.share,
		}
	}
	addDemoSales(db, today, stamp)

	Object.assign(db.pages.home, {
		title: 'Art that stays with you',
		description: 'Contemporary painting, sculpture, print and photography in the heart of the city.',
		footer_description: 'A contemporary art gallery showing living artists since 2009. Entry is always free.',
		gallery_hours: demoGalleryHours(env.GALLERY_LOCALE),
		hero_images: [...heroViews].map(url),
		hero_image_ids: [...heroViews].map((p) => String(p.id)),
	})
	db.pages.about.description = 'A gallery for contemporary art, open to everyone.\nFree entry, six days a week.'
	// The demo's German texts (app/data/demo/german.ts) when the site publishes German.
	if (env.SITE_LANGUAGES.includes('de')) addDemoGerman(db)
	db.contact_info = {
		email: 'hello@meridian.example',
		phone: '+44 20 7946 0321',
		instagram: '@meridian.gallery',
		address: '12 Printworks Lane, London E2 7DJ',
	}
}

const round = (v: number) => Math.round(v * 100) / 100

/**
 * Two of the demo's sold works were sold to its collectors (docs/admin.md, 'Sales'): one paid two months ago, with
 * a discount and shipping, and one invoiced last week, open. Numbered as the sales would be, per year.
 */
function addDemoSales(db: Database, today: Date, stamp: { version: number; created_at: string; updated_at: string }) {
	const sold = db.artworks.filter((w) => w.availability === 'sold' && w.price !== null && !w.impressions.length)
	const buyers = ['Helena Vasquez', 'Anika Desai'].map((name) => db.contacts.find((c) => c.name === name)!)
	const sales = [
		{
			daysAgo: 61,
			status: 'paid' as const,
			discount_pct: 10,
			tax_pct: 20,
			shipping: 250,
			notes: 'Paid by bank transfer.',
		},
		{ daysAgo: 6, status: 'invoiced' as const, discount_pct: 0, tax_pct: 20, shipping: 0, notes: '' },
	]
	const given = new Map<string, number>()
	for (const [i, plan] of sales.entries()) {
		const work = sold[i]
		const buyer = buyers[i]
		if (!work || !buyer) continue
		const sold_at = new Date(today.getTime() - plan.daysAgo * 86_400_000).toISOString().slice(0, 10)
		const year = sold_at.slice(0, 4)
		given.set(year, (given.get(year) ?? 0) + 1)
		const amounts = {
			price: work.price!,
			discount_pct: plan.discount_pct,
			tax_pct: plan.tax_pct,
			shipping: plan.shipping,
		}
		db.sales.push({
			id: db.next_ids.sales++,
			...stamp,
			artwork_id: work.id,
			impression_label: '',
			contact_id: buyer.id,
			buyer_name: buyer.name,
			buyer_address: buyer.address,
			sold_at,
			currency: work.currency,
			...amounts,
			total: saleTotal(amounts),
			consignor_owed: null,
			status: plan.status,
			invoice_number: invoiceNumber(year, given.get(year)!),
			notes: plan.notes,
		})
	}
}

/** "A, B and C". */
function listOf(titles: string[]) {
	return titles.length < 2 ? titles.join('') : `${titles.slice(0, -1).join(', ')} and ${titles.at(-1)}`
}

/** A demo work sold by the impression: its edition, and its impressions with those sold (DEMO_EDITIONS). */
function demoEdition(title: string) {
	const edition = DEMO_EDITIONS[title]
	if (!edition) return {}
	const made = editionImpressions(edition.size, edition.proofs, [])
	if (!made.ok) throw new Error(made.message)
	const impressions = made.impressions.map((impression) => {
		const key = impressionKey(impression.label)!
		const sold = (key.proof ? (edition.apSold ?? []) : edition.sold).includes(key.number)
		return sold ? { ...impression, availability: 'sold' as const, location: 'Delivered to the collector' } : impression
	})
	return {
		edition_size: edition.size,
		ap_count: edition.proofs,
		impressions,
		availability: editionAvailability(impressions) ?? 'available',
	}
}
