// The server build as React Router's Vite plugin makes it (app/entry.server.tsx reads its routes).
declare module 'virtual:react-router/server-build' {
	import { type ServerBuild } from 'react-router'
	export const routes: ServerBuild['routes']
}

// Each language's strings module in the browser's build, by language (vite.config.ts, `stringsModules`).
declare module 'virtual:strings-modules' {
	const modules: Partial<Record<string, string>>
	export default modules
}
