/** Throws a Response when `condition` is falsy, for not-found and similar answers in loaders. */
export function invariantResponse(condition: unknown, message: string, init?: ResponseInit): asserts condition {
	if (!condition) {
		throw new Response(message, {
			status: 404,
			...init,
			headers: { 'Content-Type': 'text/plain; charset=utf-8', ...init?.headers },
		})
	}
}

export function isSecureRequest(request: Request) {
	return new URL(request.url).protocol === 'https:'
}

export function combineHeaders(...all: Array<HeadersInit | null | undefined>) {
	const combined = new Headers()
	for (const headers of all) {
		if (!headers) continue
		for (const [key, value] of new Headers(headers).entries()) combined.append(key, value)
	}
	return combined
}

/**
 * The request's form. A body that is not the form it claims to be (a multipart body cut short or without its
 * boundary) makes `formData()` throw a TypeError: that is the sender's mistake, so it answers 400, not 500.
 */
export async function readFormData(request: Request): Promise<FormData> {
	try {
		return await request.formData()
	} catch (error) {
		if (!(error instanceof TypeError)) throw error
		throw new Response(
			'The form could not be read: send it as application/x-www-form-urlencoded or multipart/form-data',
			{
				status: 400,
				headers: { 'Content-Type': 'text/plain; charset=utf-8' },
			},
		)
	}
}
