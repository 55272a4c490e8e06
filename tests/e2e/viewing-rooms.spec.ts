import { type APIRequestContext } from '@playwright/test'
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../support/server.ts'
import { expect, loginAsAdmin, test } from './fixtures.ts'
import { axeViolations } from './axe.ts'
import { screenshot, screenshotsWanted } from './screens.ts'

/**
 * Viewing rooms in Chromium with JavaScript (docs/public-site.md and
 * docs/admin.md, 'Viewing rooms'): the collector's journey, the editor's drag
 * and drop by pointer and by keyboard, and axe on every new page.
 */
test.use({ serverGroup: 'viewing-rooms' })

async function apiToken(request: APIRequestContext) {
	const login = await request.post('/api/auth/login', { data: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD } })
	return ((await login.json()) as { token: string }).token
}

async function createRoom(request: APIRequestContext, body: Record<string, unknown> = {}) {
	const token = await apiToken(request)
	const works = (await (
		await request.get('/api/admin/artworks', { headers: { Authorization: `Bearer ${token}` } })
	).json()) as {
		id: number
		availability: string
	}[]
	const ids = works
		.filter((w) => w.availability === 'available')
		.slice(0, 3)
		.map((w) => w.id)
	const res = await request.post('/api/admin/viewing-rooms', {
		headers: { Authorization: `Bearer ${token}` },
		data: {
			title: 'A private view',
			intro: 'Three new works, for a few friends of the gallery.',
			closing_text: 'With our thanks.',
			status: 'open',
			expires_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
			items: ids.map((artwork_id, i) => ({
				artwork_id,
				note: i === 0 ? 'Fresh from the studio.' : '',
				price: 4200 + i,
			})),
			...body,
		},
	})
	expect(res.status()).toBe(201)
	const room = (await res.json()) as { id: number; url: string; token: string }
	const recipient = (await (
		await request.post(`/api/admin/viewing-rooms/${room.id}/recipients`, {
			headers: { Authorization: `Bearer ${token}` },
			data: { name: 'Ines Collector', email: 'ines@example.com' },
		})
	).json()) as { url: string; id: number }
	return {
		room,
		recipient,
		ids,
		token,
		path: new URL(room.url).pathname,
		recipientPath: new URL(recipient.url).pathname,
	}
}

test('a collector opens their link, zooms into a work and asks to reserve it', async ({ page, server }) => {
	const { recipientPath, ids } = await createRoom(page.request)
	for (const width of [390, 1440]) {
		await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
		await page.goto(recipientPath)
		await expect(page.getByRole('heading', { level: 1, name: 'A private view' })).toBeVisible()
		await expect(page.getByText('Prepared for Ines Collector')).toBeVisible()
		await screenshot(page, `viewing-room-${width}`)
	}
	await expect(page.getByText('€4,200')).toBeVisible()
	await page.getByTestId('main-image').first().click()
	await expect(page.getByRole('dialog')).toBeVisible()
	await page.keyboard.press('Escape')
	await page.getByText('Enquire or request to reserve').first().click()
	const form = page.locator(`form:has(input[name="artwork_id"][value="${ids[0]}"])`)
	await expect(form.getByLabel('Email *')).toHaveValue('ines@example.com')
	await form.getByRole('button', { name: 'Request to reserve' }).click()
	await expect(page.getByText('Request to reserve sent').first()).toBeVisible()
	const enquiry = (server.readDb().enquiries as Record<string, any>[]).at(-1)!
	expect(enquiry).toMatchObject({ artwork_id: ids[0], kind: 'reserve', name: 'Ines Collector' })
})

test('one visit and one request to reserve count one view, and each page opened one more', async ({ page, server }) => {
	const { room, recipient, recipientPath, ids } = await createRoom(page.request)
	// The recipient's view counters (docs/public-site.md, 'Viewing rooms'): the room's page and each work's.
	const views = () =>
		(server.readDb().room_views as { room_id: number; recipient_id: number | null; views: number }[])
			.filter((c) => c.room_id === room.id && c.recipient_id === recipient.id)
			.reduce((sum, c) => sum + c.views, 0)
	await page.goto(recipientPath)
	await expect(page.getByRole('heading', { level: 1, name: 'A private view' })).toBeVisible()
	expect(views()).toBe(1)
	await page.getByText('Enquire or request to reserve').first().click()
	const form = page.locator(`form:has(input[name="artwork_id"][value="${ids[0]}"])`)
	await form.getByRole('button', { name: 'Request to reserve' }).click()
	await expect(page.getByText('Request to reserve sent').first()).toBeVisible()
	expect(views()).toBe(1)
	// A work's page and the way back are whole page loads, each one view (never a .data fetch as well).
	await page.locator('main h2 a, main h3 a').first().click()
	await expect(page.getByRole('link', { name: 'Back to the viewing room' })).toBeVisible()
	await expect.poll(views).toBe(2)
	await page.getByRole('link', { name: 'Back to the viewing room' }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'A private view' })).toBeVisible()
	await expect.poll(views).toBe(3)
})

test('a password protects the room until the right one is entered', async ({ page }) => {
	const { path } = await createRoom(page.request, { password: 'opensesame' })
	await page.goto(path)
	expect(await axeViolations(page)).toEqual([])
	await page.getByLabel('Password').fill('wrong')
	await page.getByRole('button', { name: 'Enter the room' }).click()
	await expect(page.getByText('That password is not right.')).toBeVisible()
	await page.getByLabel('Password').fill('opensesame')
	await page.getByRole('button', { name: 'Enter the room' }).click()
	await expect(page.getByText('Fresh from the studio.')).toBeVisible()
})

