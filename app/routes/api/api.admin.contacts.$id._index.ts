import { contacts } from '#app/server/admin/collections/contacts.server.ts'
import { collectionApi } from '#app/server/api/entities.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }

/** GET, PUT (merged over the stored contact; `version` or If-Match guards it), DELETE /api/admin/contacts/{id}. */
export const action = collectionApi(contacts, 'item')
export const loader = action
