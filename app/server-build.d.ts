// The server build as React Router's Vite plugin makes it (app/entry.server.tsx reads its routes).
declare module 'virtual:react-router/server-build' {
	import { type ServerBuild } from 'react-router'
	export const routes: ServerBuild['routes']
}
