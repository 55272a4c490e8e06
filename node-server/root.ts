import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The repository's folder: the nearest one holding package.json above the calling module (`import.meta.url`).
 * Found by walking up, so that the same code finds it from its TypeScript source (tests) and compiled into
 * build/node/ (docs/decisions/009-typed-server-code.md).
 */
export function repositoryRoot(moduleUrl: string): string {
	let folder = path.dirname(fileURLToPath(moduleUrl))
	while (!fs.existsSync(path.join(folder, 'package.json'))) {
		const parent = path.dirname(folder)
		if (parent === folder) throw new Error(`No package.json above ${fileURLToPath(moduleUrl)}`)
		folder = parent
	}
	return folder
}
