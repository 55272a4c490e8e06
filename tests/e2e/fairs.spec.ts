import { axeViolations } from './axe.ts'
import { emptyFair, shareWorks } from './fairs-helpers.ts'
import { expect, loginAsAdmin, test } from './fixtures.ts'

/** A fair's public page and its checklist in the back office, checked by axe (docs/public-site.md, 'Art fairs'). */
test.use({ serverGroup: 'fairs' })

test("a fair's page and its checklist have no automatically detectable accessibility violations", async ({
	page,
	request,
}) => {
	const { fair, works } = await emptyFair(request, 'TEFAF Maastricht')
	await shareWorks(request, fair.id, works)
	await page.goto(`/fair/${fair.slug}`)
	await expect(page.getByRole('heading', { name: 'Works at the Booth' })).toBeVisible()
	expect(await axeViolations(page)).toEqual([])
	await page.goto('/exhibitions')
	await expect(page.getByRole('heading', { name: 'Art Fairs' })).toBeVisible()
	expect(await axeViolations(page)).toEqual([])
	await loginAsAdmin(page)
	await page.goto(`/admin/fairs/${fair.id}/checklist`)
	await expect(page.getByRole('heading', { name: 'Checklist: TEFAF Maastricht' })).toBeVisible()
	expect(await axeViolations(page)).toEqual([])
})

test("the checklist's works are ordered by dragging, with the keyboard and the pointer, and the order is saved", async ({
	page,
	request,
	server,
}) => {
	const { fair, works } = await emptyFair(request, 'Liste Basel')
	await shareWorks(request, fair.id, works)
	const ids = works.map((w) => w.id)
	const order = () =>
		(server.readDb().fairs as Record<string, any>[])
			.find((f) => f.id === fair.id)!
			.works.map((w: { artwork_id: number }) => w.artwork_id)
	await loginAsAdmin(page)
	await page.goto(`/admin/fairs/${fair.id}/checklist`)
	const handles = page.getByRole('button', { name: /^Drag to reorder/ })
	await expect(handles).toHaveCount(3)
	// Space picks the work up, an arrow moves it past its neighbour, Space drops it, each step once announced.
	const announced = () => page.locator('[id^="DndLiveRegion"]').textContent()
	await handles.first().focus()
	await page.keyboard.press('Space')
	await expect
		.poll(announced)
		.toMatch(/^(Picked up draggable item|Draggable item (\d+) was moved over droppable area \2\.)/)
	// The list measures where its works are in the frames after the pick-up; an arrow before that finds none to pass.
	await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
	await page.keyboard.press('ArrowDown')
	await expect.poll(announced).toMatch(/^Draggable item (\d+) was moved over droppable area (?!\1\.)\d+\./)
	await page.keyboard.press('Space')
	await expect.poll(announced).toMatch(/was dropped over droppable area/)
	await expect.poll(order).toEqual([ids[1], ids[0], ids[2]])
	// The pointer: the last work dragged to the top; the team's notes travel with their works.
	const saved = (server.readDb().fairs as Record<string, any>[]).find((f) => f.id === fair.id)!.version
	await expect(page.locator('input[name="version"]').first()).toHaveValue(String(saved))
	const from = (await handles.last().boundingBox())!
	const to = (await handles.first().boundingBox())!
	await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
	await page.mouse.down()
	await page.mouse.move(from.x + from.width / 2, from.y - 20, { steps: 5 })
	await page.mouse.move(to.x + to.width / 2, to.y - 10, { steps: 10 })
	await page.mouse.up()
	await expect.poll(order).toEqual([ids[2], ids[1], ids[0]])
	const notes = (server.readDb().fairs as Record<string, any>[])
		.find((f) => f.id === fair.id)!
		.works.map((w: { note: string }) => w.note)
	expect(notes).toEqual(['Team note', 'Team note', 'Team note'])
	expect(await axeViolations(page)).toEqual([])
})
