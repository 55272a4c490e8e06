import fs from 'node:fs/promises'
import { storageHealthy } from '#app/data/db.server.ts'
import { methodNotAllowed } from '#app/server/api/api.server.ts'
import { getEnv } from '#app/utils/env.server.ts'

/** 200 when the database is readable and the uploads folder writable, else 503. */
export async function loader() {
	try {
		if (!(await storageHealthy())) throw new Error('storage is not writable')
		await fs.access(getEnv().UPLOADS_DIR, fs.constants.W_OK)
		return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } })
	} catch {
		return Response.json({ status: 'unavailable' }, { status: 503, headers: { 'Cache-Control': 'no-store' } })
	}
}

export async function action() {
	return methodNotAllowed(['GET', 'HEAD'])
}
