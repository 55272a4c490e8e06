import { buildOnce } from '../support/build.ts'
import { cleanTempRoot, prepareTemplate } from '../support/server.ts'

const prepared = globalThis as typeof globalThis & { __integrationPrepared?: Promise<void> }

/**
 * The build, a clean `tests/.tmp` and the demo template, once per run whichever integration projects run (both
 * projects' global setups call it). npm test does the cleaning and seeding itself before it starts this tier
 * (`TEST_PREPARED=1`, scripts/test.ts).
 */
export function prepareIntegration(): Promise<void> {
	return (prepared.__integrationPrepared ??= (async () => {
		buildOnce()
		if (process.env.TEST_PREPARED === '1') return
		cleanTempRoot()
		await prepareTemplate()
	})())
}

export default async function setup() {
	await prepareIntegration()
}
