import { methodNotAllowed } from '#app/server/api/api.server.ts'
import { healthProblems } from '#app/server/health.server.ts'

/** 200 when the database is readable and the uploads folder writable, else 503. */
export async function loader() {
	const problems = await healthProblems()
	const headers = { 'Cache-Control': 'no-store' }
	if (problems.length === 0) return Response.json({ status: 'ok' }, { headers })
	console.error(`Health check failed: ${problems.join('; ')}`)
	return Response.json({ status: 'unavailable' }, { status: 503, headers })
}

export async function action() {
	return methodNotAllowed(['GET', 'HEAD'])
}
