import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const APP = path.resolve(import.meta.dirname, '..')

function sources(folder: string): string[] {
	return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
		const full = path.join(folder, entry.name)
		if (entry.isDirectory()) return sources(full)
		return /\.tsx?$/.test(entry.name) && !/\.(server|test)\.tsx?$/.test(entry.name) ? [full] : []
	})
}

describe('zod in the browser', () => {
	it('is imported through #app/utils/zod.ts (jitless) by every module the browser may load', () => {
		const direct = ['schemas', 'utils', 'components', 'routes']
			.flatMap((folder) => sources(path.join(APP, folder)))
			.filter((file) => !file.endsWith(path.join('utils', 'zod.ts')))
			.filter((file) => /^import \{(?! type )[^}]*\} from 'zod'/m.test(fs.readFileSync(file, 'utf8')))
		expect(direct.map((file) => path.relative(APP, file))).toEqual([])
	})
})
