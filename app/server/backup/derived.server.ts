import { type Env } from '#app/utils/env.server.ts'

/**
 * Files made from the originals (resized variants, IIIF tiles) are not in a
 * backup: a restore makes them again. Each maker registered here runs once
 * after a restore has written the uploads and the database, in the restore
 * process (no server runs then). Today's WebP variants need none: they are
 * made on first request. The image pipeline registers its rebuild here.
 */
export type DerivedFileMaker = { name: string; rebuild: (env: Env) => Promise<void> }

export const derivedFileMakers: DerivedFileMaker[] = []

export async function rebuildDerivedFiles(env: Env, log: (line: string) => void) {
	for (const maker of derivedFileMakers) {
		log(`Rebuilding ${maker.name} from the restored originals...`)
		await maker.rebuild(env)
	}
}
