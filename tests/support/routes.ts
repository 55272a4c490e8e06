import fs from 'node:fs'
import path from 'node:path'
import { ROOT } from './server.ts'

/**
 * The route modules of one surface folder (`app/routes/admin`, `app/routes/api`),
 * read from the files themselves so that a new route is checked without anyone
 * remembering to list it. Folder routes count by their `route.tsx`.
 */
export type RouteFile = { file: string; name: string; url: string; hasLoader: boolean; hasAction: boolean }

export function routeFiles(surface: 'admin' | 'api' | 'public'): RouteFile[] {
	const folder = path.join(ROOT, 'app/routes', surface)
	return fs
		.readdirSync(folder, { withFileTypes: true })
		.flatMap((entry) => {
			if (entry.isDirectory()) {
				const route = ['route.tsx', 'route.ts'].find((f) => fs.existsSync(path.join(folder, entry.name, f)))
				return route ? [{ name: entry.name, file: path.join(folder, entry.name, route) }] : []
			}
			return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
				? [{ name: entry.name.replace(/\.tsx?$/, ''), file: path.join(folder, entry.name) }]
				: []
		})
		.map(({ name, file }) => {
			const source = fs.readFileSync(file, 'utf8')
			const exported = (fn: string) =>
				new RegExp(`export (async )?function ${fn}\\b|export (const|let) ${fn}\\b|export \\{[^}]*\\b${fn}\\b`).test(
					source,
				)
			return { file, name, url: urlOf(name), hasLoader: exported('loader'), hasAction: exported('action') }
		})
}

/**
 * `admin.artists.$id.edit` → `/admin/artists/1/edit`; `admin.artists._index` → `/admin/artists?index`;
 * an escaped dot stays a dot (`admin.artworks.$id.tear-sheet[.]pdf` → `/admin/artworks/1/tear-sheet.pdf`);
 * `admin.pages_.$part.history` → `/admin/pages/1/history`.
 */
function urlOf(name: string) {
	// the router's escaped dot (`export[.]csv`) stays inside its segment.
	const segments = name.split(/\.(?![^[]*\])/).map((s) => s.replace(/\[\.\]/g, '.'))
	const index = segments.at(-1) === '_index'
	const parts = segments
		.filter((s) => s !== '_index' && !s.startsWith('_'))
		// A trailing underscore (`admin.pages_.$part.history`) only keeps the route out of its parent's layout.
		.map((s) => s.replace(/_$/, ''))
		.map((s) => (s === '$' ? 'anything' : s.startsWith('$') ? '1' : s.replace(/\[([^\]]*)\]/g, '$1')))
	return `/${parts.join('/')}${index ? '?index' : ''}`
}
