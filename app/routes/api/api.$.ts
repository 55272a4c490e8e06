import { type LoaderFunctionArgs } from 'react-router'
import { jsonError } from '#app/server/api/api.server.ts'

/** Any /api path no other route answers: a JSON 404 rather than the HTML not-found page. */
export async function loader(_args: LoaderFunctionArgs) {
	return jsonError(404, 'API endpoint not found')
}

export const action = loader
