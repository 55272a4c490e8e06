import { expect, type Page } from '@playwright/test'

/** A toast (Radix with JavaScript, the flash banner without) showing `text`. */
export async function expectToast(page: Page, text: string) {
	await expect(page.locator('[data-toast]').filter({ hasText: text }).first()).toBeVisible()
}
