/** Finds a record by numeric id or by slug, as item reads accept both. */
export function findByIdOrSlug<T extends { id: number; slug?: string }>(list: readonly T[], key: string | number): T | undefined {
	const text = String(key).trim()
	if (/^\d+$/.test(text)) {
		const byId = list.find((r) => r.id === Number(text))
		if (byId) return byId
	}
	return list.find((r) => r.slug === text)
}

export type Visibility = 'visible' | 'all'
