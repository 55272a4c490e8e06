import fs from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

/**
 * CHROMIUM_PATH, else Debian's headless shell, else Debian's chromium, else Playwright's own browser (README.md,
 * "Requirements"). The headless shell is the same Blink and V8 without the desktop browser around them: a test costs
 * it less than half the CPU the whole browser spends (3.2 s against 7.1 s for one axe walk of 17 pages). But it moves
 * its pointer over a page once the page is laid out, a `pointermove` no visitor made, which starts a public page's
 * scripts (DeferredScripts): the tests of what a page does before the visitor's first act run in the whole browser.
 */
function chromiumPath({ whole = false } = {}) {
	if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
	const candidates = whole ? ['/usr/bin/chromium'] : ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium']
	return candidates.find((path) => fs.existsSync(path))
}

const args = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
	'--no-first-run',
	'--disable-quic',
]
const launchOptions = { executablePath: chromiumPath(), args }
const FIRST_ACT = /first-act.*\.spec\.ts$/

export default defineConfig({
	testDir: 'tests/e2e',
	globalSetup: './tests/e2e/global-setup.ts',
	fullyParallel: false,
	// Four workers on a 2-core machine: each has its own server and data folder, and a browser test mostly waits
	// (for a page, a hydration, a slideshow's turn), so more workers fill the time two leave idle: the tier took 340 s
	// with three where it took 425 s with two (132 tests), and in the headless shell 308 s with four where it took
	// 373 s with three (161 tests, fresh clones on the same afternoon).
	workers: 4,
	retries: process.env.CI ? 1 : 0,
	// Long journeys (add, edit, hide, delete) need room on a busy 2-core machine.
	timeout: 90_000,
	expect: { timeout: 8_000 },
	reporter: process.env.CI ? [['list']] : [['list']],
	use: {
		...devices['Desktop Chrome'],
		launchOptions,
		// Recording a trace of every test slows each by a tenth or more; a retry (CI) records one, and a failing file
		// run again with --trace=on records its own (docs/architecture.md, "Tests").
		trace: 'on-first-retry',
	},
	projects: [
		{ name: 'chromium', testIgnore: [/\.nojs\.spec\.ts$/, FIRST_ACT] },
		{
			name: 'first-act',
			testMatch: FIRST_ACT,
			use: { launchOptions: { executablePath: chromiumPath({ whole: true }), args } },
		},
		{ name: 'no-js', testMatch: /\.nojs\.spec\.ts$/, use: { javaScriptEnabled: false } },
	],
})
