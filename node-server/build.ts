import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ServerBuild } from 'react-router'
import type * as entryServer from '#app/entry.server.tsx'

/**
 * What the server build (build/server/index.js) exports, as server.ts and the scripts use it: the router's
 * `ServerBuild`, whose entry module is app/entry.server.tsx with the gallery's own exports beside the router's
 * (`startup`, `releaseMemory`, `createPageCache`, `publicRoutesOnly`, `byPath`, `contentSecurityPolicy`, `nonceSource`,
 * `serverBodyLimit`, `backupCommand`, `restoreCommand`).
 */
export type GalleryServerBuild = ServerBuild & { entry: { module: typeof entryServer } }

/** The gallery's exports from app/entry.server.tsx. */
export type GalleryEntryModule = GalleryServerBuild['entry']['module']

/** Where the server build is, under the repository's folder. */
export const serverBuildPath = (root: string) => path.join(root, 'build/server/index.js')

/** Imports the server build (run `npm run build` first). */
export async function importServerBuild(root: string): Promise<GalleryServerBuild> {
	return (await import(pathToFileURL(serverBuildPath(root)).href)) as GalleryServerBuild
}
