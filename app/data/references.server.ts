import { readData } from './db.server.ts'

/** The ids in `ids` that name no record of the collection (exhibition assignments must point at real records). */
export async function findUnknownIds(collection: 'artists' | 'artworks', ids: readonly string[]): Promise<string[]> {
	const data = await readData()
	const known = new Set(data[collection].map((r) => String(r.id)))
	return ids.filter((id) => !known.has(id))
}
