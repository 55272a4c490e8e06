import { contacts } from '#app/server/admin/collections/contacts.server.ts'
import { pagedCollectionApi } from '#app/server/api/entities.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }

/**
 * GET /api/admin/contacts: by name, 100 a page (`?page=`, `?per_page=` up to 1000), searched by `?q=` and
 * filtered by `?kind=` and `?tag=`, with `X-Total-Count` and `Link`. POST: create (201); an email another
 * contact has is a 400 with `fields.email`.
 */
export const action = pagedCollectionApi(contacts)
export const loader = action
