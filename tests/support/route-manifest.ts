import path from 'node:path'
import { type RouteConfigEntry } from '@react-router/dev/routes'
import { type ServerBuild } from 'react-router'
import { routeRulesOf } from '#app/server/route-rules.server.ts'

const APP = path.resolve(import.meta.dirname, '../../app')
type Manifest = ServerBuild['routes']

/**
 * The app's route manifest as the server build has it (`build.routes`: id, parentId, path, index and the module),
 * made from the sources, `app/routes.ts` read as the router's Vite plugin reads it, for unit tests that read route
 * rules (app/server/route-rules.server.ts) without a build. Importing every route module takes seconds, so only
 * the modules of the routes that answer `paths` are imported; the others have an empty module.
 */
export async function routeManifestFor(paths: readonly string[]): Promise<Manifest> {
	// What the router's Vite plugin sets before it reads app/routes.ts (`flatRoutes` asks for it).
	;(globalThis as { __reactRouterAppDirectory?: string }).__reactRouterAppDirectory = APP
	const config = (await import('#app/routes.ts')).default as RouteConfigEntry[]
	const manifest: Manifest = { root: { id: 'root', path: '', module: {} } as Manifest[string] }
	const files = new Map<string, string>()
	const add = (entries: RouteConfigEntry[], parentId: string) => {
		for (const entry of entries) {
			const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, '')
			files.set(id, entry.file)
			const route = { id, parentId, path: entry.path, index: entry.index, caseSensitive: entry.caseSensitive }
			manifest[id] = { ...route, module: {} } as Manifest[string]
			if (entry.children) add(entry.children, id)
		}
	}
	add(config, 'root')
	const rules = routeRulesOf(manifest)
	const ids = new Set(paths.flatMap((p) => rules.at(p)?.id ?? []))
	for (const id of ids) {
		const module = await import(/* @vite-ignore */ path.join(APP, files.get(id)!))
		manifest[id] = { ...manifest[id]!, module }
	}
	return manifest
}
