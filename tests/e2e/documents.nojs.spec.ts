import fs from 'node:fs'
import { flat, readPdf } from '../support/pdf.ts'
import { expect, loginAsAdmin, test } from './fixtures.ts'
import { screenshotsAtBothWidths } from './screens.ts'

test.use({ serverGroup: 'admin' })

/** The back office's documents with JavaScript off: plain links and a plain form that download PDFs. */

test('without JavaScript: tick two works on the artworks list and download their price list', async ({ page }) => {
	await loginAsAdmin(page)
	await page.goto('/admin/artworks')
	const titles = ['Corner Light', 'Estuary']
	for (const title of titles)
		await page.getByRole('checkbox', { name: new RegExp(`^Add to the price list\\W+${title}$`) }).check()
	await screenshotsAtBothWidths(page, 'documents-artworks', { fullPage: false })
	const downloading = page.waitForEvent('download')
	await page.getByRole('button', { name: 'Price list of the selection' }).click()
	const download = await downloading
	expect(download.suggestedFilename()).toBe('price-list.pdf')
	const pdf = await readPdf(new Uint8Array(fs.readFileSync(await download.path())))
	const text = flat(pdf.text)
	for (const title of titles) expect(text).toContain(title)
	expect(text).not.toContain('Front Page')
	expect(pdf.author).toBe('Meridian Gallery')
})

// axe needs JavaScript in the page: tests/e2e/accessibility.spec.ts checks these screens.
test('without JavaScript: the artwork and exhibition screens link their documents', async ({ page }) => {
	await loginAsAdmin(page)
	await page.goto('/admin/artworks/1/edit')
	const documents = page.getByRole('navigation', { name: 'Documents' })
	await expect(documents.getByRole('link', { name: 'Tear sheet', exact: true })).toHaveAttribute(
		'href',
		'/admin/artworks/1/tear-sheet.pdf?price=0',
	)
	await expect(documents.getByRole('link', { name: 'Tear sheet with price', exact: true })).toHaveAttribute(
		'href',
		'/admin/artworks/1/tear-sheet.pdf?price=1',
	)
	await expect(documents.getByRole('link', { name: 'Tear sheet with price and provenance' })).toHaveAttribute(
		'href',
		'/admin/artworks/1/tear-sheet.pdf?price=1&details=1',
	)
	const downloading = page.waitForEvent('download')
	await documents.getByRole('link', { name: 'Tear sheet with price', exact: true }).click()
	expect((await downloading).suggestedFilename()).toMatch(/^tear-sheet-[a-z0-9-]+\.pdf$/)
	await screenshotsAtBothWidths(page, 'documents-artwork-edit', { fullPage: false })

	await page.goto('/admin/exhibitions/1/edit')
	const show = page.getByRole('navigation', { name: 'Documents' })
	await expect(show.getByRole('link', { name: 'Price list' })).toHaveAttribute(
		'href',
		'/admin/exhibitions/1/price-list.pdf',
	)
	await expect(show.getByRole('link', { name: 'Wall labels', exact: true })).toHaveAttribute(
		'href',
		'/admin/exhibitions/1/labels.pdf?price=0',
	)
	await screenshotsAtBothWidths(page, 'documents-exhibition-edit', { fullPage: false })
})
