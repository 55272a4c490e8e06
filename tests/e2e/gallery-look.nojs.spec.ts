import { expect, test } from './fixtures.ts'

/** The newsletter form without JavaScript shows the server's messages beside its fields. */
test("without JavaScript the newsletter form shows the server's message for a bad address", async ({ page }) => {
	await page.goto('/contact')
	await page.getByLabel('Email Address *').fill('not an address')
	await page.getByRole('button', { name: 'Subscribe' }).click()
	await expect(page.getByText('Please enter a valid email address')).toBeVisible()
	await expect(page.getByLabel('Email Address *')).toHaveAttribute('aria-invalid', 'true')
	await expect(page.getByLabel('Email Address *')).toHaveValue('not an address')
})

test('without JavaScript the exhibition page leads with its hero and lists its works with captions', async ({
	page,
}) => {
	await page.goto('/exhibition/colour-as-place')
	await expect(page.getByText('No featured image')).toHaveCount(0)
	const works = page.getByRole('region', { name: 'Works in the Exhibition' })
	await expect(works.getByRole('article').first()).toBeVisible()
	await expect(works.getByRole('heading', { level: 3 }).first()).toHaveText(/, \d{4}/)
})
