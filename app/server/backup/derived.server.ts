import { type Env } from '#app/utils/env.server.ts'

/**
 * Files made from the originals are not in a backup: a restore leaves them to
 * be made again. A maker with `rebuild` runs once after a restore has written
 * the uploads and the database, in the restore process (no server runs then).
 * One without (`rebuild: null`) is made again by the server itself: the image
 * variants and IIIF tiles (UPLOADS_DIR/derived/) are queued in the background
 * at its next start for every file that has none, and until then a request
 * for one is answered by the original (deep zoom waits for its tiles). Making
 * them in the restore would hold it up for minutes on a large collection.
 */
export type DerivedFileMaker = { name: string; rebuild: ((env: Env) => Promise<void>) | null }

export const derivedFileMakers: DerivedFileMaker[] = [{ name: 'Image variants and IIIF tiles', rebuild: null }]

export async function rebuildDerivedFiles(env: Env, log: (line: string) => void) {
	for (const maker of derivedFileMakers) {
		if (!maker.rebuild) {
			log(`${maker.name} are made again in the background when the server starts; the originals are served meanwhile.`)
			continue
		}
		log(`Rebuilding ${maker.name} from the restored originals...`)
		await maker.rebuild(env)
	}
}
