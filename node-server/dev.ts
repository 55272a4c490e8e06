// Development (`npm run dev`): the same server as in production, with the app made by Vite in middleware mode
// from the sources (the React Router `node-custom-server` template's pattern), so that security headers, the
// cross-site check, body limits, background jobs and start-up errors are there while developing.
import type { ViteDevServer } from 'vite'
import type { GalleryServerBuild } from './build.ts'

export type DevelopmentBuild = {
	/** Vite in middleware mode: its `middlewares` serve the browser's modules, styles and public files. */
	vite: ViteDevServer
	/** The server build as the sources are now: each change is picked up by the next request. */
	build: () => Promise<GalleryServerBuild>
}

export async function loadDevelopmentBuild(root: string): Promise<DevelopmentBuild> {
	// Vite is a development dependency: production never loads it.
	const { createServer } = await import('vite')
	const vite = await createServer({ root, server: { middlewareMode: true }, appType: 'custom' })
	return {
		vite,
		build: async () => (await vite.ssrLoadModule('virtual:react-router/server-build')) as GalleryServerBuild,
	}
}
