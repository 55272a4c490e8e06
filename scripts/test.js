// `npm test`: builds once, then runs every tier; exits non-zero on any failure.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureBuild } from './start.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name) => path.join(root, 'node_modules/.bin', name)
const started = Date.now()

ensureBuild()

const tiers = [
	['unit', bin('vitest'), ['run', '--project', 'unit']],
	['integration', bin('vitest'), ['run', '--project', 'integration']],
	['browser', bin('playwright'), ['test']],
]
const results = []
for (const [name, command, args] of tiers) {
	console.log(`\n=== ${name} tests ===`)
	const t0 = Date.now()
	const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env })
	results.push({ name, ok: result.status === 0, seconds: (Date.now() - t0) / 1000 })
}
console.log('\n=== summary ===')
for (const r of results) console.log(`${r.ok ? 'passed' : 'FAILED'}  ${r.name} (${r.seconds.toFixed(1)} s)`)
console.log(`total ${((Date.now() - started) / 1000).toFixed(1)} s`)
process.exit(results.every((r) => r.ok) ? 0 : 1)
