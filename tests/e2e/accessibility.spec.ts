import { type Page } from '@playwright/test'
import { expect, loginAsAdmin, test } from './fixtures.ts'
import { axeViolations } from './axe.ts'

/** Automated WCAG 2.1 A/AA checks on every kind of page a visitor or staff member sees. */
const PUBLIC_PAGES = [
	'/',
	'/exhibitions',
	'/exhibition/colour-as-place',
	'/artists',
	'/artist/amara-okafor',
	'/collection',
	'/artwork/morning-field',
	'/artwork/morning-field/image/2',
	'/fair/frieze-london',
	'/about',
	'/contact',
	'/no-such-page',
]
const ADMIN_PAGES = [
	'/admin/exhibitions',
	'/admin/exhibitions/new',
	'/admin/artists',
	'/admin/artists/new',
	'/admin/artworks',
	'/admin/artworks/new',
	'/admin/artworks/1/edit',
	'/admin/images/9',
	'/admin/newsletter',
	'/admin/newsletter/campaigns',
	'/admin/newsletter/campaigns/new',
	'/admin/newsletter/readers',
	'/admin/pages?tab=home',
	'/admin/pages?tab=about',
	'/admin/pages?tab=contact',
	'/admin/pages/home/history',
	'/admin/pages/identity/history',
	'/admin/users',
	'/admin/users?new',
	'/admin/password',
	'/admin/activity',
	'/admin/checks',
	'/admin/backup',
	'/admin/import',
	'/admin/viewing-rooms',
	'/admin/viewing-rooms/new',
	'/admin/contacts',
	'/admin/contacts/new',
	'/admin/contacts/1',
	'/admin/contacts/1/edit',
	'/admin/contacts/1/merge?q=e',
	'/admin/contacts/1/merge?from=2',
	'/admin/fairs',
	'/admin/fairs/new',
	'/admin/fairs/1/checklist',
]

// The back office's backups page lists the backup a server writes at its start.
test.use({ dailyBackup: true })

/** Opens each page in turn in the one browser page and runs axe on it; a failure names its page. */
async function checkPages(page: Page, paths: string[]) {
	for (const path of paths) {
		await test.step(path, async () => {
			await page.goto(path)
			expect
				.soft(await axeViolations(page), `${path} has no automatically detectable accessibility violations`)
				.toEqual([])
		})
	}
}

// Pages are checked in batches in one page and one sign-in: a navigation and an axe run each, nothing more
// (docs/architecture.md, "Tests").
test('every public page, and the admin login, has no automatically detectable accessibility violations', async ({
	page,
}) => {
	test.setTimeout(240_000)
	await checkPages(page, [...PUBLIC_PAGES, '/admin'])
})

const half = Math.ceil(ADMIN_PAGES.length / 2)
for (const [name, paths] of [
	['first', ADMIN_PAGES.slice(0, half)],
	['second', ADMIN_PAGES.slice(half)],
] as const) {
	test(`the ${name} half of the back office has no automatically detectable accessibility violations`, async ({
		page,
	}) => {
		test.setTimeout(240_000)
		await loginAsAdmin(page)
		await checkPages(page, paths)
	})
}

test('the import check, with its table of rows, has no automatically detectable accessibility violations', async ({
	page,
}) => {
	await loginAsAdmin(page)
	await page.goto('/admin/import')
	await page.getByLabel('CSV file (required)').setInputFiles({
		name: 'works.csv',
		mimeType: 'text/csv',
		buffer: Buffer.from('title,artist,price\nAxe Study,Noor Haddad,100\nAxe Refused,Noor Haddad,"1.200,50"\n'),
	})
	await page.getByRole('button', { name: 'Check the import' }).click()
	await expect(page.locator('[data-import-counts]')).toHaveText('1 to create, 0 to update, 1 refused.')
	expect(await axeViolations(page)).toEqual([])
})

test("the artwork form's Registrar group, opened with entries in its lists, has no automatically detectable accessibility violations", async ({
	page,
}) => {
	await loginAsAdmin(page)
	await page.goto('/admin/artworks/1/edit')
	// The demo's first work has a registrar's record, so its group opens by itself; its location history shows.
	await expect(page.getByTestId('registrar-fields')).toHaveAttribute('open', '')
	await expect(page.getByTestId('location-history')).toBeVisible()
	// One more entry in each list, as the rows show them once scripts run.
	for (const list of ['Provenance', 'Exhibition History', 'Literature']) {
		const group = page.getByRole('group', { name: list })
		await group.getByRole('button', { name: 'Add entry' }).click()
		await group.getByRole('textbox').last().fill(`${list} entry`)
	}
	expect.soft(await axeViolations(page), 'the opened Registrar group').toEqual([])
})

test("an edition's impressions and a work's consignment in the artwork form, and the edition's public page, have no automatically detectable accessibility violations", async ({
	page,
}) => {
	await loginAsAdmin(page)
	// The demo's River Bend (9) is sold by the impression; Soft Wall (8) is on consignment.
	await page.goto('/admin/artworks/9/edit')
	await expect(page.getByTestId('impression')).toHaveCount(14)
	expect.soft(await axeViolations(page), 'the impressions table').toEqual([])
	await page.goto('/admin/artworks/8/edit')
	await expect(page.getByTestId('consignment-fields')).toHaveAttribute('open', '')
	expect.soft(await axeViolations(page), 'the opened Consignment group').toEqual([])
	await page.goto('/admin/exhibitions')
	await expect(page.getByTestId('consignment-due-back')).not.toHaveCount(0)
	expect.soft(await axeViolations(page), "the landing page's Due back list").toEqual([])
	await page.goto('/artwork/river-bend')
	await expect(page.getByText('Edition of 12 + 2 AP · 8 available')).toBeVisible()
	expect.soft(await axeViolations(page), "the edition's public page").toEqual([])
})
