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

test('without JavaScript the flash toast covers no button or link at 390 px once the page is scrolled to its end', async ({
	page,
}) => {
	await page.setViewportSize({ width: 390, height: 844 })
	await page.goto('/contact')
	await page.getByLabel('Email Address *').fill(`toast-${Date.now()}@example.org`)
	await page.getByRole('button', { name: 'Subscribe' }).click()
	const toast = page.getByTestId('static-toasts').locator('[data-toast]')
	await expect(toast).toBeVisible()
	await page.keyboard.press('End')
	await expect(page.getByRole('contentinfo').getByRole('link').last()).toBeInViewport()
	const toastBox = (await toast.boundingBox())!
	const controls = page.locator(
		'main a, main button, main input, main select, main textarea, footer a, footer button, footer input',
	)
	const overlaps: string[] = []
	for (const control of await controls.all()) {
		const box = await control.boundingBox()
		if (!box || box.width === 0) continue
		const apart =
			box.x + box.width <= toastBox.x ||
			toastBox.x + toastBox.width <= box.x ||
			box.y + box.height <= toastBox.y ||
			toastBox.y + toastBox.height <= box.y
		if (!apart) overlaps.push((await control.textContent()) || (await control.getAttribute('name')) || '?')
	}
	expect(overlaps).toEqual([])
	// And scrolled back to the top, it is still in view at the foot of the screen.
	await page.keyboard.press('Home')
	await expect(toast).toBeInViewport()
})
