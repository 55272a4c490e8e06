import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminCookie } from '../support/admin.ts'
import { api } from '../support/api.ts'
import { flat, keepPdf, readPdf } from '../support/pdf.ts'
import { startServer, type TestServer } from '../support/server.ts'

/**
 * The PDFs the back office makes (docs/admin.md, 'Documents'), fetched from
 * the built server and read back with pdfjs: their text, metadata, pages,
 * paper, price rules and who may fetch them.
 */
describe('documents', () => {
	let server: TestServer
	let client: ReturnType<typeof api>
	let token: string
	let cookie: string
	let image: string
	const works: Record<string, { id: number; slug: string }> = {}
	let exhibition: { id: number; slug: string }

	const fetchPdf = async (path: string, init: RequestInit = {}) => {
		const res = await fetch(`${server.url}${path}`, {
			redirect: 'manual',
			...init,
			headers: { Cookie: cookie, ...(init.headers as Record<string, string>) },
		})
		const bytes = new Uint8Array(await res.arrayBuffer())
		return { res, bytes }
	}
	const pdfText = async (path: string, name?: string) => {
		const { res, bytes } = await fetchPdf(path)
		expect(res.status, path).toBe(200)
		expect(res.headers.get('Content-Type')).toBe('application/pdf')
		if (name) keepPdf(name, bytes)
		return readPdf(bytes)
	}

	beforeAll(async () => {
		server = await startServer({ seed: 'demo', env: { PUBLIC_URL: 'https://gallery.example.org' } })
		client = api(server)
		token = await client.login()
		cookie = await adminCookie(server)
		const seeded = (await client.get('/api/artworks?limit=100', { token })).body
		const list = (Array.isArray(seeded) ? seeded : (seeded.artworks ?? seeded.items ?? seeded.data)) as any[]
		image = list.find((a) => a.featured_image)!.featured_image
		const artist = await client.post('/api/admin/artists', {
			token,
			json: { name: 'Zoé Łukasiewicz', dates: 'b. 1987, Kraków' },
		})
		expect(artist.status, artist.text).toBe(201)
		const make = async (key: string, fields: Record<string, unknown>) => {
			const res = await client.post('/api/admin/artworks', {
				token,
				json: {
					artist_id: artist.body.id,
					year: 2021,
					medium: 'Oil on linen',
					height: 60,
					width: 80,
					dimension_unit: 'cm',
					images: [image],
					is_visible: true,
					currency: 'EUR',
					...fields,
				},
			})
			expect(res.status, res.text).toBe(201)
			works[key] = { id: res.body.id, slug: res.body.slug }
		}
		await make('available', {
			title: 'Tidal Ledger',
			price: 12500,
			price_display: 'show',
			edition: 'Edition of 3 + 1 AP',
			description: 'Layers of glaze laid over a season of mornings.',
		})
		await make('sold', { title: 'Salt Meridian', price: 9000, price_display: 'show', availability: 'sold' })
		await make('held', {
			title: 'Quiet Harbour',
			price: 4200,
			price_display: 'on_request',
			availability: 'reserved',
			hold_for: 'Ms Chen',
		})
		const show = await client.post('/api/admin/exhibitions', {
			token,
			json: {
				title: 'Slow Light',
				status: 'auto',
				assigned_artworks: [String(works.available!.id), String(works.sold!.id), String(works.held!.id)],
				is_visible: true,
			},
		})
		expect(show.status, show.text).toBe(201)
		exhibition = { id: show.body.id, slug: show.body.slug }
	})
	afterAll(() => server?.stop())

	it('prints on Letter paper when DOCUMENT_PAPER is letter', async () => {
		const letter = await startServer({ seed: 'demo', env: { DOCUMENT_PAPER: 'letter' } })
		try {
			const letterCookie = await adminCookie(letter)
			const res = await fetch(`${letter.url}/admin/artworks/1/tear-sheet.pdf`, { headers: { Cookie: letterCookie } })
			expect(res.status).toBe(200)
			const pdf = await readPdf(new Uint8Array(await res.arrayBuffer()))
			expect(pdf.pages[0]).toMatchObject({ width: 612, height: 792 })
		} finally {
			await letter.stop()
		}
	})

	describe('tear sheet', () => {
		it('prints the work with its details, its public address beside the QR code, and the gallery as author', async () => {
			const { res } = await fetchPdf(`/admin/artworks/${works.available!.id}/tear-sheet.pdf`)
			expect(res.headers.get('Content-Disposition')).toBe('attachment; filename="tear-sheet-tidal-ledger.pdf"')
			expect(res.headers.get('Cache-Control')).toBe('no-store')
			const pdf = await pdfText(`/admin/artworks/${works.available!.id}/tear-sheet.pdf?price=0`, 'tear-sheet.pdf')
			const text = flat(pdf.text)
			// The artist's dates beside the name, as a wall label gives them.
			expect(text).toContain('Zoé Łukasiewicz (b. 1987, Kraków)')
			expect(text).toContain('Tidal Ledger, 2021')
			expect(text).toContain('Oil on linen')
			expect(text).toContain('60 × 80 cm (23.6 × 31.5 in)')
			expect(text).toContain('Edition of 3 + 1 AP')
			expect(text).toContain('Available')
			expect(text).toContain('Layers of glaze laid over a season of mornings.')
			expect(text).toContain('https://gallery.example.org/artwork/tidal-ledger')
			expect(text).toContain('Meridian Gallery')
			expect(text).not.toContain('€')
			expect(pdf.pages).toHaveLength(1)
			expect(pdf.title).toBe('Zoé Łukasiewicz, Tidal Ledger')
			expect(pdf.author).toBe('Meridian Gallery')
			expect(pdf.fonts.some((f) => f.startsWith('Inter'))).toBe(true)
			// A4 by default.
			expect(Math.round(pdf.pages[0]!.width)).toBe(595)
			expect(Math.round(pdf.pages[0]!.height)).toBe(842)
		})

		it('prints the stock number, and with ?details=1 the public provenance, exhibition history and literature', async () => {
			const id = works.available!.id
			const saved = await client.put(`/api/admin/artworks/${id}`, {
				token,
				json: {
					stock_number: 'ZL-0042',
					location: 'Rack Quorvane',
					provenance: ['The artist', '[private] Collection Halvardine, Oslo', 'Galerie Nord, Berlin'],
					literature: [{ text: 'Tidal Notes, 2022, p. 7', public: true }],
				},
			})
			expect(saved.status, saved.text).toBe(200)
			const plain = flat((await pdfText(`/admin/artworks/${id}/tear-sheet.pdf`)).text)
			expect(plain).toContain('Stock number ZL-0042')
			expect(plain).not.toContain('Provenance')
			expect(plain).not.toContain('Galerie Nord')
			const detailed = await pdfText(`/admin/artworks/${id}/tear-sheet.pdf?details=1`, 'tear-sheet-details.pdf')
			const text = flat(detailed.text)
			expect(text).toContain('Stock number ZL-0042')
			expect(text).toMatch(/Provenance\s*The artist\s*Galerie Nord, Berlin/)
			expect(text).toMatch(/Literature\s*Tidal Notes, 2022, p\. 7/)
			expect(text).not.toContain('Exhibition History')
			// Never what is private: the private entry, the location.
			expect(text).not.toContain('Halvardine')
			expect(text).not.toContain('Quorvane')
			expect(detailed.pages).toHaveLength(1)
		})

		it('prints the price only when asked, and never for a sold work', async () => {
			expect(flat((await pdfText(`/admin/artworks/${works.available!.id}/tear-sheet.pdf?price=1`)).text)).toContain(
				'€12,500',
			)
			const sold = flat((await pdfText(`/admin/artworks/${works.sold!.id}/tear-sheet.pdf?price=1`)).text)
			expect(sold).toContain('Sold')
			expect(sold).not.toMatch(/€|price/i)
			const held = flat((await pdfText(`/admin/artworks/${works.held!.id}/tear-sheet.pdf?price=1`)).text)
			expect(held).toContain('Reserved')
			expect(held).toContain('€4,200')
			// Who a work is held for stays in the back office.
			expect(held).not.toContain('Ms Chen')
		})

		it('prints a title in any script staff type as text, and the year after it', async () => {
			const title = 'Ωκεανός بحر الصمت Море ים השקט 寂静之海 静かな海 고요의 바다 🌊'
			const res = await client.post('/api/admin/artworks', {
				token,
				json: { title, artist_id: 1, year: 2019, is_visible: true },
			})
			expect(res.status, res.text).toBe(201)
			const pdf = await pdfText(`/admin/artworks/${res.body.id}/tear-sheet.pdf`, 'tear-sheet-scripts.pdf')
			// A line may break between two Chinese or Japanese characters, where no space is read back.
			const unspaced = (text: string) => text.replace(/\s+/g, '')
			expect(unspaced(pdf.text)).toContain(unspaced(`${title}, 2019`))
			expect(flat(pdf.text)).toContain('Ωκεανός بحر الصمت Море ים השקט')
			for (const font of ['Inter', 'NotoNaskhArabic', 'NotoSansHebrew', 'NotoSansHans', 'NotoSansKR', 'NotoEmoji'])
				expect(
					pdf.fonts.some((f) => f.startsWith(font)),
					font,
				).toBe(true)
		})

		it('answers 404 for an unknown work', async () => {
			expect((await fetchPdf('/admin/artworks/999999/tear-sheet.pdf')).res.status).toBe(404)
			expect((await fetchPdf('/admin/artworks/abc/tear-sheet.pdf')).res.status).toBe(404)
		})
	})

	describe('price list', () => {
		it("lists an exhibition's works with their live availability and prices, never a sold work's", async () => {
			const { res } = await fetchPdf(`/admin/exhibitions/${exhibition.id}/price-list.pdf`)
			expect(res.headers.get('Content-Disposition')).toBe(`attachment; filename="price-list-${exhibition.slug}.pdf"`)
			const pdf = await pdfText(`/admin/exhibitions/${exhibition.id}/price-list.pdf`, 'price-list-exhibition.pdf')
			const text = flat(pdf.text)
			expect(text).toContain('Slow Light')
			for (const title of ['Tidal Ledger, 2021', 'Salt Meridian, 2021', 'Quiet Harbour, 2021'])
				expect(text).toContain(title)
			expect(text).toContain('60 × 80 cm (23.6 × 31.5 in)')
			expect(text).toContain('€12,500')
			expect(text).toContain('€4,200')
			expect(text).toContain('Reserved')
			expect(text).toContain('Sold')
			expect(text).not.toContain('€9,000')
			expect(pdf.title).toBe('Slow Light')
			expect(pdf.author).toBe('Meridian Gallery')
			expect((await fetchPdf('/admin/exhibitions/999999/price-list.pdf')).res.status).toBe(404)
		})

		it('makes the price list of works ticked on the artworks list, in the order sent', async () => {
			const body = new URLSearchParams()
			body.append('ids', String(works.held!.id))
			body.append('ids', String(works.available!.id))
			const { res, bytes } = await fetchPdf('/admin/documents/price-list', { method: 'POST', body })
			expect(res.status).toBe(200)
			expect(res.headers.get('Content-Type')).toBe('application/pdf')
			expect(res.headers.get('Content-Disposition')).toBe('attachment; filename="price-list.pdf"')
			expect(res.headers.get('Cache-Control')).toBe('no-store')
			const text = flat((await readPdf(bytes)).text)
			expect(text.indexOf('Quiet Harbour')).toBeGreaterThan(-1)
			expect(text.indexOf('Quiet Harbour')).toBeLessThan(text.indexOf('Tidal Ledger'))
			expect(text).not.toContain('Salt Meridian')
		})

		it('sends the list back with a message when nothing is ticked, and refuses more than 500 works', async () => {
			const none = await fetchPdf('/admin/documents/price-list', { method: 'POST', body: new URLSearchParams() })
			expect(none.res.status).toBe(302)
			expect(none.res.headers.get('Location')).toBe('/admin/artworks')
			const many = new URLSearchParams()
			for (let i = 1; i <= 501; i++) many.append('ids', String(i))
			const tooMany = await client.post('/admin/documents/price-list', {
				token,
				body: many,
				headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
			})
			expect(tooMany.status).toBe(400)
			expect(tooMany.body).toEqual({
				error: 'A price list takes at most 500 works.',
				fields: { ids: 'A price list takes at most 500 works.' },
			})
			const anonymous = await fetch(`${server.url}/admin/documents/price-list`, {
				method: 'POST',
				body: new URLSearchParams({ ids: '1' }),
				redirect: 'manual',
			})
			expect(anonymous.status).toBe(302)
			expect(anonymous.headers.get('Location')).toBe('/admin')
		})

		it('keeps a price list of 30 works with images under 5 MB', async () => {
			const seeded = (await client.get('/api/admin/artworks?limit=100', { token })).body as any[]
			const ids = seeded.filter((a) => a.featured_image).map((a) => a.id as number)
			while (ids.length < 30) {
				const res = await client.post('/api/admin/artworks', {
					token,
					json: { title: `Study ${ids.length}`, artist_id: 1, images: [image], price: 800 },
				})
				ids.push(res.body.id)
			}
			const body = new URLSearchParams()
			for (const id of ids.slice(0, 30)) body.append('ids', String(id))
			const { res, bytes } = await fetchPdf('/admin/documents/price-list', { method: 'POST', body })
			expect(res.status).toBe(200)
			keepPdf('price-list-30.pdf', bytes)
			expect(bytes.length).toBeLessThan(5 * 1024 * 1024)
			const pdf = await readPdf(bytes)
			expect(pdf.pages.length).toBeGreaterThan(1)
			expect(flat(pdf.text)).toContain(`1 / ${pdf.pages.length}`)
		})
	})

	describe('wall labels', () => {
		it('sets eight labels to a sheet, with prices only when asked and never for a sold work', async () => {
			const { res } = await fetchPdf(`/admin/exhibitions/${exhibition.id}/labels.pdf`)
			expect(res.headers.get('Content-Disposition')).toBe(`attachment; filename="wall-labels-${exhibition.slug}.pdf"`)
			const plain = await pdfText(`/admin/exhibitions/${exhibition.id}/labels.pdf?price=0`, 'labels.pdf')
			expect(plain.pages).toHaveLength(1)
			const text = flat(plain.text)
			// The artist's dates beside the name, as a wall label gives them.
			expect(text).toContain('Zoé Łukasiewicz (b. 1987, Kraków)')
			expect(text).toContain('Tidal Ledger, 2021')
			expect(text).toContain('Oil on linen')
			expect(text).toContain('60 × 80 cm (23.6 × 31.5 in)')
			expect(text).not.toContain('€')
			expect(plain.title).toBe('Slow Light: wall labels')
			// The artist and the title in type a wall can carry, at least 12 pt.
			const sizeOf = (words: string) => plain.pages[0]!.runs.find((r) => r.text.includes(words))?.size ?? 0
			expect(sizeOf('Tidal Ledger')).toBeGreaterThanOrEqual(12)
			expect(sizeOf('Zoé')).toBeGreaterThanOrEqual(12)
			const priced = flat((await pdfText(`/admin/exhibitions/${exhibition.id}/labels.pdf?price=1`)).text)
			expect(priced).toContain('€12,500')
			expect(priced).toContain('€4,200')
			expect(priced).not.toContain('€9,000')

			// Nine works take two sheets.
			const nine = await client.get('/api/admin/artworks', { token })
			const ids = (nine.body as any[]).slice(0, 9).map((a) => String(a.id))
			const show = await client.post('/api/admin/exhibitions', {
				token,
				json: { title: 'Nine Works', status: 'auto', assigned_artworks: ids },
			})
			expect(show.status, show.text).toBe(201)
			const sheets = await pdfText(`/admin/exhibitions/${show.body.id}/labels.pdf`, 'labels-nine.pdf')
			expect(sheets.pages).toHaveLength(2)
			expect((await fetchPdf('/admin/exhibitions/999999/labels.pdf')).res.status).toBe(404)
		})
	})

	describe('viewing room', () => {
		const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()
		let room: any
		let recipient: any

		beforeAll(async () => {
			const created = await client.post('/api/admin/viewing-rooms', {
				token,
				json: {
					title: 'Private view: Slow Light',
					intro: 'A first look for a few friends of the gallery.',
					closing_text: 'With our thanks.',
					status: 'open',
					expires_at: future(7),
					items: [
						{ artwork_id: works.available!.id, note: 'Fresh from the studio.', price: 11000 },
						{ artwork_id: works.sold!.id, note: '' },
					],
				},
			})
			expect(created.status, created.text).toBe(201)
			room = created.body
			const added = await client.post(`/api/admin/viewing-rooms/${room.id}/recipients`, {
				token,
				json: { name: 'Ines Collector', email: 'ines@example.com' },
			})
			expect(added.status, added.text).toBe(201)
			recipient = added.body
		})

		it("gives the recipient the room as a PDF: the room's prices and notes, codes to the room's work pages", async () => {
			const res = await fetch(`${server.url}/viewing-room/${recipient.token}/room.pdf`, { redirect: 'manual' })
			expect(res.status).toBe(200)
			expect(res.headers.get('Content-Type')).toBe('application/pdf')
			expect(res.headers.get('Content-Disposition')).toBe(`attachment; filename="viewing-room-${room.slug}.pdf"`)
			expect(res.headers.get('Cache-Control')).toBe('private, no-store')
			expect(res.headers.get('X-Robots-Tag')).toBe('noindex, nofollow')
			const bytes = new Uint8Array(await res.arrayBuffer())
			keepPdf('viewing-room.pdf', bytes)
			const pdf = await readPdf(bytes)
			const text = flat(pdf.text)
			expect(text).toContain('Private view: Slow Light')
			expect(text).toContain('Prepared for Ines Collector')
			expect(text).toContain('A first look for a few friends of the gallery.')
			expect(text).toContain('Fresh from the studio.')
			expect(text).toContain('€11,000')
			expect(text).not.toContain('€12,500')
			expect(text).not.toContain('€9,000')
			expect(text).toContain('Sold')
			expect(text).toContain(`https://gallery.example.org/viewing-room/${recipient.token}/tidal-ledger`)
			expect(text).toContain('With our thanks.')
			// The work's registrar's record (its stock number, set by the tear sheet's test above) stays out of a room.
			expect(text).not.toContain('ZL-0042')
			expect(text).not.toContain('Stock number')
			expect(text).not.toContain('Quorvane')
			expect(pdf.title).toBe('Private view: Slow Light')
			expect(pdf.author).toBe('Meridian Gallery')
			// The first page and one per work: the short closing text folds into the last work's page.
			expect(pdf.pages).toHaveLength(3)
			expect(flat(pdf.pages[2]!.text)).toContain('With our thanks.')
		})

		it('refuses a download at once, with a time to come back, while ROOM_PDF_WAITING others wait to be made', async () => {
			// Twelve recipients open the PDF at once: each gets their own (it names them), made one at a time.
			const links: string[] = []
			for (let i = 0; i < 12; i++) {
				const added = await client.post(`/api/admin/viewing-rooms/${room.id}/recipients`, {
					token,
					json: { name: `Reader ${i}`, email: `reader-${i}@example.com` },
				})
				expect(added.status, added.text).toBe(201)
				links.push(added.body.token)
			}
			const download = (link: string) => fetch(`${server.url}/viewing-room/${link}/room.pdf`, { redirect: 'manual' })
			const answers = await Promise.all(links.map(download))
			const statuses = answers.map((res) => res.status)
			expect(
				statuses.every((status) => status === 200 || status === 503),
				String(statuses),
			).toBe(true)
			// One is made and eight wait; the others are refused rather than kept waiting.
			expect(statuses.filter((status) => status === 503).length, String(statuses)).toBeGreaterThanOrEqual(1)
			const refused = answers.find((res) => res.status === 503)!
			expect(refused.headers.get('Retry-After')).toBe('60')
			expect(refused.headers.get('X-Robots-Tag')).toBe('noindex, nofollow')
			expect(await refused.text()).toBe('Many are downloading this PDF right now. Please try again in a minute.')
			await Promise.all(answers.map((res) => res.arrayBuffer().catch(() => null)))
			// Coming back, as the answer asks, each of them gets the PDF.
			for (const [i, link] of links.entries()) if (statuses[i] === 503) expect((await download(link)).status).toBe(200)
		})

		it('gives a closing text too long for the last work’s page a page of its own', async () => {
			const letter = 'We are grateful for the time you spent with these works, and glad to talk about any of them. '
			const long = await client.post('/api/admin/viewing-rooms', {
				token,
				json: {
					title: 'A long goodbye',
					closing_text: letter.repeat(25),
					status: 'open',
					expires_at: future(7),
					items: [{ artwork_id: works.available!.id, note: '' }],
				},
			})
			expect(long.status, long.text).toBe(201)
			const pdf = await pdfText(`/admin/viewing-rooms/${long.body.id}/room.pdf`)
			expect(pdf.pages).toHaveLength(3)
			expect(flat(pdf.pages[1]!.text)).not.toContain('We are grateful')
			expect(flat(pdf.pages[2]!.text)).toContain('We are grateful for the time you spent')
		})

		it('answers a revoked link, a closed room or a password not yet given as the room page does, never with the PDF', async () => {
			const gated = async (path: string, init: RequestInit = {}) => {
				const res = await fetch(`${server.url}${path}`, init)
				expect(res.headers.get('Content-Type')).not.toBe('application/pdf')
				return res
			}
			const revoke = await client.post(`/api/admin/viewing-rooms/${room.id}/recipients/${recipient.id}/revoke`, {
				token,
			})
			expect(revoke.status).toBe(200)
			expect((await gated(`/viewing-room/${recipient.token}/room.pdf`)).status).toBe(404)
			expect((await gated('/viewing-room/no-such-link-at-all-here/room.pdf')).status).toBe(404)

			const locked = await client.post('/api/admin/viewing-rooms', {
				token,
				json: {
					title: 'Locked room',
					status: 'open',
					expires_at: future(3),
					password: 'open sesame 42',
					items: [{ artwork_id: works.available!.id, note: '' }],
				},
			})
			expect(locked.status, locked.text).toBe(201)
			const password = await gated(`/viewing-room/${locked.body.token}/room.pdf`)
			expect(password.status).toBe(200)
			expect(await password.text()).toContain('Please enter the password the gallery gave you.')

			const closed = await client.put(`/api/admin/viewing-rooms/${locked.body.id}`, {
				token,
				json: { status: 'closed' },
			})
			expect(closed.status, closed.text).toBe(200)
			const gone = await gated(`/viewing-room/${locked.body.token}/room.pdf`)
			expect(gone.status).toBe(410)
			expect(await gone.text()).toContain('This viewing room has closed')
		})

		it('makes the same PDF from the back office, with the codes on the shared link', async () => {
			const pdf = await pdfText(`/admin/viewing-rooms/${room.id}/room.pdf`)
			const text = flat(pdf.text)
			expect(text).toContain('€11,000')
			expect(text).toContain(`https://gallery.example.org/viewing-room/${room.token}/tidal-ledger`)
			expect(text).not.toContain('Prepared for')
			expect((await fetchPdf('/admin/viewing-rooms/999999/room.pdf')).res.status).toBe(404)
		})
	})

	describe('viewing room PDF: kept, bounded, throttled', () => {
		const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()
		let room: any
		/** How many times the server made this room's PDF (it logs each one it makes). */
		const made = () =>
			server
				.logs()
				.split('\n')
				.filter((l) => l.includes(`Made the PDF of viewing room ${room.id} `)).length
		const download = async (link: string) => {
			const res = await fetch(`${server.url}/viewing-room/${link}/room.pdf`, { redirect: 'manual' })
			return { res, bytes: new Uint8Array(await res.arrayBuffer()) }
		}

		beforeAll(async () => {
			room = (
				await client.post('/api/admin/viewing-rooms', {
					token,
					json: { title: 'Kept room', status: 'open', expires_at: future(7), items: [] },
				})
			).body
		})

		it('makes the PDF once per version of the room and its works, and serves the kept file after that', async () => {
			const first = await download(room.token)
			expect(first.res.status).toBe(200)
			expect(made()).toBe(1)
			const second = await download(room.token)
			expect(second.res.status).toBe(200)
			expect(Buffer.from(second.bytes).equals(Buffer.from(first.bytes))).toBe(true)
			expect(made()).toBe(1)

			// An edit of the room makes a new one; two requests at once for it make it once.
			const edited = await client.put(`/api/admin/viewing-rooms/${room.id}`, {
				token,
				json: { intro: 'Seen again, with new words.' },
			})
			expect(edited.status, edited.text).toBe(200)
			const [a, b] = await Promise.all([download(room.token), download(room.token)])
			expect(made()).toBe(2)
			expect(Buffer.from(a.bytes).equals(Buffer.from(b.bytes))).toBe(true)
			expect(flat((await readPdf(a.bytes)).text)).toContain('Seen again, with new words.')

			// So does an edit of one of its works.
			await client.put(`/api/admin/viewing-rooms/${room.id}`, {
				token,
				json: { items: [{ artwork_id: works.available!.id, note: '' }] },
			})
			await download(room.token)
			expect(made()).toBe(3)
			const changed = await client.put(`/api/admin/artworks/${works.available!.id}`, {
				token,
				json: { edition: 'Edition of 3 + 2 AP' },
			})
			expect(changed.status, changed.text).toBe(200)
			const after = await download(room.token)
			expect(made()).toBe(4)
			expect(flat((await readPdf(after.bytes)).text)).toContain('Edition of 3 + 2 AP')
			await client.put(`/api/admin/artworks/${works.available!.id}`, {
				token,
				json: { edition: 'Edition of 3 + 1 AP' },
			})
		})

		it('breaks and cuts a 10,000-character word so the PDF is set at once', async () => {
			// The work's picture is printed once first, so what is timed below is the setting of the text.
			await client.put(`/api/admin/viewing-rooms/${room.id}`, {
				token,
				json: { items: [{ artwork_id: works.sold!.id, note: '' }] },
			})
			expect((await download(room.token)).res.status).toBe(200)
			const described = await client.put(`/api/admin/artworks/${works.sold!.id}`, {
				token,
				json: { description: 'x'.repeat(10_000) },
			})
			expect(described.status, described.text).toBe(200)
			const edited = await client.put(`/api/admin/viewing-rooms/${room.id}`, {
				token,
				json: { items: [{ artwork_id: works.sold!.id, note: '§'.repeat(2000) }] },
			})
			expect(edited.status, edited.text).toBe(200)
			const { res, bytes } = await download(room.token)
			expect(res.status).toBe(200)
			await client.put(`/api/admin/artworks/${works.sold!.id}`, { token, json: { description: '' } })
			// How much work setting such a word takes is counted in layout.server.test.ts, not timed here.
			const text = (await readPdf(bytes)).text
			// The note in full, over many lines; the description as far as its box holds, then an ellipsis.
			expect(text.match(/§/g)).toHaveLength(2000)
			expect(text.match(/x/g)!.length).toBeLessThan(10_000)
			expect(text).toContain('…')
		})

		it('answers a link past its limit with 429 and when to try again, each link with a budget of its own', async () => {
			const added = await client.post(`/api/admin/viewing-rooms/${room.id}/recipients`, {
				token,
				json: { name: 'Often Downloads', email: 'often@example.com' },
			})
			expect(added.status, added.text).toBe(201)
			const link = added.body.token
			for (let i = 0; i < 10; i++) expect((await download(link)).res.status).toBe(200)
			const refused = await download(link)
			expect(refused.res.status).toBe(429)
			expect(refused.res.headers.get('Content-Type')).toBe('text/plain; charset=utf-8')
			// Until the link's first download is 15 minutes old (the throttle keeps its own time, not the server's clock).
			expect(Number(refused.res.headers.get('Retry-After'))).toBeGreaterThan(0)
			expect(Number(refused.res.headers.get('Retry-After'))).toBeLessThanOrEqual(15 * 60)
			expect(new TextDecoder().decode(refused.bytes)).toMatch(/^Too many downloads of this PDF\. Please try again/)
			// Another link of the same room has its own budget.
			expect((await download(room.token)).res.status).toBe(200)
		})
	})

	describe('logo for documents', () => {
		const choose = (value: string) =>
			fetch(`${server.url}/admin/pages?tab=home`, {
				method: 'POST',
				headers: { Cookie: cookie },
				body: new URLSearchParams({ intent: 'document-logo', document_logo: value }),
				redirect: 'manual',
			})
		const imagesIn = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1').split('/Subtype /Image').length - 1

		it('prints the chosen uploaded image at the head of documents, and refuses anything else', async () => {
			const before = await fetchPdf(`/admin/artworks/${works.available!.id}/tear-sheet.pdf`)
			expect((await choose('/api/file/999999')).status).toBe(302)
			expect(server.readDb().settings.document_logo).toBe('')
			expect((await choose('javascript:alert(1)')).status).toBe(302)
			expect(server.readDb().settings.document_logo).toBe('')
			expect((await choose(image)).status).toBe(302)
			expect(server.readDb().settings.document_logo).toBe(image)
			const after = await fetchPdf(`/admin/artworks/${works.available!.id}/tear-sheet.pdf`)
			keepPdf('tear-sheet-logo.pdf', after.bytes)
			expect(imagesIn(after.bytes)).toBe(imagesIn(before.bytes) + 1)
			// The name moves beside the address.
			expect(flat((await readPdf(after.bytes)).text)).toContain('Meridian Gallery')
			const page = await (await fetch(`${server.url}/admin/pages?tab=home`, { headers: { Cookie: cookie } })).text()
			expect(page).toContain('Logo for documents')
			expect((await choose('')).status).toBe(302)
			expect(server.readDb().settings.document_logo).toBe('')
		})
	})

	describe('who may fetch documents', () => {
		it('sends a visitor without a session to the sign-in screen, and takes a Bearer token instead', async () => {
			const path = `/admin/artworks/${works.available!.id}/tear-sheet.pdf`
			const anonymous = await fetch(`${server.url}${path}`, { redirect: 'manual' })
			expect(anonymous.status).toBe(302)
			expect(anonymous.headers.get('Location')).toBe('/admin')
			const badToken = await fetch(`${server.url}${path}`, { headers: { Authorization: 'Bearer nope' } })
			expect(badToken.status).toBe(401)
			expect(await badToken.json()).toMatchObject({ error: 'Authentication required' })
			const withToken = await fetch(`${server.url}${path}`, { headers: { Authorization: `Bearer ${token}` } })
			expect(withToken.status).toBe(200)
			expect(withToken.headers.get('Content-Type')).toBe('application/pdf')
			expect(
				Buffer.from(await withToken.arrayBuffer())
					.subarray(0, 5)
					.toString(),
			).toBe('%PDF-')
		})
	})
})
