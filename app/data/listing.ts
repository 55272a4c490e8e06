import { ready } from './db.server.ts'
import { type Visibility } from './lookup.ts'
import { isPublicNow } from '#app/utils/publishing.ts'
import { type Store } from './store/store.server.ts'
import { type Records } from './store/units.ts'

type Listed = 'exhibitions' | 'artists' | 'artworks' | 'fairs'

/**
 * A collection's public order, and views of it, remembered until the
 * collection changes: a list is sorted once per change, not once per request,
 * and handed out as it is (frozen), never copied. The 'visible' list holds
 * what is public now; the store forgets it when a scheduled record's time
 * comes (app/data/publishing.server.ts).
 */
export function listing<N extends Listed>(name: N, compare: (a: Records[N], b: Records[N]) => number) {
	type R = Records[N]
	const sorted = (store: Store, visibility: Visibility): readonly R[] =>
		store.remember([name], `list:${visibility}`, () => {
			const all = store.tables[name].all() as readonly R[]
			return Object.freeze((visibility === 'all' ? [...all] : all.filter((r) => isPublicNow(r))).sort(compare))
		})
	return {
		sorted,
		list: async (visibility: Visibility = 'visible'): Promise<readonly R[]> => sorted(await ready(), visibility),
		/**
		 * What `compute` makes of the list (as listed for `visibility`), remembered
		 * until the next change: filtered and grouped views cost one pass per
		 * change. `key` names the view and its inputs.
		 */
		view: async <T>(visibility: Visibility, key: string, compute: (list: readonly R[]) => T): Promise<T> => {
			const store = await ready()
			return store.remember([name], `view:${visibility}:${key}`, () => compute(sorted(store, visibility)))
		},
	}
}
