import { StartupError } from '#app/data/errors.ts'

/**
 * Whether a Node.js version (`v24.21.0` or `24.21.0`) is one the server may run on: 22.22 or newer, React Router 8's
 * floor and a release line that still gets security fixes (contract section 1; Node.js 20 ended on 30 April 2026).
 */
export function maintainedNode(version: string): boolean {
	const [major = 0, minor = 0] = version.replace(/^v/, '').split('.').map(Number)
	return major > 22 || (major === 22 && minor >= 22)
}

/**
 * Refuses to start on an end-of-life Node.js: a server on the public internet gets no security fixes there. `npm start`
 * and `npm run serve` run on the Node.js 24 that `npm install` brings (the `node` package), whatever the machine's own.
 */
export function refuseEndOfLifeNode(version = process.version) {
	if (maintainedNode(version)) return
	throw new StartupError(
		`Node.js ${version} is past its end of life. Start the server with npm start or npm run serve (they run on the Node.js 24 that npm install brought), or with Node.js 22.22 or newer`,
	)
}
