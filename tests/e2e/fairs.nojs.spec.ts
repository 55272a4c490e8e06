import { expectToast } from './admin-helpers.ts'
import { emptyFair, shareWorks } from './fairs-helpers.ts'
import { expect, loginAsAdmin, test } from './fixtures.ts'
import { screenshot, screenshotsAtBothWidths, screenshotsWanted } from './screens.ts'

/**
 * A fair's checklist without JavaScript (docs/admin.md, 'Art fairs'): works found with the search form, added,
 * ordered with Move up / Move down, noted, locked, and the changes after the lock listed with who and when.
 */
test.use({ serverGroup: 'fairs-nojs' })

test('staff pick, order, note and lock a checklist with plain form posts', async ({ page, request, server }) => {
	const { fair, works } = await emptyFair(request, 'Liste Basel')
	const [first, second] = works as [(typeof works)[number], (typeof works)[number]]
	await loginAsAdmin(page)
	await page.goto('/admin/fairs')
	await expect(page.getByRole('heading', { name: 'Liste Basel' })).toBeVisible()
	await page.getByRole('link', { name: 'Checklist of Liste Basel' }).click()
	await expect(page.getByRole('heading', { name: 'Checklist: Liste Basel' })).toBeVisible()
	for (const work of [first, second]) {
		await page.getByLabel('Search artworks').fill(work.title)
		await page.getByRole('button', { name: 'Search' }).click()
		await page.getByRole('button', { name: `Add ${work.title}`, exact: true }).click()
		await expectToast(page, 'Work added')
	}
	const order = () => page.locator('[data-work]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-work')))
	expect(await order()).toEqual([String(first.id), String(second.id)])

	await page.locator(`#work-${first.id}-note`).fill('Crate 1, north wall')
	await page.getByRole('button', { name: `Move down ${first.title}` }).click()
	await expectToast(page, 'Work moved down')
	expect(await order()).toEqual([String(second.id), String(first.id)])
	await expect(page.locator(`#work-${first.id}-note`)).toHaveValue('Crate 1, north wall')

	await page.getByRole('button', { name: 'Lock checklist' }).click()
	await expectToast(page, 'Checklist locked')
	await expect(page.getByText('Nothing has changed since.')).toBeVisible()
	await page.getByRole('button', { name: `Move up ${first.title}` }).click()
	await expectToast(page, 'Work moved up')
	expect(await order()).toEqual([String(first.id), String(second.id)])
	await expect(page.getByText('Order changed')).toBeVisible()
	await expect(page.getByText(/— admin, /)).toBeVisible()
	await expect(page.getByText('Works', { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText('2')
	const stored = server.readDb().fairs.find((f: { id: number }) => f.id === fair.id)
	expect(stored.works).toEqual([
		{ artwork_id: first.id, note: 'Crate 1, north wall' },
		{ artwork_id: second.id, note: '' },
	])
	if (screenshotsWanted)
		for (const width of [1440, 390]) {
			await page.setViewportSize({ width, height: 900 })
			await screenshot(page, `fairs-nojs-checklist-${width}`)
			await page.goto('/admin/fairs')
			await screenshot(page, `fairs-nojs-list-${width}`)
			await page.goto(`/admin/fairs/${fair.id}/edit`)
			await screenshot(page, `fairs-nojs-form-${width}`)
			await page.goto(`/admin/fairs/${fair.id}/checklist`)
		}
})

test('a visitor asks for an appointment on a day of the fair, and another day is refused beside the field', async ({
	page,
	request,
	server,
}) => {
	const { fair, works } = await emptyFair(request, 'Frieze Masters')
	await shareWorks(request, fair.id, works)
	await page.goto(`/fair/${fair.slug}`)
	await expect(page.getByRole('heading', { level: 1, name: 'Frieze Masters' })).toBeVisible()
	await expect(page.getByText('Messe Basel, Basel')).toBeVisible()
	await expect(page.getByText('Booth B7')).toBeVisible()
	const form = page.locator('#request-appointment')
	await form.getByLabel('Name *').fill('Ines Collector')
	await form.getByLabel('Email *').fill('ines@example.com')
	await form.getByLabel('Preferred day *').fill('2099-06-20')
	const before = server.readDb().enquiries.length
	await form.getByRole('button', { name: 'Request an appointment' }).click()
	await expect(form.getByText('Please choose a day of the fair, June 12, 2099 to June 15, 2099')).toBeVisible()
	await expect(form.getByLabel('Preferred day *')).toHaveAttribute('aria-invalid', 'true')
	await expect(form.getByLabel('Name *')).toHaveValue('Ines Collector')
	expect(server.readDb().enquiries.length).toBe(before)
	await screenshotsAtBothWidths(page, 'fairs-nojs-fair-page-refused')
	await form.getByLabel('Preferred day *').fill('2099-06-13')
	await form.getByRole('button', { name: 'Request an appointment' }).click()
	await expect(page.getByText('Request sent')).toBeVisible()
	expect(server.readDb().enquiries.at(-1)).toMatchObject({
		kind: 'appointment',
		fair_id: fair.id,
		preferred_date: '2099-06-13',
	})
	if (screenshotsWanted) {
		await page.goto('/exhibitions')
		await screenshotsAtBothWidths(page, 'fairs-nojs-exhibitions')
	}
})
