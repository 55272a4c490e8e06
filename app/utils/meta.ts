import { type MetaDescriptor } from '@remix-run/node'

type MatchLike = { id: string; data?: unknown }

/** `{Page} | {Gallery name}` and a description, as every page's meta. */
export function pageMeta(
	matches: readonly MatchLike[] | undefined,
	page: string,
	description?: string,
	image?: string,
): MetaDescriptor[] {
	const root = matches?.find((m) => m.id === 'root')?.data as { galleryName?: string } | undefined
	const gallery = root?.galleryName ?? 'Gallery'
	const title = page ? `${page} | ${gallery}` : gallery
	const tags: MetaDescriptor[] = [
		{ title },
		{ property: 'og:title', content: title },
		{ property: 'og:site_name', content: gallery },
	]
	if (description)
		tags.push({ name: 'description', content: description }, { property: 'og:description', content: description })
	if (image) tags.push({ property: 'og:image', content: image })
	return tags
}
