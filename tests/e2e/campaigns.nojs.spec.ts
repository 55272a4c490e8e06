import { expectToast } from './admin-helpers.ts'
import { READERS, test } from './campaign-support.ts'
import { expect, loginAsAdmin } from './fixtures.ts'

/** Newsletter campaigns with scripts off: every form is a plain post (docs/admin.md, 'Newsletter campaigns'). */
test('compose from an exhibition, see the refusal beside the field, preview, schedule away, then send now', async ({
	page,
	smtp,
}) => {
	await loginAsAdmin(page)
	await page.goto('/admin/newsletter/campaigns/new?exhibition=2')
	await expect(page.getByLabel('Exhibition')).toHaveValue('2')
	// Thirteen works are one too many: the form comes back with the message beside the list.
	const boxes = page.getByRole('checkbox')
	for (let i = 0; i < 13; i++) await boxes.nth(i).check()
	await page.getByLabel('Subject').fill('Woven Time opens')
	await page.getByRole('button', { name: 'Save draft' }).click()
	await expect(page.getByText('Choose at most 12 artworks')).toBeVisible()
	await expect(page.getByLabel('Subject')).toHaveValue('Woven Time opens')
	await boxes.nth(12).uncheck()
	await page.getByRole('button', { name: 'Save draft' }).click()
	await expectToast(page, 'Campaign saved')

	// The chosen works are listed first, in order; Move up (a plain post) changes the order the mail shows them in.
	const chosen = page.getByRole('list', { name: 'Chosen artworks, in order' }).getByRole('listitem')
	await expect(chosen).toHaveCount(12)
	const second = (await chosen.nth(1).getByRole('checkbox').getAttribute('value'))!
	const first = (await chosen.nth(0).getByRole('checkbox').getAttribute('value'))!
	await chosen
		.nth(1)
		.getByRole('button', { name: /^Move .+ up$/ })
		.click()
	await expect(chosen.nth(0).getByRole('checkbox')).toHaveAttribute('value', second)
	await expect(chosen.nth(1).getByRole('checkbox')).toHaveAttribute('value', first)

	const frame = page.frameLocator('iframe[title="Preview of the mail as HTML"]')
	await expect(frame.getByRole('heading', { name: 'Woven Time', exact: true })).toBeVisible()
	await expect(page.getByLabel('Preview of the mail as plain text')).toContainText('See the exhibition:')

	// A schedule needs a date; then "Send now" goes to everyone.
	await page.getByLabel(/^Send at /).evaluate((input) => input.removeAttribute('required'))
	await page.getByRole('button', { name: 'Schedule' }).click()
	await expect(page.getByText('Choose a date and time')).toBeVisible()
	// Without scripts, "Send now" opens the question in the page; its Send sends.
	await page.getByRole('link', { name: 'Send now' }).click()
	await expect(page).toHaveURL(/\?send=confirm$/)
	const ask = page.getByRole('alertdialog', { name: 'Send to 3 readers?' })
	await expect(ask).toBeVisible()
	expect(smtp.messages.filter((m) => m.headers['subject'] === 'Woven Time opens')).toHaveLength(0)
	await ask.getByRole('button', { name: 'Send' }).click()
	await expectToast(page, 'Sending started')
	await expect(async () => {
		await page.getByRole('link', { name: 'Refresh' }).click()
		await expect(page.getByText('Status:').getByText('Sent')).toBeVisible({ timeout: 1000 })
	}).toPass({ timeout: 20_000 })
	const received = smtp.messages.filter((m) => m.headers['subject'] === 'Woven Time opens')
	expect(received.flatMap((m) => m.to).sort()).toEqual([...READERS].sort())
	await expect(page.getByText('Only a draft can be changed.')).toBeVisible()
	await expect(page.getByRole('button', { name: 'Send now' })).toHaveCount(0)
})
