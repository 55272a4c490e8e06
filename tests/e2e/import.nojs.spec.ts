import fs from 'node:fs'
import path from 'node:path'
import { makeTempDir } from '../support/server.ts'
import { png } from '../support/uploads.ts'
import { makeZip } from '../support/zip.ts'
import { expectToast } from './admin-helpers.ts'
import { expect, loginAsAdmin, test } from './fixtures.ts'
import { screenshotsAtBothWidths } from './screens.ts'

test.use({ serverGroup: 'admin' })

/** The import screen with JavaScript off: check the files, read the table, import, at desktop and phone widths. */
test('without JavaScript: check an import, see refused rows, then import a clean file', async ({ page, server }) => {
	const dir = makeTempDir('import-e2e')
	const bad = path.join(dir, 'bad.csv')
	const good = path.join(dir, 'good.csv')
	const zip = path.join(dir, 'images.zip')
	fs.writeFileSync(bad, 'title;artist;price\nSalt Study;Noor Haddad;"1.200,50"\nTide Table;Noor Haddad;800\n')
	fs.writeFileSync(
		good,
		'title,artist,price,images\nSalt Study,Noor Haddad,1200,salt.png\nTide Table,Noor Haddad,800,\n',
	)
	fs.writeFileSync(zip, makeZip([{ name: 'salt.png', data: await png(80, 60) }]))

	await loginAsAdmin(page)
	await page.goto('/admin/artworks')
	await page.getByRole('link', { name: 'Import', exact: true }).click()
	await expect(page.getByRole('heading', { name: 'Import artworks' })).toBeVisible()

	await page.getByLabel('CSV file (required)').setInputFiles(bad)
	await page.getByRole('button', { name: 'Check the import' }).click()
	await expect(page.locator('[data-import-counts]')).toHaveText('1 to create, 0 to update, 1 refused.')
	await expect(page.getByRole('alert')).toContainText('Nothing can be imported while a row is refused.')
	await expect(page.locator('[data-import-row="2"]')).toContainText('Price: "1.200,50" is not a plain number')
	await expect(page.getByRole('button', { name: 'Import', exact: true })).toHaveCount(0)

	await page.getByLabel('CSV file (required)').setInputFiles(good)
	await page.getByLabel('Zip of images (optional)').setInputFiles(zip)
	await page.getByRole('button', { name: 'Check the import' }).click()
	await expect(page.locator('[data-import-counts]')).toHaveText('2 to create, 0 to update, 0 refused.')
	await expect(page.locator('[data-import-row="2"]')).toContainText('salt-study')
	expect(server.readDb().artworks.some((a: { slug: string }) => a.slug === 'salt-study')).toBe(false)
	await screenshotsAtBothWidths(page, 'import')
	await page.setViewportSize({ width: 390, height: 844 })
	const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
	expect(overflow).toBeLessThanOrEqual(0)

	await page.getByRole('button', { name: 'Import', exact: true }).click()
	await expectToast(page, 'Import done')
	const work = server.readDb().artworks.find((a: { slug: string }) => a.slug === 'salt-study')
	expect(work).toMatchObject({ title: 'Salt Study', artist_name: 'Noor Haddad', price: 1200 })
	expect(work.images).toHaveLength(1)
	// The kept files are gone once imported: the same check cannot be applied twice.
	expect(fs.readdirSync(path.join(server.dataDir, 'import-pending'))).toEqual([])
})
