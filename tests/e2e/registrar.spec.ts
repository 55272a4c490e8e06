import { expect, loginAsAdmin, test } from './fixtures.ts'

test.use({ serverGroup: 'admin' })

/**
 * The registrar's lists in the artwork form with JavaScript (docs/admin.md, 'The registrar's record'): entries
 * added, marked public or not, moved and removed as rows; the public page lists the public ones in that order.
 * Without JavaScript the same lists are a textarea of one entry a line (tests/integration/registrar.test.ts).
 */
test('adds, marks, reorders and removes provenance entries as rows, and the public page follows', async ({
	page,
	server,
}) => {
	const work = server
		.readDb()
		.artworks.filter((a: { is_visible: boolean }) => a.is_visible)
		.at(-1)
	await loginAsAdmin(page)
	// A new work's group is closed until opened.
	await page.goto('/admin/artworks/new')
	await expect(page.getByLabel('Stock number')).toBeHidden()
	await page.getByTestId('registrar-fields').locator('summary').click()
	await expect(page.getByLabel('Stock number')).toBeVisible()
	// The demo's works have a registrar's record (a stock number, a place in the store): their group is open.
	await page.goto(`/admin/artworks/${work.id}/edit`)
	await expect(page.getByTestId('registrar-fields')).toHaveAttribute('open', '')
	const provenance = page.getByRole('group', { name: 'Provenance' })
	const existing = await provenance.getByRole('textbox').count()
	for (const text of ['First owner', 'Private owner', 'The artist']) {
		await provenance.getByRole('button', { name: 'Add entry' }).click()
		await provenance.getByRole('textbox').last().fill(text)
	}
	// Whatever the demo gave it goes first: the list is only these.
	for (let i = 0; i < existing; i++) await provenance.getByRole('button', { name: 'Remove Provenance entry 1' }).click()
	await provenance.getByRole('listitem').nth(1).getByRole('checkbox', { name: 'Public' }).uncheck()
	// The artist first: moved up twice; then the first owner removed.
	await provenance.getByRole('button', { name: 'Move Provenance entry 3 up' }).click()
	await provenance.getByRole('button', { name: 'Move Provenance entry 2 up' }).click()
	await provenance.getByRole('button', { name: 'Remove Provenance entry 2' }).click()
	await expect(provenance.getByRole('textbox')).toHaveCount(2)
	await page.getByLabel('Location', { exact: true }).fill('Main store, rack C')
	await page.getByRole('button', { name: 'Update Artwork' }).click()
	await expect(page.getByRole('heading', { name: 'Artworks', exact: true })).toBeVisible()

	const stored = server.readDb().artworks.find((a: { id: number }) => a.id === work.id)
	expect(stored.provenance).toEqual([
		{ text: 'The artist', public: true },
		{ text: 'Private owner', public: false },
	])
	expect(stored.location).toBe('Main store, rack C')
	await page.goto(`/artwork/${work.slug}`)
	await expect(page.getByTestId('provenance').getByRole('listitem')).toHaveText(['The artist'])
	await expect(page.getByText('Private owner')).toHaveCount(0)
	await expect(page.getByText('rack C')).toHaveCount(0)
})
