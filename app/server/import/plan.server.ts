import { type Reader } from '#app/data/db.server.ts'
import { type PendingImage } from '#app/data/files.server.ts'
import { type ImportImage, type ImportPlan, type ImportRowReport, type ImportWrite } from '#app/data/import.server.ts'
import { ArtistSchema } from '#app/schemas/artist.ts'
import { ArtworkSchema } from '#app/schemas/artwork.ts'
import { type Artist, type Artwork } from '#app/schemas/records.ts'
import { slugify, uniqueSlug } from '#app/utils/slug.ts'
import { STOCK_NUMBER_TAKEN, stockNumberKey } from '#app/utils/stock-number.ts'
import { type ArtworkColumn, NUMBER_COLUMNS } from './columns.server.ts'
import { type SheetRow } from './csv.server.ts'

/** What became of an image a row names: checked and waiting to be stored, or the reason it cannot be. */
export type ImageOutcome = { image: PendingImage } | { problem: string }

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/
/** A link the artwork may already have: a stored image or a web address. */
const IMAGE_LINK = /^(\/api\/file\/\d+|https?:\/\/\S+)$/i

const label = (column: ArtworkColumn) => column.charAt(0).toUpperCase() + column.slice(1).replace(/_/g, ' ')

/**
 * Plans an import against `data` (docs/admin.md, 'Import and export'): per
 * row, create (a new slug, or none: made from the title as the form does),
 * update (the slug of a stored artwork: the columns given replace its values,
 * the others are kept) or refuse, with the reasons. Each row is checked by the
 * artwork form's own schema, so its messages read the same.
 */
