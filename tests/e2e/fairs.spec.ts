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
