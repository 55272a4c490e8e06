import { beforeAll, describe, expect, it } from 'vitest'
import { routeManifestFor } from '#tests/support/route-manifest.ts'
import {
	BODY_LIMITS,
	bodyLimitFor,
	BodyTooLargeError,
	readBoundedBody,
	routeBodyLimit,
	serverBodyLimit,
	uploadBodyBytes,
} from './body-limits.server.ts'
import { readRouteRulesFrom } from './route-rules.server.ts'

const KiB = 1024
const MiB = 1024 * KiB
const MULTIPART = 'multipart/form-data; boundary=x'

// The routes whose rules these bounds come from (each says its own in its module, or has its surface's).
const PATHS = [
	'/contact',
	'/admin',
	'/admin/exhibitions/new',
	'/api/admin/artworks',
	'/api/files/upload',
	'/admin/import',
	'/admin/newsletter/readers',
	'/api/admin/import',
	'/api/auth/login',
	'/api/enquiries',
	'/newsletter/unsubscribe/abc',
	'/newsletter/confirm/abc',
	'/admin/documents/price-list',
	'/artwork/morning-field',
	'/exhibition/colour-as-place',
]
beforeAll(async () => readRouteRulesFrom(await routeManifestFor(PATHS)), 60_000)

describe('each route’s body limit', () => {
	it('keeps the bounds: 64 KiB for a visitor’s form, 1 MiB for an admin form or JSON, uploads of 11 parts of 10 MiB', () => {
		expect(BODY_LIMITS).toEqual({
			publicForm: 64 * KiB,
			newsletterLink: KiB,
			adminOrJson: MiB,
			import: 211 * MiB,
			readersImport: 2 * MiB + 64 * KiB,
		})
		// UPLOAD_MAX_MB unset: the spec's 10 MiB per file.
		expect(uploadBodyBytes()).toBe(11 * (10 * MiB + 64 * KiB))
		expect(serverBodyLimit('POST', '/contact', 'application/x-www-form-urlencoded')).toBe(64 * KiB)
		expect(serverBodyLimit('POST', '/admin', 'application/x-www-form-urlencoded')).toBe(MiB)
		expect(serverBodyLimit('POST', '/admin/exhibitions/new', MULTIPART)).toBe(uploadBodyBytes())
		expect(serverBodyLimit('POST', '/api/admin/artworks', MULTIPART)).toBe(uploadBodyBytes())
		expect(serverBodyLimit('POST', '/api/files/upload', MULTIPART)).toBe(uploadBodyBytes())
		expect(serverBodyLimit('POST', '/admin/import', MULTIPART)).toBe(BODY_LIMITS.import)
		expect(serverBodyLimit('POST', '/api/admin/import', MULTIPART)).toBe(BODY_LIMITS.import)
		// A list of newsletter readers: the page answers past its 2 MiB itself, beside the file field.
		expect(bodyLimitFor('/admin/newsletter/readers', MULTIPART)).toEqual({
			bytes: BODY_LIMITS.readersImport,
			ownAnswer: true,
		})
		expect(serverBodyLimit('POST', '/api/auth/login', 'application/json')).toBe(MiB)
		expect(serverBodyLimit('POST', '/api/enquiries', 'application/json')).toBe(64 * KiB)
		// A reader's confirmation or unsubscribe link takes one tiny body (List-Unsubscribe=One-Click).
		expect(serverBodyLimit('POST', '/newsletter/unsubscribe/abc', 'application/x-www-form-urlencoded')).toBe(KiB)
		expect(serverBodyLimit('POST', '/newsletter/confirm/abc', 'application/x-www-form-urlencoded')).toBe(KiB)
		// A price list names at most 500 works: a small form.
		expect(serverBodyLimit('POST', '/admin/documents/price-list', 'application/x-www-form-urlencoded')).toBe(64 * KiB)
		// A visitor's multipart post is a visitor's form.
		expect(serverBodyLimit('POST', '/contact', MULTIPART)).toBe(64 * KiB)
		// A path no route answers has its surface's bound.
		expect(serverBodyLimit('POST', '/admin/no-such-screen', 'application/x-www-form-urlencoded')).toBe(MiB)
		expect(serverBodyLimit('POST', '/admin/no-such-screen', MULTIPART)).toBe(uploadBodyBytes())
		expect(serverBodyLimit('POST', '/no-such-page', 'application/x-www-form-urlencoded')).toBe(64 * KiB)
		expect(serverBodyLimit('POST', '/Admin/Import/', MULTIPART)).toBe(BODY_LIMITS.import)
	})

	it('lets the enquiry form answer for itself: the server’s bound for it is above the route’s', () => {
		for (const path of ['/artwork/morning-field', '/exhibition/colour-as-place']) {
			expect(bodyLimitFor(path, 'application/x-www-form-urlencoded')).toEqual({ bytes: 64 * KiB, ownAnswer: true })
			expect(serverBodyLimit('POST', path, 'application/x-www-form-urlencoded')).toBeGreaterThan(64 * KiB)
		}
	})

	it('never reads an upload’s bound into memory: a body read whole keeps the route’s form or JSON bound', () => {
		const request = new Request('http://x/api/admin/artworks', {
			method: 'POST',
			headers: { 'Content-Type': MULTIPART },
		})
		expect(routeBodyLimit(request)).toBe(MiB)
	})

	it('reads a body up to its bound and refuses one byte more, declared or not', async () => {
		const post = (bytes: number, declared: boolean) =>
			new Request('http://x/contact', {
				method: 'POST',
				body: new ReadableStream<Uint8Array>({
					start(controller) {
						controller.enqueue(new Uint8Array(bytes))
						controller.close()
					},
				}),
				headers: declared ? { 'Content-Length': String(bytes) } : {},
				duplex: 'half',
			} as RequestInit)
		for (const declared of [true, false]) {
			expect((await readBoundedBody(post(64 * KiB, declared))).length).toBe(64 * KiB)
			await expect(readBoundedBody(post(64 * KiB + 1, declared))).rejects.toBeInstanceOf(BodyTooLargeError)
		}
	})
})
