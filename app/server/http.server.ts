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
