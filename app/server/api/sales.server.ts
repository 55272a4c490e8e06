import { type ActionFunctionArgs } from 'react-router'
import { cancelSale } from '#app/data/sales.server.ts'
import { apiActor } from '#app/server/actor.server.ts'
import { sales } from '#app/server/admin/collections/sales.server.ts'
import { adminApiResource } from './access.server.ts'
import { parseId, readBody } from './api.server.ts'
import { conflictAnswer, expectedVersion, itemHandlers } from './entities.server.ts'

/**
 * GET and PUT /api/admin/sales/{id} (docs/api.md, 'Sales'): a sale is cancelled, never deleted, so the item
 * has no DELETE (405).
 */
export function saleItemApi({ request, params, context }: ActionFunctionArgs) {
	const { GET, PUT } = itemHandlers(request, params.id, sales, context)
	return adminApiResource(request, { GET: GET!, PUT: PUT! })
}

/** POST /api/admin/sales/{id}/cancel `{ version? }`: the sale cancelled, its work available again. */
export function cancelSaleApi({ request, params, context }: ActionFunctionArgs) {
	return adminApiResource(request, {
		POST: async () => {
			const id = parseId(params.id, 'Sale')
			const { version: sent } = await readBody(request)
			const version = expectedVersion(request.headers.get('If-Match'), sent)
			try {
				return Response.json(await cancelSale(id, { actor: await apiActor(request, context), version }))
			} catch (error) {
				throw conflictAnswer(error, request)
			}
		},
	})
}
