// `npm test`: builds once, then runs every tier; exits non-zero on any failure.
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { repositoryRoot } from '../node-server/root.ts'
import { postgresAvailable } from '../tests/support/postgres.ts'
import { cleanTempRoot, prepareTemplate } from '../tests/support/server.ts'
import { ensureBuildBeside } from './site-build.ts'

const root = repositoryRoot(import.meta.url)
// Every process the tests start (the servers, vitest's and Playwright's workers, tsc, eslint) keeps V8's compiled
// code in one folder and reuses it: hundreds of processes load the same modules.
process.env.NODE_COMPILE_CACHE ??= path.join(root, 'node_modules/.cache/node-compile-cache')
const bin = (name: string) => path.join(root, 'node_modules/.bin', name)
const reports = path.join(root, 'tests/.tmp/reports')
const started = Date.now()
const callerStats = process.env.TEST_SERVER_STATS
/**
 * The checks and tiers still running: stopped when this run ends early (a failed check, a failed build). A build under
 * way finishes on its own, and what it writes is a whole build.
 */
const running = new Set<ChildProcess>()
process.on('exit', () => {
	for (const child of running) child.kill()
})

// The temp folder is cleaned here, once, rather than by each tier's global setup. Each tier's servers are counted in a
// file of its own (TEST_SERVER_STATS), printed in the summary.
cleanTempRoot()
fs.mkdirSync(reports, { recursive: true })
const serverStats = (name: string) => path.join(reports, `servers-${name}.jsonl`)
const prepared = { TEST_PREPARED: '1' }

/** What a tier counted, and the name and first line of the message of each test that failed. */
type Counts = { passed: number; failed: number; failures: string[] }
type Tier = {
	name: string
	command: string
	args: string[]
	report: string
	counts: (file: string) => Counts
	env?: Record<string, string>
}

const firstLine = (message: unknown) =>
	stripVTControlCharacters(String(message ?? ''))
		.trim()
		.split('\n')[0]!
		.slice(0, 240)
type VitestReport = {
	numPassedTests: number
	numFailedTests: number
	testResults: {
		name: string
		message?: string
		assertionResults: { status: string; fullName: string; failureMessages?: string[] }[]
	}[]
}
const vitestCounts = (file: string): Counts => {
	const r = JSON.parse(fs.readFileSync(file, 'utf8')) as VitestReport
	const failures = r.testResults.flatMap((f) => {
		const where = path.relative(root, f.name)
		const tests = f.assertionResults
			.filter((t) => t.status === 'failed')
			.map((t) => `${where} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`)
		// A file that failed outside any test (its set-up, an import) has no failed test to name.
		return tests.length || !f.message ? tests : [`${where}: ${firstLine(f.message)}`]
	})
	return { passed: r.numPassedTests, failed: r.numFailedTests, failures }
}
type PlaywrightSuite = {
	file: string
	suites?: PlaywrightSuite[]
	specs?: { title: string; line: number; tests: { status: string; results: { error?: { message?: string } }[] }[] }[]
}
const playwrightCounts = (file: string): Counts => {
	const { stats, suites } = JSON.parse(fs.readFileSync(file, 'utf8')) as {
		stats: { expected: number; flaky: number; unexpected: number }
		suites: PlaywrightSuite[]
	}
	const failures: string[] = []
	const walk = (suite: PlaywrightSuite) => {
		for (const spec of suite.specs ?? [])
			for (const test of spec.tests)
				if (test.status === 'unexpected')
					failures.push(`${suite.file}:${spec.line} › ${spec.title}: ${firstLine(test.results.at(-1)?.error?.message)}`)
		for (const inner of suite.suites ?? []) walk(inner)
	}
	for (const suite of suites) walk(suite)
	return { passed: stats.expected + stats.flaky, failed: stats.unexpected, failures }
}

/** A vitest tier: its arguments (the projects), its JSON report under `reports`. */
const vitestTier = (name: string, args: string[], report: string) => ({
	name,
	command: bin('vitest'),
	args: ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/${report}.json`],
	report: `${reports}/${report}.json`,
	counts: vitestCounts,
})

// The integration files run on the JSON store and, when a PostgreSQL can be started here, the files about storing
// things again with every record in PostgreSQL and every file in a bucket (tests/integration/both-stores.ts): one
// vitest run of both projects, which vitest runs one after the other, three files at a time (vitest.config.ts).
const postgres = postgresAvailable()
const unitTier: Tier = vitestTier('unit', ['--project', 'unit'], 'unit')
const integrationTier: Tier = {
	...vitestTier(
		postgres ? 'integration (both stores)' : 'integration',
		['--project', 'integration', ...(postgres ? ['--project', 'integration-postgres'] : []), '--maxWorkers=3'],
		'integration',
	),
	env: prepared,
}
const browserTier: Tier = {
	name: 'browser',
	command: bin('playwright'),
	args: ['test', '--reporter=list,json'],
	report: `${reports}/browser.json`,
	counts: playwrightCounts,
	env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/browser.json` },
}

