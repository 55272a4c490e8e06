import { createCookie, redirect } from 'react-router'
import { type Toast, type ToastInput, ToastSchema } from '#app/schemas/toast.ts'
import { combineHeaders, isSecureRequest } from './http.server.ts'
import { getSessionSecret } from './secret.server.ts'

/**
 * Flash messages that survive a redirect: set by an action, read and cleared
 * by the root loader, shown as a banner without JavaScript and as a toast with it.
 */

export const TOAST_COOKIE = 'gallery_toast'

let toastCookie: ReturnType<typeof createCookie> | undefined
function cookie() {
	toastCookie ??= createCookie(TOAST_COOKIE, {
		httpOnly: true,
		sameSite: 'lax',
		path: '/',
		secrets: [getSessionSecret()],
	})
	return toastCookie
}

export async function createToastHeaders(request: Request, input: ToastInput) {
	const toast: Toast = { ...input, id: input.id ?? crypto.randomUUID() }
	return new Headers({ 'Set-Cookie': await cookie().serialize(toast, { secure: isSecureRequest(request) }) })
}

export async function redirectWithToast(request: Request, url: string, input: ToastInput, init?: ResponseInit) {
	return redirect(url, { ...init, headers: combineHeaders(init?.headers, await createToastHeaders(request, input)) })
}

/** Reads the flashed toast, with the header that clears it. */
export async function getToast(request: Request): Promise<{ toast: Toast | null; headers: Headers | null }> {
	const raw = await cookie().parse(request.headers.get('Cookie'))
	const parsed = ToastSchema.safeParse(raw)
	if (raw === null || raw === undefined) return { toast: null, headers: null }
	return {
		toast: parsed.success ? parsed.data : null,
		headers: new Headers({
			'Set-Cookie': await cookie().serialize('', { maxAge: 0, expires: new Date(0), secure: isSecureRequest(request) }),
		}),
	}
}
