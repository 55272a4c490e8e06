import { type MetaFunction } from 'react-router'
import { pageMeta } from '#app/utils/meta.ts'

/** A back-office page's title: `{page} | {Gallery name}`. */
export function adminMeta(page: string): MetaFunction {
	return ({ matches }) => pageMeta(matches, page)
}
