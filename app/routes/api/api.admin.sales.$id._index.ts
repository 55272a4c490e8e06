import { saleItemApi } from '#app/server/api/sales.server.ts'

/** GET, PUT (merged over the stored sale; `version` or If-Match guards it) /api/admin/sales/{id}; admins only. */
export const action = saleItemApi
export const loader = action
