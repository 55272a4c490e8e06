import { editionName } from '#app/utils/impressions.ts'
import { listArtists } from '#app/data/artists.server.ts'
import { getArtwork } from '#app/data/artworks.server.ts'
import { getExhibition } from '#app/data/exhibitions.server.ts'
import { listFiles } from '#app/data/files.server.ts'
import { hasDerivatives } from '#app/data/image-derivatives.server.ts'
import { getGalleryName } from '#app/data/pages.server.ts'
import { type FileRecord } from '#app/schemas/records.ts'
import { publicOrigin } from '#app/server/public-url.server.ts'
import { formatExhibitionDates } from '#app/utils/locale-format.ts'
import { localeFor } from '#app/server/locale.server.ts'
import { formatDimensions } from '#app/utils/dimensions.ts'
import { artworkImages, cleanImages, iiifImageBase, storedFileId } from '#app/utils/images.ts'

/**
 * IIIF Presentation 3.0 manifests (docs/api.md, 'IIIF'): one per visible
 * artwork and exhibition, one canvas per stored image, each naming its level 0
 * image service once its tiles are made. Hidden or unknown items are a 404.
 */
export const IIIF_PRESENTATION_CONTEXT = 'http://iiif.io/api/presentation/3/context.json'

type Text = Record<string, string[]>
const en = (value: string): Text => ({ en: [value] })
const entry = (label: string, value: string) => ({ label: en(label), value: en(value) })

function answer(body: unknown, status = 200) {
	return Response.json(body, {
		status,
		headers: {
			'Content-Type': `application/ld+json;profile="${IIIF_PRESENTATION_CONTEXT}"`,
			'Access-Control-Allow-Origin': '*',
			'Cache-Control': 'public, max-age=0, must-revalidate',
		},
	})
}
const notFound = (label: string) => answer({ error: `${label} not found` }, 404)

/** One canvas painted with one stored image; images of unknown size cannot be placed and are left out. */
async function canvases(origin: string, base: string, urls: readonly string[], files: readonly FileRecord[]) {
	const byId = new Map(files.map((f) => [f.id, f]))
	const ids = urls.flatMap((url) => storedFileId(url) ?? [])
	const tiled = new Set(await Promise.all(ids.map(async (id) => ((await hasDerivatives(id)) ? id : null))))
	return urls.flatMap((url) => {
		const id = storedFileId(url)
		const file = id ? byId.get(id) : undefined
		if (!file?.width || !file.height) return []
		const canvas = `${base}/canvas/${file.id}`
		return [
			{
				id: canvas,
				type: 'Canvas',
				width: file.width,
				height: file.height,
				...(file.alt_text ? { label: en(file.alt_text) } : {}),
				items: [
					{
						id: `${canvas}/page`,
						type: 'AnnotationPage',
						items: [
							{
								id: `${canvas}/page/image`,
								type: 'Annotation',
								motivation: 'painting',
								target: canvas,
								body: {
									id: `${origin}/api/file/${file.id}`,
									type: 'Image',
									format: file.mime_type,
									width: file.width,
									height: file.height,
									...(tiled.has(file.id)
										? {
												service: [
													{ id: `${origin}${iiifImageBase(file.id)}`, type: 'ImageService3', profile: 'level0' },
												],
											}
										: {}),
								},
							},
						],
					},
				],
			},
		]
	})
}

function manifest(origin: string, base: string, page: string, fields: Record<string, unknown>, items: unknown[]) {
	return {
		'@context': IIIF_PRESENTATION_CONTEXT,
		id: `${origin}${base}/manifest.json`,
		type: 'Manifest',
		...fields,
		homepage: [{ id: `${origin}${page}`, type: 'Text', label: fields.label, format: 'text/html' }],
		items,
	}
}

export async function artworkManifest(request: Request, slug: string) {
	const artwork = await getArtwork(slug, 'visible')
	if (!artwork) return notFound('Artwork')
	const origin = publicOrigin(request)
	const [gallery, files] = await Promise.all([getGalleryName(), listFiles()])
	const artist = artwork.artist_name || 'Unknown Artist'
	// Structured dimensions (in cm and in) when entered, else the free-text size.
	const dimensions = formatDimensions(artwork, localeFor(request)) || artwork.size
	const metadata = [
		entry('Artist', artist),
		...(artwork.year ? [entry('Year', String(artwork.year))] : []),
		...(artwork.medium ? [entry('Medium', artwork.medium)] : []),
		...(dimensions ? [entry('Dimensions', dimensions)] : []),
		...(editionName(artwork) ? [entry('Edition', editionName(artwork))] : []),
	]
	const base = `/iiif/artwork/${artwork.slug}`
	return answer(
		manifest(
			origin,
			base,
			`/artwork/${artwork.slug}`,
			{
				label: en(artwork.title),
				summary: en(artwork.description || `${artwork.title} by ${artist}`),
				metadata,
				requiredStatement: entry('Credit line', `${artist}. Courtesy of ${gallery}.`),
			},
			await canvases(origin, `${origin}${base}`, artworkImages(artwork), files),
		),
	)
}

export async function exhibitionManifest(request: Request, slug: string) {
	const exhibition = await getExhibition(slug, 'visible')
	if (!exhibition) return notFound('Exhibition')
	const origin = publicOrigin(request)
	const [gallery, files, artists] = await Promise.all([getGalleryName(), listFiles(), listArtists('all')])
	const names = exhibition.assigned_artists.flatMap((id) => artists.find((a) => String(a.id) === id)?.name ?? [])
	const dates = formatExhibitionDates(exhibition.start_date, exhibition.end_date, localeFor(request))
	const metadata = [
		...(dates ? [entry('Dates', dates)] : []),
		...(exhibition.location ? [entry('Location', exhibition.location)] : []),
		...(exhibition.curator ? [entry('Curator', exhibition.curator)] : []),
		...(names.length ? [entry('Artists', names.join(', '))] : []),
	]
	const base = `/iiif/exhibition/${exhibition.slug}`
	return answer(
		manifest(
			origin,
			base,
			`/exhibition/${exhibition.slug}`,
			{
				label: en(exhibition.title),
				summary: en(exhibition.description || exhibition.title),
				metadata,
				requiredStatement: entry('Credit line', `Installation views and works courtesy of ${gallery} and the artists.`),
			},
			await canvases(
				origin,
				`${origin}${base}`,
				cleanImages([exhibition.featured_image, ...exhibition.gallery_images]),
				files,
			),
		),
	)
}
