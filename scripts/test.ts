// `npm test`: builds once, then runs every tier; exits non-zero on any failure.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { repositoryRoot } from '../server/root.ts'
import { JSON_STORE_ONLY } from '../tests/integration/json-store-only.ts'
import { postgresAvailable } from '../tests/support/postgres.ts'
import { ensureBuild } from './site-build.ts'

const root = repositoryRoot(import.meta.url)
const bin = (name: string) => path.join(root, 'node_modules/.bin', name)
const reports = path.join(root, 'tests/.tmp/reports')
const started = Date.now()

// Static checks first: they are quick, and a layering or formatting slip is cheaper to read than a failed test.
const checks: [string, string[]][] = [
	['format', [bin('prettier'), '--check', '--log-level=warn', '.']],
	['lint', [bin('eslint'), '.']],
	['typecheck', [bin('tsc'), '-p', 'tsconfig.json', '--noEmit']],
]
for (const [name, args] of checks) {
	console.log(`=== ${name} ===`)
	const [command, ...rest] = args
	const result = spawnSync(command!, rest, { cwd: root, stdio: 'inherit' })
	if (result.status !== 0) {
		console.error(`${name} failed${name === 'format' ? ': run `npm run format`' : ''}`)
		console.log('0 passed, 1 failed')
		process.exit(1)
	}
}

ensureBuild()
fs.mkdirSync(reports, { recursive: true })

type Counts = { passed: number; failed: number }
type Tier = {
	name: string
	command: string
	args: string[]
	report: string
	counts: (file: string) => Counts
	env?: Record<string, string>
}

const vitestCounts = (file: string): Counts => {
	const r = JSON.parse(fs.readFileSync(file, 'utf8'))
	return { passed: r.numPassedTests, failed: r.numFailedTests }
}
const playwrightCounts = (file: string): Counts => {
	const { stats } = JSON.parse(fs.readFileSync(file, 'utf8'))
	return { passed: stats.expected + stats.flaky, failed: stats.unexpected }
}

const tiers: Tier[] = [
	{
		name: 'unit',
		command: bin('vitest'),
		args: [
			'run',
			'--project',
			'unit',
			'--reporter=default',
			'--reporter=json',
			`--outputFile.json=${reports}/unit.json`,
		],
		report: `${reports}/unit.json`,
		counts: vitestCounts,
	},
	{
		name: 'integration',
		command: bin('vitest'),
		args: [
			'run',
			'--project',
			'integration',
			'--reporter=default',
			'--reporter=json',
			`--outputFile.json=${reports}/integration.json`,
		],
		report: `${reports}/integration.json`,
		counts: vitestCounts,
	},
	// The same integration tests with every record in PostgreSQL (one throwaway cluster), when one can be started here.
	...(postgresAvailable()
		? [
				{
					name: 'integration (PostgreSQL)',
					command: bin('vitest'),
					args: [
						'run',
						'--project',
						'integration',
						...JSON_STORE_ONLY.flatMap(({ file }) => ['--exclude', `tests/integration/${file}`]),
						'--reporter=default',
						'--reporter=json',
						`--outputFile.json=${reports}/integration-postgres.json`,
					],
					report: `${reports}/integration-postgres.json`,
					counts: vitestCounts,
					env: { TEST_STORE: 'postgres' },
				},
			]
		: []),
	{
		name: 'browser',
		command: bin('playwright'),
		args: ['test', '--reporter=list,json'],
		report: `${reports}/browser.json`,
		counts: playwrightCounts,
		env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/browser.json` },
	},
]

const results: (Omit<Tier, 'counts'> & { ok: boolean; seconds: number; counts: Counts })[] = []
for (const tier of tiers) {
	console.log(`\n=== ${tier.name} tests ===`)
	fs.rmSync(tier.report, { force: true })
	const t0 = Date.now()
	const result = spawnSync(tier.command, tier.args, {
		cwd: root,
		stdio: 'inherit',
		env: { ...process.env, ...tier.env },
	})
	let counts = { passed: 0, failed: 0 }
	try {
		counts = tier.counts(tier.report)
	} catch {
		// no report: the runner itself failed
	}
	const ok = result.status === 0 && counts.passed > 0
	results.push({
		...tier,
		ok,
		counts: { passed: counts.passed, failed: ok ? counts.failed : Math.max(counts.failed, 1) },
		seconds: (Date.now() - t0) / 1000,
	})
}

console.log('\n=== summary ===')
for (const r of results) {
	console.log(
		`${r.ok ? 'ok    ' : 'FAILED'} ${r.name.padEnd(24)} ${r.counts.passed} passed, ${r.counts.failed} failed (${r.seconds.toFixed(1)} s)`,
	)
}
const passed = results.reduce((n, r) => n + r.counts.passed, 0)
const failed = results.reduce((n, r) => n + r.counts.failed, 0)
console.log(`total time ${((Date.now() - started) / 1000).toFixed(1)} s`)
console.log(`${passed} passed, ${failed} failed`)
process.exit(results.every((r) => r.ok) ? 0 : 1)
