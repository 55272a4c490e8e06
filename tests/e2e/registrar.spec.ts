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
	await page.goto(`/admin/artworks/${work.id}/edit`)
	const group = page.getByTestId('registrar-fields')
	await expect(group).not.toHaveAttribute('open', '')
	await group.locator('summary').click()
	const provenance = page.getByRole('group', { name: 'Provenance' })
	for (const text of ['First owner', 'Private owner', 'The artist']) {
		await provenance.getByRole('button', { name: 'Add entry' }).click()
		await provenance.getByRole('textbox').last().fill(text)
	}
	await provenance.getByRole('listitem').nth(1).getByRole('checkbox', { name: 'Public' }).uncheck()
	// The artist first: moved up twice; then the first owner removed.
	await provenance.getByRole('button', { name: 'Move Provenance entry 3 up' }).click()
	await provenance.getByRole('button', { name: 'Move Provenance entry 2 up' }).click()
	await provenance.getByRole('button', { name: 'Remove Provenance entry 2' }).click()
	await expect(provenance.getByRole('textbox')).toHaveCount(2)
	await page.getByLabel('Location').fill('Main store, rack C')
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
