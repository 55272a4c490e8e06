import { listArtists } from '#app/data/artists.server.ts'
import { listArtworks } from '#app/data/artworks.server.ts'
import { listExhibitions } from '#app/data/exhibitions.server.ts'
import { listFairs } from '#app/data/fairs.server.ts'
import { getPageContent, pageUpdatedAt } from '#app/data/pages.server.ts'
import { artworkImages, cleanImages } from '#app/utils/images.ts'
import { type SitemapEntry, latest } from '#app/utils/sitemap.ts'

/**
 * Every public URL a visitor can see (docs/public-site.md, '/sitemap.xml'): home, the list
 * pages that are visible, and every visible exhibition, art fair, artist and artwork,
 * with their last change and images. Hidden items never appear.
 */
export async function sitemapEntries(origin: string): Promise<SitemapEntry[]> {
	const [{ pages }, updated, exhibitions, artists, artworks, fairs] = await Promise.all([
		getPageContent(),
		pageUpdatedAt(),
		listExhibitions('visible'),
		listArtists('visible'),
		listArtworks('visible'),
		listFairs('visible'),
	])
	const abs = (url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`)
	const newest = (items: readonly { updated_at: string }[]) => latest(...items.map((i) => i.updated_at))
	const entries: SitemapEntry[] = [
		{
			loc: `${origin}/`,
			lastmod: latest(updated.home, newest(exhibitions)),
			images: cleanImages(pages.home.heroImages).map(abs),
		},
		{ loc: `${origin}/exhibitions`, lastmod: latest(updated.exhibitions, newest(exhibitions), newest(fairs)) },
	]
	if (pages.artists.isVisible)
		entries.push({ loc: `${origin}/artists`, lastmod: latest(updated.artists, newest(artists)) })
	if (pages.gallery.isVisible)
		entries.push({ loc: `${origin}/collection`, lastmod: latest(updated.gallery, newest(artworks)) })
	if (pages.about.isVisible) entries.push({ loc: `${origin}/about`, lastmod: updated.about })
	entries.push({ loc: `${origin}/contact`, lastmod: updated.contact })
	for (const e of exhibitions) {
		entries.push({
			loc: `${origin}/exhibition/${e.slug}`,
			lastmod: e.updated_at,
			images: cleanImages([e.featured_image, ...e.gallery_images]).map(abs),
		})
	}
	for (const f of fairs) {
		entries.push({
			loc: `${origin}/fair/${f.slug}`,
			lastmod: f.updated_at,
			images: cleanImages([f.cover_image]).map(abs),
		})
	}
	for (const a of artists) {
		entries.push({
			loc: `${origin}/artist/${a.slug}`,
			lastmod: a.updated_at,
			images: cleanImages([a.profile_image]).map(abs),
		})
	}
	for (const w of artworks) {
		entries.push({ loc: `${origin}/artwork/${w.slug}`, lastmod: w.updated_at, images: artworkImages(w).map(abs) })
	}
	return entries
}