export function planImport(
	data: Reader,
	rows: readonly SheetRow[],
	images: ReadonlyMap<string, ImageOutcome>,
): ImportPlan {
	const artistsByName = new Map<string, Artist>()
	for (const artist of data.all('artists')) {
		const key = artist.name.trim().toLowerCase()
		if (!artistsByName.has(key)) artistsByName.set(key, artist)
	}
	const taken = (slug: string) => data.find('artworks', 'slug', slug) !== undefined
	const claimed = new Map<string, number>()
	// Stock numbers given by the file's rows (any case), with the row that gave each first.
	const stockNumbers = new Map<string, number>()
	const reports: ImportRowReport[] = []
	const writes: ImportWrite[] = []
	for (const { row, cells, translations, extra } of rows) {
		const reasons: string[] = []
		if (extra) reasons.push('This row has more values than the header has columns')
		const slugCell = slugify(cells.slug?.trim() ?? '')
		const current: Artwork | undefined = slugCell ? data.find('artworks', 'slug', slugCell) : undefined
		const input: Record<string, unknown> = current ? fromRecord(current) : {}
		for (const [column, value] of Object.entries(cells) as [ArtworkColumn, string][]) {
			if (column === 'artist' || column === 'images') continue
			if (NUMBER_COLUMNS.has(column) && value.trim() !== '' && !PLAIN_NUMBER.test(value.trim())) {
				reasons.push(
					`${label(column)}: "${value.trim()}" is not a plain number; write it as 1200 or 1200.50 (no thousands separators, a dot before decimals)`,
				)
				input[column] = ''
				continue
			}
			input[column] = value
		}
		// The `title@de` columns: each sets its text (blank removes it); a language without a column keeps its texts.
		if (translations.length) {
			const texts = structuredClone((input.translations ?? {}) as Record<string, Record<string, string>>)
			for (const { field, language, value } of translations) {
				const byField = (texts[language] ??= {})
				if (value.trim() === '') delete byField[field]
				else byField[field] = value
			}
			input.translations = texts
		}
		// The artist, by name: an existing one (any case), or one this import creates.
		let artist: ImportWrite['artist'] | null = current?.artist_id ? { id: current.artist_id } : null
		if (cells.artist !== undefined) {
			const name = cells.artist.trim()
			// An update naming the work's own artist keeps that artist, even where another has the same name.
			const own = current?.artist_id ? data.get('artists', current.artist_id) : undefined
			const known =
				own && own.name.trim().toLowerCase() === name.toLowerCase()
					? own
					: name
						? artistsByName.get(name.toLowerCase())
						: undefined
			if (!name) artist = null
			else if (known) artist = { id: known.id }
			else {
				const checked = ArtistSchema.safeParse({ name })
				if (checked.success) artist = { name }
				else reasons.push(...checked.error.issues.map((i) => `Artist: ${i.message}`))
			}
		}
		input.artist_id = artist ? ('id' in artist ? artist.id : Number.MAX_SAFE_INTEGER) : ''
		// The images: links kept as they are, file names taken from the zip.
		let rowImages: ImportImage[] = current ? current.images.map((url) => ({ url })) : []
		if (cells.images !== undefined) {
			rowImages = []
			for (const ref of cells.images
				.split(';')
				.map((s) => s.trim())
				.filter(Boolean)) {
				if (IMAGE_LINK.test(ref)) {
					rowImages.push({ url: ref })
					continue
				}
				const outcome = images.get(ref)
				if (!outcome) reasons.push(`Image ${ref}: not in the zip`)
				else if ('problem' in outcome) reasons.push(`Image ${ref}: ${outcome.problem}`)
				else rowImages.push(outcome)
			}
		}
		input.images = rowImages.map((image, i) => ('url' in image ? image.url : `/import-image/${i}`))
		const parsed = ArtworkSchema.safeParse(input)
		if (!parsed.success) reasons.push(...parsed.error.issues.map((i) => i.message))
		// The slug: an update keeps its own; a new work takes the one given, or one made from its title.
		let slug = current?.slug ?? slugCell
		if (!current && parsed.success)
			slug = uniqueSlug(slugCell || parsed.data.title, (s) => taken(s) || claimed.has(s), 'artwork')
		const earlier = slug ? claimed.get(slug) : undefined
		if (earlier !== undefined) reasons.push(`The slug ${slug} is on row ${earlier} too`)
		else if (slug) claimed.set(slug, row)
		// A stock number is unique without regard to case: not another stored work's, nor another row's.
		const stockKey = parsed.success ? stockNumberKey(parsed.data.stock_number ?? '') : ''
		if (stockKey) {
			const holder = data.find('artworks', 'stock_number', stockKey)
			const claimedBy = stockNumbers.get(stockKey)
			if (holder && holder.id !== current?.id) {
				reasons.push(`Stock number ${parsed.data!.stock_number}: ${STOCK_NUMBER_TAKEN.toLowerCase()} (${holder.slug})`)
			} else if (claimedBy !== undefined) {
				reasons.push(`The stock number ${parsed.data!.stock_number} is on row ${claimedBy} too`)
			} else stockNumbers.set(stockKey, row)
		}
		if (reasons.length || !parsed.success) {
			reports.push({ row, action: 'refuse', slug, reason: [...new Set(reasons)].join('; ') })
			continue
		}
		reports.push({ row, action: current ? 'update' : 'create', slug, reason: '' })
		writes.push({
			id: current?.id ?? null,
			input: { ...parsed.data, slug },
			artist: artist!,
			images: dedupe(rowImages),
		})
	}
	const count = (action: ImportRowReport['action']) => reports.filter((r) => r.action === action).length
	return {
		report: { rows: reports, created: count('create'), updated: count('update'), refused: count('refuse') },
		writes,
	}
}

/**
 * A stored artwork as the form would send it back: the values an update keeps when its columns are absent. Every
 * field the form's schema reads is taken from the record, so a field added to the form is kept by an update that
 * does not name it (a `slug,price` file never clears a work's `publish_at`).
 */
function fromRecord(a: Artwork): Record<string, unknown> {
	const record = a as unknown as Record<string, unknown>
	return Object.fromEntries(Object.keys(ArtworkSchema.shape).map((field) => [field, record[field]]))
}

function dedupe(images: readonly ImportImage[]): ImportImage[] {
	const seen = new Set<unknown>()
	return images.filter((i) => {
		const key = 'url' in i ? i.url : i.image
		if (seen.has(key)) return false
		seen.add(key)
		return true
	})
}
