import { type APIRequestContext, type Page } from '@playwright/test'
import { flat, readPdf } from '../support/pdf.ts'
import { ADMIN_PASSWORD, ADMIN_USERNAME, type TestServer } from '../support/server.ts'
import { type startSmtp } from '../support/smtp.ts'
import { expectToast } from './admin-helpers.ts'
import { expect, loginAsAdmin } from './fixtures.ts'
import { confirmPath } from './newsletter-server.ts'

/**
 * The 'Done when' of contacts and sales (docs/admin.md, 'Contacts' and 'Sales'), walked by staff in the
 * back office with and without JavaScript (invoices.spec.ts, invoices.nojs.spec.ts): from an enquiry about a
 * consigned work, the sender's contact with the room they viewed last week and the newsletter they read, the sale
 * of the work to them, the invoice sent by mail with its PDF, and the consignor's statement with what they are owed.
 */

/** The demo's work consigned by Paul Whitcombe at a 60% share (app/data/demo/content.ts). */
const WORK = { title: 'Soft Wall', consignor: 'Paul Whitcombe', price: '12500', owed: '€7,500.00' }
const COLLECTOR = { name: 'Ines Moreau', email: 'ines.moreau@example.org' }
const MESSAGE = 'I saw Soft Wall in your preview last week. Is it still available?'
const ROOM = 'Spring preview'
const DAY = 86_400_000

type Smtp = Awaited<ReturnType<typeof startSmtp>>

/**
 * What the collector did before staff look, through the site as they would: a viewing room sent to them by staff
 * and opened from its link, a week ago (the server's clock is moved on), then the newsletter signed up to and
 * confirmed, and an enquiry about the work.
 */
async function collectorBefore(request: APIRequestContext, server: TestServer, smtp: Smtp, workId: number) {
	const login = await request.post('/api/auth/login', { data: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD } })
	const headers = { Authorization: `Bearer ${(await login.json()).token}` }
	const room = await request.post('/api/admin/viewing-rooms', {
		headers,
		data: {
			title: ROOM,
			status: 'open',
			expires_at: new Date(server.now() + 30 * DAY).toISOString(),
			items: [{ artwork_id: workId }],
		},
	})
	expect(room.status(), await room.text()).toBe(201)
	const recipient = await request.post(`/api/admin/viewing-rooms/${(await room.json()).id}/recipients`, {
		headers,
		data: COLLECTOR,
	})
	expect(recipient.status()).toBe(201)
	expect((await request.get(new URL((await recipient.json()).url).pathname)).status()).toBe(200)
	await server.moveClock(7 * DAY)

	const signUp = await request.post('/api/newsletter/subscribe', { data: COLLECTOR })
	expect(signUp.status()).toBe(201)
	const mailTo = () => smtp.messages.find((m) => m.to.includes(COLLECTOR.email))
	await expect.poll(() => mailTo() !== undefined, { timeout: 15_000 }).toBe(true)
	expect((await request.post(confirmPath(mailTo()!), { form: { confirm: '1' } })).status()).toBe(200)

	const enquiry = await request.post('/api/enquiries', { data: { ...COLLECTOR, message: MESSAGE, artwork_id: workId } })
	expect(enquiry.status()).toBe(201)
}

/** The text of the PDF attached to a received mail. */
async function attachedPdf(raw: string) {
	const attached = /Content-Type: application\/pdf[\s\S]*?\r\n\r\n([A-Za-z0-9+/=\r\n]+)/i.exec(raw)
	expect(attached, 'a PDF attached').not.toBeNull()
	return flat((await readPdf(Buffer.from(attached![1]!.replace(/\r\n/g, ''), 'base64'))).text)
}

export async function enquiryToStatement({
	page,
	request,
	server,
	smtp,
}: {
	page: Page
	request: APIRequestContext
	server: TestServer
	smtp: Smtp
}) {
	const work = server.readDb().artworks.find((a: { title: string }) => a.title === WORK.title) as { id: number }
	await collectorBefore(request, server, smtp, work.id)
	await loginAsAdmin(page)

	// From the enquiry to the sender's contact: the room they viewed last week and the newsletter they read.
	await page.goto('/admin/enquiries')
	const enquiry = page.getByRole('article').filter({ hasText: MESSAGE })
	await expect(enquiry.getByRole('heading', { name: WORK.title })).toBeVisible()
	await enquiry.getByRole('link', { name: COLLECTOR.name, exact: true }).click()
	await expect(page.getByRole('heading', { name: COLLECTOR.name, level: 1 })).toBeVisible()
	const history = page.getByRole('region', { name: 'History' })
	await expect(history).toContainText(`Enquired about ${WORK.title}`)
	await expect(history).toContainText(`Viewed ${ROOM} (1 view)`)
	await expect(history).toContainText('Reads the newsletter')

	// The sale of the work to them: the buyer named by their email, the work marked sold.
	await page.getByRole('link', { name: 'Record a sale' }).click()
	await expect(page.getByLabel('Buyer email')).toHaveValue(COLLECTOR.email)
	await page.getByLabel('Work').selectOption(String(work.id))
	await page.getByLabel('Price').fill(WORK.price)
	await page.getByRole('button', { name: 'Record sale' }).click()
	await expectToast(page, 'Sale recorded: invoice')
	const invoice = (await page.getByRole('heading', { name: /^Invoice \d{4}-\d{4}$/ }).textContent())!.slice(8)
	await expect(page.getByRole('region', { name: 'Buyer' })).toContainText(COLLECTOR.name)

	// The invoice sent by mail: the test SMTP server receives it with the PDF.
	await page.getByRole('button', { name: 'Send by mail' }).click()
	await expectToast(page, `Invoice ${invoice} sent`)
	const sent = () =>
		smtp.messages.find((m) => m.to.includes(COLLECTOR.email) && /^Invoice /.test(m.headers.subject ?? ''))
	await expect.poll(() => sent() !== undefined, { timeout: 15_000 }).toBe(true)
	const invoiceText = await attachedPdf(sent()!.raw)
	expect(invoiceText).toContain(invoice)
	expect(invoiceText).toContain(COLLECTOR.name)

	// The consignor's statement: the work sold and what they are owed (the price times their share).
	await page.goto(`/admin/contacts?q=${encodeURIComponent(WORK.consignor)}`)
	await page.getByRole('link', { name: WORK.consignor, exact: true }).click()
	const statement = page.getByRole('link', { name: 'Consignor statement' })
	const pdf = await page.request.get((await statement.getAttribute('href'))!)
	expect(pdf.headers()['content-type']).toBe('application/pdf')
	const statementText = flat((await readPdf(new Uint8Array(await pdf.body()))).text)
	for (const expected of [WORK.consignor, WORK.title, invoice, `Owed in all: ${WORK.owed}`]) {
		expect(statementText).toContain(expected)
	}
}
