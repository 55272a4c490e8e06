/**
 * Public forms are small (contract section 8: 64 KiB). The body is read while
 * it streams and refused as soon as it passes the bound, so nothing larger is
 * ever buffered; what was read is handed on as a fresh Request.
 */
export const PUBLIC_FORM_MAX_BYTES = 64 * 1024

export class BodyTooLargeError extends Error {
	override name = 'BodyTooLargeError'
	constructor() {
		super('The form is too large')
	}
}

export async function boundedRequest(request: Request, maxBytes = PUBLIC_FORM_MAX_BYTES): Promise<Request> {
	const declared = Number(request.headers.get('Content-Length') ?? '0')
	if (declared > maxBytes) throw new BodyTooLargeError()
	const chunks: Uint8Array[] = []
	if (request.body) {
		const reader = request.body.getReader()
		let size = 0
		for (;;) {
			const { done, value } = await reader.read()
			if (done) break
			size += value.byteLength
			if (size > maxBytes) {
				await reader.cancel()
				throw new BodyTooLargeError()
			}
			chunks.push(value)
		}
	}
	return new Request(request.url, {
		method: request.method,
		headers: request.headers,
		body: request.method === 'GET' || request.method === 'HEAD' ? undefined : Buffer.concat(chunks),
	})
}
