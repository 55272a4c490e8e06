import { expectToast } from './admin-helpers.ts'
import { expect, loginAsAdmin, test } from './fixtures.ts'
import { roomWithTwoWorks } from './room-editor-helpers.ts'
import { axeViolations } from './axe.ts'
import { screenshot, screenshotsAtBothWidths, screenshotsWanted } from './screens.ts'

/**
 * The viewing room editor with JavaScript (docs/admin.md, 'Viewing rooms'): the works as typed after a
 * conflicting save, and Revoke and Delete asking in a dialog; axe finds nothing on the editor, its
 * conflict notice or its dialogs. room-editor.nojs.spec.ts walks the same screens without JavaScript.
 */
test.use({ serverGroup: 'room-editor', serverEnv: { GALLERY_TIMEZONE: 'America/New_York' } })

test('a conflicting save keeps the notes and prices I typed', async ({ page, request }) => {
	const { room, first, saveAsSomeoneElse } = await roomWithTwoWorks(request, 'Typed with scripts')
	await loginAsAdmin(page)
	await page.goto(`/admin/viewing-rooms/${room.id}/edit`)
	expect(await axeViolations(page)).toEqual([])
	await saveAsSomeoneElse({ intro: 'Their intro' })
	await page.locator(`#item-${first.id}-note`).fill('My note with scripts on.')
	await page.locator(`#item-${first.id}-price`).fill('3100')
	await page.getByRole('button', { name: 'Save Viewing Room' }).click()
	const notice = page.getByRole('alert').filter({ hasText: 'since you opened it' })
	await expect(notice).toContainText('Your changes were not saved. They are still in the form below.')
	await expect(page.locator(`#item-${first.id}-note`)).toHaveValue('My note with scripts on.')
	await expect(page.locator(`#item-${first.id}-price`)).toHaveValue('3100')
	expect(await axeViolations(page)).toEqual([])
	// A reload after the conflict shows what is stored: theirs.
	await page.getByRole('link', { name: 'Keep theirs' }).click()
	await expect(page.locator(`#item-${first.id}-note`)).toHaveValue('Stored note.')
})

test('revoking a link and deleting the room ask in a dialog', async ({ page, request, server }) => {
	const { room } = await roomWithTwoWorks(request, 'Dialogs first')
	await loginAsAdmin(page)
	await page.goto(`/admin/viewing-rooms/${room.id}/edit`)
	await page.getByRole('link', { name: 'Revoke the link of Mara Keller' }).click()
	const revoke = page.getByRole('alertdialog', { name: 'Revoke the link of Mara Keller?' })
	await expect(revoke).toBeVisible()
	expect(await axeViolations(page)).toEqual([])
	await screenshotsAtBothWidths(page, 'room-editor-js-revoke', { fullPage: false })
	await page.keyboard.press('Escape')
	await expect(page.getByRole('alertdialog')).toHaveCount(0)
	await page.getByRole('link', { name: 'Revoke the link of Mara Keller' }).click()
	await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke link' }).click()
	await expectToast(page, 'Link revoked')
	await expect
		.poll(() => server.readDb().viewing_rooms.find((r: { id: number }) => r.id === room.id).recipients[0].revoked_at)
		.not.toBe(null)

	await page.getByRole('link', { name: 'Delete viewing room' }).click()
	const del = page.getByRole('alertdialog', { name: 'Delete this viewing room?' })
	await expect(del).toBeVisible()
	expect(await axeViolations(page)).toEqual([])
	await del.getByRole('button', { name: 'Delete viewing room' }).click()
	await expect(page).toHaveURL(/\/admin\/viewing-rooms$/)
	expect(server.readDb().viewing_rooms.some((r: { id: number }) => r.id === room.id)).toBe(false)
})

test('each recipient shows which works they opened, when, and their requests from the room', async ({
	page,
	request,
	server,
}) => {
	const { room, first } = await roomWithTwoWorks(request, 'Who saw what')
	const stored = server.readDb().viewing_rooms.find((r: { id: number }) => r.id === room.id)
	const link = `/viewing-room/${stored.recipients[0].token as string}`
	const slug = server.readDb().artworks.find((a: { id: number }) => a.id === first.id).slug as string
	// The collector, in a browser of their own: the room, a work twice, and a request to reserve it.
	const collector = await page.context().browser()!.newContext()
	const visit = await collector.newPage()
	await visit.goto(link)
	await visit.goto(`${link}/${slug}`)
	await visit.goto(`${link}/${slug}`)
	const reserve = await collector.request.post(`${server.url}${link}/${slug}`, {
		form: {
			artwork_id: String(first.id),
			kind: 'reserve',
			name: 'Mara Keller',
			email: 'mara@example.com',
			message: 'Please hold it.',
		},
		maxRedirects: 0,
	})
	expect(reserve.status()).toBe(302)
	await collector.close()

	await loginAsAdmin(page)
	await page.goto(`/admin/viewing-rooms/${room.id}/edit`)
	const activity = page.getByRole('group', { name: 'What Mara Keller did' })
	await expect(activity).toContainText('Not sent by email yet.')
	await expect(activity.getByRole('listitem').filter({ hasText: `${first.title}: ` })).toContainText(
		/2 times, first .+, last .+/,
	)
	await expect(activity.getByRole('link', { name: 'Request to reserve' })).toHaveAttribute('href', '/admin/enquiries')
	expect(await axeViolations(page)).toEqual([])
	if (screenshotsWanted)
		for (const width of [1440, 390]) {
			await page.setViewportSize({ width, height: 900 })
			await activity.scrollIntoViewIfNeeded()
			await screenshot(page, `room-editor-recipient-activity-${width}`, { fullPage: false })
		}
})
