import { expectToast } from './admin-helpers.ts'
import { expect, loginAsAdmin, test } from './fixtures.ts'
import { roomWithTwoWorks } from './room-editor-helpers.ts'
import { screenshotsAtBothWidths } from './screens.ts'

/**
 * The viewing room editor without JavaScript, in a gallery in New York (docs/admin.md, 'Viewing rooms'):
 * opening and closing times in the gallery's time zone, the works as typed after a conflicting save, and
 * Revoke and Delete asking first. room-editor.spec.ts checks the same screens with JavaScript and axe.
 */
test.use({ serverGroup: 'room-editor-nojs', serverEnv: { GALLERY_TIMEZONE: 'America/New_York' } })

test('opens and expires are New York times, stored as UTC instants and shown back as entered', async ({
	page,
	request,
	server,
}) => {
	const { room } = await roomWithTwoWorks(request, 'Times in New York')
	await loginAsAdmin(page)
	await page.goto(`/admin/viewing-rooms/${room.id}/edit`)
	// Stored 16:00 UTC is noon in New York in September.
	await expect(page.getByLabel('Expires (America/New_York)')).toHaveValue('2099-09-01T12:00')
	await expect(page.getByText('Date and time in America/New_York. Leave empty to open at once.')).toBeVisible()
	await page.getByLabel('Opens (America/New_York)').fill('2099-05-01T18:00')
	await page.getByRole('button', { name: 'Save Viewing Room' }).click()
	await expectToast(page, 'Viewing room saved')
	const stored = server.readDb().viewing_rooms.find((r: { id: number }) => r.id === room.id)
	expect(stored).toMatchObject({ opens_at: '2099-05-01T22:00:00.000Z', expires_at: '2099-09-01T16:00:00.000Z' })
	await expect(page.getByLabel('Opens (America/New_York)')).toHaveValue('2099-05-01T18:00')
	await page.goto('/admin/viewing-rooms')
	await expect(page.getByText('May 1, 2099, 6:00 PM EDT')).toBeVisible()
})

test('a conflicting save comes back with the notes, prices and order I typed', async ({ page, request, server }) => {
	const { room, first, second, saveAsSomeoneElse } = await roomWithTwoWorks(request, 'Typed without scripts')
	await loginAsAdmin(page)
	await page.goto(`/admin/viewing-rooms/${room.id}/edit`)
	await saveAsSomeoneElse({ intro: 'Their intro' })
	await page.locator(`#item-${first.id}-note`).fill('My note, typed while they saved.')
	await page.locator(`#item-${first.id}-price`).fill('2500')
	await page.locator(`#item-${second.id}-note`).fill('My second note.')
	await page.getByRole('button', { name: `Move down ${first.title}` }).click()
	const notice = page.getByRole('alert').filter({ hasText: 'since you opened it' })
	await expect(notice).toContainText(/Changed by admin at .+ E[SD]T since you opened it/)
	await expect(notice).toContainText('Your changes were not saved. They are still in the form below.')
	await expect(page.locator(`#item-${first.id}-note`)).toHaveValue('My note, typed while they saved.')
	await expect(page.locator(`#item-${first.id}-price`)).toHaveValue('2500')
	await expect(page.locator(`#item-${second.id}-note`)).toHaveValue('My second note.')
	// In the order I meant: the first work moved down.
	await expect(page.locator('[data-item]').first()).toHaveAttribute('data-item', String(second.id))
	await screenshotsAtBothWidths(page, 'room-editor-nojs-conflict')
	await notice.getByRole('button', { name: 'Save mine anyway' }).click()
	await expectToast(page, 'Viewing room saved')
	const stored = server.readDb().viewing_rooms.find((r: { id: number }) => r.id === room.id)
	expect(stored.items.map((i: { artwork_id: number; note: string; price: number | null }) => i)).toMatchObject([
		{ artwork_id: second.id, note: 'My second note.' },
		{ artwork_id: first.id, note: 'My note, typed while they saved.', price: 2500 },
	])
})

test('revoking a link and deleting the room ask first', async ({ page, request, server }) => {
	const { room } = await roomWithTwoWorks(request, 'Asks before it ends')
	await loginAsAdmin(page)
	await page.goto(`/admin/viewing-rooms/${room.id}/edit`)
	await page.getByRole('link', { name: 'Revoke the link of Mara Keller' }).click()
	const revoke = page.getByRole('alertdialog', { name: 'Revoke the link of Mara Keller?' })
	await expect(revoke).toContainText('the link answers “not found” from now on')
	await screenshotsAtBothWidths(page, 'room-editor-nojs-revoke', { fullPage: false })
	await revoke.getByRole('link', { name: 'Cancel' }).click()
	await expect(page.getByRole('alertdialog')).toHaveCount(0)
	expect(server.readDb().viewing_rooms.find((r: { id: number }) => r.id === room.id).recipients[0].revoked_at).toBe(
		null,
	)
	await page.getByRole('link', { name: 'Revoke the link of Mara Keller' }).click()
	await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke link' }).click()
	await expectToast(page, 'Link revoked')
	expect(server.readDb().viewing_rooms.find((r: { id: number }) => r.id === room.id).recipients[0].revoked_at).not.toBe(
		null,
	)

	// Afresh: without JavaScript the toast stays over the foot of the page.
	await page.goto(`/admin/viewing-rooms/${room.id}/edit`)
	await page.getByRole('link', { name: 'Delete viewing room' }).click()
	const del = page.getByRole('alertdialog', { name: 'Delete this viewing room?' })
	await expect(del).toContainText('“Asks before it ends” and every link to it stop working at once')
	await del.getByRole('button', { name: 'Delete viewing room' }).click()
	await expectToast(page, 'Viewing room deleted')
	await expect(page).toHaveURL(/\/admin\/viewing-rooms$/)
	expect(server.readDb().viewing_rooms.some((r: { id: number }) => r.id === room.id)).toBe(false)
})
