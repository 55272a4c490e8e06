import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The docs name files a newcomer will open: every backticked path in `docs/`
 * and `README.md` that starts with one of the repository's own top-level
 * folders or files must exist. Patterns (`*`, `{…}`, `<…>`, `…`) and paths
 * that are not the repository's (URLs, `DATA_DIR/...`) are not checked.
 */
const ROOT = path.resolve(import.meta.dirname, '../..')
// Folders the site makes at run time (`data/`, `uploads/`, `build/`...) are ignored by git: a path in them is an
// example, and whether it exists depends on whether the site has run in this clone.
const IGNORED = new Set(
	fs
		.readFileSync(path.join(ROOT, '.gitignore'), 'utf8')
		.split('\n')
		.map((line) => line.trim().replace(/^\//, '').replace(/\/$/, ''))
		.filter((line) => line && !line.startsWith('#')),
)
const TOP_LEVEL = new Set(
	fs.readdirSync(ROOT).filter((name) => name !== 'node_modules' && !name.startsWith('.') && !IGNORED.has(name)),
)

function docs() {
	const files = ['README.md']
	const walk = (dir: string) => {
		for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
			const rel = path.join(dir, entry.name)
			if (entry.isDirectory()) walk(rel)
			else if (entry.name.endsWith('.md')) files.push(rel)
		}
	}
	walk('docs')
	return files
}

/** The repository paths a Markdown text names in backticks. */
export function repositoryPaths(markdown: string): string[] {
	const paths = new Set<string>()
	for (const [, raw] of markdown.matchAll(/`([^`\n]+)`/g)) {
		const candidate = raw!.trim().replace(/[.,:;]$/, '')
		if (/[*{}<>…\s]|\.\.\./.test(candidate)) continue
		const first = candidate.split('/')[0]!
		if (!TOP_LEVEL.has(first)) continue
		// A git-ignored folder below the top level (`tests/.tmp`, made by the integration tests) is like the ones above.
		if ([...IGNORED].some((ignored) => candidate === ignored || candidate.startsWith(`${ignored}/`))) continue
		paths.add(candidate)
	}
	return [...paths]
}

describe('paths named in the docs', () => {
	it('finds the paths it is meant to check, and only those', () => {
		expect(
			repositoryPaths(
				'See `app/server/throttle.server.ts`, `server.ts`, `docs/api.md`, `app/routes/api.*.ts`, `/api/files/{id}`, `DATA_DIR/store/`, `tests/.tmp/template` and `npm start`.',
			),
		).toEqual(['app/server/throttle.server.ts', 'server.ts', 'docs/api.md'])
	})

	for (const file of docs()) {
		it(`every repository path in ${file} exists`, () => {
			const missing = repositoryPaths(fs.readFileSync(path.join(ROOT, file), 'utf8')).filter(
				(name) => !fs.existsSync(path.join(ROOT, name)),
			)
			expect(missing).toEqual([])
		})
	}
})
