import { type MetaDescriptor } from 'react-router'

type MatchLike = { id: string; loaderData?: unknown }

/** The head of a reader's link page: its title and no index (the address holds the reader's secret). */
export function newsletterLinkMeta(matches: readonly MatchLike[] | undefined, page: string): MetaDescriptor[] {
	const root = matches?.find((m) => m.id === 'root')?.loaderData as { galleryName?: string } | undefined
	return [{ title: `${page} | ${root?.galleryName ?? 'Gallery'}` }, { name: 'robots', content: 'noindex' }]
}
