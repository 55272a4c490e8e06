import { sales } from '#app/server/admin/collections/sales.server.ts'
import { pagedCollectionApi } from '#app/server/api/entities.server.ts'

/**
 * GET /api/admin/sales (admins only): newest first, 100 a page (`?page=`, `?per_page=` up to 1000), searched
 * by `?q=` and filtered by `?status=`. POST: record a sale (201); the work already sold is a 409.
 */
export const action = pagedCollectionApi(sales)
export const loader = action