test('the new pages pass axe', async ({ page }) => {
	const { path, room } = await createRoom(page.request)
	const closed = await createRoom(page.request, { status: 'closed' })
	const slug = (await (await page.request.get(path)).text()).match(new RegExp(`${path}/([a-z0-9-]+)"`))![1]
	for (const url of [path, `${path}/${slug}`, closed.path, '/viewing-room/AAAAAAAAAAAAAAAAAAAAAAAA']) {
		await page.goto(url)
		expect(await axeViolations(page), url).toEqual([])
	}
	await loginAsAdmin(page)
	for (const url of ['/admin/viewing-rooms', '/admin/viewing-rooms/new', `/admin/viewing-rooms/${room.id}/edit`]) {
		await page.goto(url)
		expect(await axeViolations(page), url).toEqual([])
	}
	if (screenshotsWanted) {
		await page.setViewportSize({ width: 1440, height: 900 })
		await page.goto(`/admin/viewing-rooms/${room.id}/edit`)
		await screenshot(page, 'viewing-room-editor-1440')
	}
})

test('the editor orders works by keyboard dragging and by pointer dragging', async ({ page, server }) => {
	const { room, ids } = await createRoom(page.request)
	const order = () =>
		(server.readDb().viewing_rooms as Record<string, any>[])
			.find((r) => r.id === room.id)!
			.items.map((i: { artwork_id: number }) => i.artwork_id)
	await loginAsAdmin(page)
	await page.goto(`/admin/viewing-rooms/${room.id}/edit`)
	const handles = page.getByRole('button', { name: /^Drag to reorder/ })
	await expect(handles).toHaveCount(3)
	// Space picks the work up, an arrow moves it past its neighbour, Space drops it; each step waits for the
	// sortable list's announcement (its live region), not for a fixed time, so a busy machine does not drop a key.
	const announced = () => page.locator('[id^="DndLiveRegion"]').textContent()
	await handles.first().focus()
	await page.keyboard.press('Space')
	// Picked up: over its own place.
	await expect
		.poll(announced)
		.toMatch(/^(Picked up draggable item|Draggable item (\d+) was moved over droppable area \2\.)/)
	await page.keyboard.press('ArrowDown')
	await expect.poll(announced).toMatch(/^Draggable item (\d+) was moved over droppable area (?!\1\.)\d+\./)
	await page.keyboard.press('Space')
	await expect.poll(announced).toMatch(/was dropped over droppable area/)
	await expect.poll(order).toEqual([ids[1], ids[0], ids[2]])
	await expect(page.getByText('Order saved').first()).toBeVisible()
	// The pointer: the last work dragged to the top.
	const last = page.getByRole('button', { name: /^Drag to reorder/ }).last()
	const first = page.getByRole('button', { name: /^Drag to reorder/ }).first()
	const from = (await last.boundingBox())!
	const to = (await first.boundingBox())!
	await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
	await page.mouse.down()
	await page.mouse.move(from.x + from.width / 2, from.y - 20, { steps: 5 })
	await page.mouse.move(to.x + to.width / 2, to.y - 10, { steps: 10 })
	await page.mouse.up()
	await expect.poll(order).toEqual([ids[2], ids[1], ids[0]])
	// Move down, a plain button of the form, once the page has the version the drag saved: as staff would, it acts on
	// the editor the save came back to, not on the one still on its way.
	const saved = (server.readDb().viewing_rooms as Record<string, any>[]).find((r) => r.id === room.id)!.version
	await expect(page.locator('input[name="version"]')).toHaveValue(String(saved))
	await page
		.getByRole('button', { name: /^Move down/ })
		.first()
		.click()
	await expect.poll(order).toEqual([ids[1], ids[2], ids[0]])
})

test('the list of rooms shows a card per room, passes axe and deletes after the confirmation', async ({ page }) => {
	const { room } = await createRoom(page.request, { title: 'A room to list' })
	await loginAsAdmin(page)
	for (const width of [390, 1440]) {
		await page.setViewportSize({ width, height: 900 })
		await page.goto('/admin/viewing-rooms')
		await expect(page.getByRole('heading', { level: 1, name: 'Viewing Rooms' })).toBeVisible()
		expect(await axeViolations(page)).toEqual([])
		await screenshot(page, `viewing-rooms-list-${width}`)
	}
	const card = page.locator(`li[data-room="${room.id}"]`)
	await expect(card.getByRole('heading', { name: 'A room to list' })).toBeVisible()
	await expect(card.getByText('Open', { exact: true })).toBeVisible()
	await card.getByRole('link', { name: 'Delete A room to list' }).click()
	const dialog = page.getByRole('alertdialog')
	await expect(dialog).toContainText('Are you sure you want to delete "A room to list"? This action cannot be undone.')
	await dialog.getByRole('button', { name: 'Delete' }).click()
	await expect(page.getByText('Viewing room deleted successfully').first()).toBeVisible()
	await expect(page.locator(`li[data-room="${room.id}"]`)).toHaveCount(0)
})

test('on a room’s work page the email field shows a whole address, on a phone and on a desktop', async ({
	page,
	server,
}) => {
	const { recipientPath, ids } = await createRoom(page.request)
	const slug = (server.readDb().artworks as { id: number; slug: string }[]).find((a) => a.id === ids[0])!.slug
	for (const width of [1440, 390]) {
		await page.setViewportSize({ width, height: 900 })
		await page.goto(`${recipientPath}/${slug}`)
		const email = page.getByLabel('Email *').first()
		await email.fill('isabella.marchetti@example.org')
		await email.scrollIntoViewIfNeeded()
		// The address fits: nothing scrolls out of sight inside the field.
		expect(await email.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true)
		await screenshot(page, `room-work-email-${width}`, { fullPage: false })
	}
})
