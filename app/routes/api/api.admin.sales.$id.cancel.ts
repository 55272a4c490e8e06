import { cancelSaleApi } from '#app/server/api/sales.server.ts'

/** POST /api/admin/sales/{id}/cancel: the sale cancelled (it keeps its invoice number), the work available again. */
export const action = cancelSaleApi
export const loader = action