type Result = Omit<Tier, 'counts'> & { ok: boolean; seconds: number; servers: string; counts: Counts }
const results: Result[] = []
const startTier = (tier: Tier, stdio: 'inherit' | 'buffer') => {
	fs.rmSync(tier.report, { force: true })
	const t0 = Date.now()
	const stats = serverStats(path.basename(tier.report, '.json'))
	return run([tier.command, ...tier.args], { ...process.env, ...tier.env, TEST_SERVER_STATS: stats }, stdio).then(
		({ status, output }) => {
			let counts: Counts = { passed: 0, failed: 0, failures: [] }
			try {
				counts = tier.counts(tier.report)
			} catch {
				// no report: the runner itself failed
			}
			const ok = status === 0 && counts.passed > 0
			const result: Result = {
				...tier,
				ok,
				counts: { ...counts, failed: ok ? counts.failed : Math.max(counts.failed, 1) },
				seconds: (Date.now() - t0) / 1000,
				servers: serversSummary(stats),
			}
			return { result, output }
		},
	)
}
// Static checks first: a layering or formatting slip is cheaper to read than a failed test. The three run side by
// side, beside the build (each is mostly one thread), their output printed in order once all are done. The unit tests
// need neither the build nor a server: they start at once too, and run on beside the demo template (one server drawing
// pictures, once the build is there) and the integration tier, their output held back and printed after it; so no core
// idles while the longest check ends (docs/architecture.md, "Tests"). The other tiers run one at a time, so no tier's
// waits and timeouts stretch under another's load.
const checks: [string, string[]][] = [
	['format', [bin('prettier'), '--check', '--log-level=warn', '.']],
	['lint', [bin('eslint'), '.']],
	['typecheck', [bin('tsc'), '-p', 'tsconfig.json', '--noEmit']],
]
const checking = Promise.all(checks.map(([, args]) => run(args, process.env, 'buffer')))
console.log(
	'=== unit tests (beside the checks, the build, the demo template and the integration tier; output below when done) ===',
)
const unit = startTier(unitTier, 'buffer')
const building = ensureBuildBeside()
const template = building.then(async () => {
	const started = Date.now()
	process.env.TEST_SERVER_STATS = serverStats('template')
	await prepareTemplate()
	return (Date.now() - started) / 1000
})
template.catch(() => {}) // awaited below, once the checks have been printed
const checked = await checking
for (const [i, [name]] of checks.entries()) {
	console.log(`=== ${name} ===`)
	process.stdout.write(checked[i]!.output)
	if (checked[i]!.status !== 0) {
		console.error(`${name} failed${name === 'format' ? ': run `npm run format`' : ''}`)
		console.log('0 passed, 1 failed')
		process.exit(1)
	}
}
await building
const checkedSeconds = (Date.now() - started) / 1000
const templateSeconds = await template
console.log(`\n=== ${integrationTier.name} tests ===`)
const integration = await startTier(integrationTier, 'inherit')
const unitDone = await unit
console.log(`\n=== unit tests (ran beside the checks, the build, the demo template and the integration tier) ===`)
process.stdout.write(unitDone.output)
results.push(unitDone.result, integration.result)
console.log(`\n=== ${browserTier.name} tests ===`)
results.push((await startTier(browserTier, 'inherit')).result)

console.log('\n=== summary ===')
const seeded = serversStarted(serverStats('template'))
console.log(`       ${'build and static checks'.padEnd(32)} (${checkedSeconds.toFixed(1)} s)`)
console.log(
	`       ${'demo template'.padEnd(32)} ${seeded ? 'seeded' : 'up to date'}, ${seeded} servers started (${templateSeconds.toFixed(1)} s)`,
)
for (const r of results) {
	console.log(
		`${r.ok ? 'ok    ' : 'FAILED'} ${r.name.padEnd(32)} ${r.counts.passed} passed, ${r.counts.failed} failed, ${r.servers} (${r.seconds.toFixed(1)} s)`,
	)
	// Named again here, at the end of a long log, where a reader of only its last lines finds them.
	for (const failure of r.counts.failures) console.log(`         ✗ ${failure}`)
}
const passed = results.reduce((n, r) => n + r.counts.passed, 0)
const failed = results.reduce((n, r) => n + r.counts.failed, 0)
// With TEST_SERVER_STATS named by the caller, every tier's lines are gathered there too (docs/architecture.md, "Tests").
if (callerStats)
	for (const file of fs.readdirSync(reports).filter((name) => name.startsWith('servers-')))
		fs.appendFileSync(callerStats, fs.readFileSync(path.join(reports, file)))
console.log(`total time ${((Date.now() - started) / 1000).toFixed(1)} s`)
console.log(`${passed} passed, ${failed} failed`)
process.exit(results.every((r) => r.ok) ? 0 : 1)

/** How many test servers a tier started: the lines its servers wrote to its TEST_SERVER_STATS file. */
function serversStarted(file: string) {
	return serverLines(file).length
}

/** The lines of a TEST_SERVER_STATS file (tests/support/server.ts, startStats). */
function serverLines(file: string): { store?: string }[] {
	if (!fs.existsSync(file)) return []
	return fs
		.readFileSync(file, 'utf8')
		.split('\n')
		.filter(Boolean)
		.map((line) => JSON.parse(line) as { store?: string })
}

/** "N servers started", and how many of them kept their records in PostgreSQL when some did. */
function serversSummary(file: string) {
	const lines = serverLines(file)
	const onPostgres = lines.filter((line) => line.store === 'postgres').length
	return `${lines.length} servers started${onPostgres ? ` (${onPostgres} on PostgreSQL and S3)` : ''}`
}

/** Runs a command; with 'buffer', its output (stdout and stderr together) is kept to print later. */
function run(args: string[], env: NodeJS.ProcessEnv, stdio: 'inherit' | 'buffer') {
	const [command, ...rest] = args
	return new Promise<{ status: number | null; output: string }>((resolve) => {
		const child = spawn(command!, rest, { cwd: root, env, stdio: stdio === 'inherit' ? 'inherit' : 'pipe' })
		running.add(child)
		let output = ''
		child.stdout?.on('data', (chunk) => (output += chunk))
		child.stderr?.on('data', (chunk) => (output += chunk))
		child.on('error', (error) => resolve({ status: 1, output: output + String(error) }))
		child.on('close', (status) => {
			running.delete(child)
			resolve({ status, output })
		})
	})
}
