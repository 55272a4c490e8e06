// The one plain JavaScript file among the server and the scripts: Node 20 cannot run TypeScript, so this
// compiles a TypeScript entry (with what it imports from the repository) into build/node/ with esbuild, then
// runs it in this process as if Node had been given the compiled file (see docs/decisions/009-typed-server-code.md).
//
//   node scripts/node.js scripts/start.ts [arguments...]
//
// Packages stay imports of node_modules; only the repository's own files are bundled.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

// Without worker threads esbuild's synchronous API runs its binary once per call, instead of keeping a thread and a
// service process alive beside the script for as long as it runs.
const workerThreads = process.env.ESBUILD_WORKER_THREADS
process.env.ESBUILD_WORKER_THREADS = '0'
const { default: esbuild } = await import('esbuild')
if (workerThreads === undefined) delete process.env.ESBUILD_WORKER_THREADS
else process.env.ESBUILD_WORKER_THREADS = workerThreads

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const OUT_DIR = path.join(root, 'build/node')

/**
 * Compiles `entry` (a .ts file, absolute or relative to the repository) into build/node/ under the same relative
 * path with a .js extension, and answers the compiled file's path. The file is written under a temporary name and
 * renamed, so that two processes compiling the same entry at once never run a half-written file.
 */
export function compileForNode(entry) {
	const source = path.resolve(root, entry)
	const relative = path.relative(root, source)
	if (relative.startsWith('..') || !relative.endsWith('.ts'))
		throw new Error(`Not a TypeScript file of the repository: ${entry}`)
	const outfile = path.join(OUT_DIR, relative.replace(/\.ts$/, '.js'))
	const result = esbuild.buildSync({
		entryPoints: [source],
		outfile,
		bundle: true,
		packages: 'external',
		platform: 'node',
		format: 'esm',
		target: 'node20',
		write: false,
		logLevel: 'warning',
		banner: { js: `// Compiled from ${relative} by scripts/node.js: edit the TypeScript source, not this file.` },
	})
	const [output] = result.outputFiles
	fs.mkdirSync(path.dirname(outfile), { recursive: true })
	const temporary = `${outfile}.${process.pid}.tmp`
	fs.writeFileSync(temporary, output.contents)
	fs.renameSync(temporary, outfile)
	return outfile
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
	const entry = process.argv[2]
	if (!entry) {
		console.error('Usage: node scripts/node.js FILE.ts [arguments...]')
		process.exit(2)
	}
	const compiled = compileForNode(entry)
	// The compiled script sees the arguments Node would have given it: `node build/node/… [arguments...]`.
	process.argv.splice(1, 2, compiled)
	await import(pathToFileURL(compiled).href)
}
