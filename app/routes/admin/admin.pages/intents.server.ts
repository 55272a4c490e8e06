import { type data } from 'react-router'
import { type Actor } from '#app/data/activity.server.ts'
import { NotFoundError } from '#app/data/db.server.ts'
import { PageCannotBeHiddenError } from '#app/data/pages.server.ts'
import { isPageKey } from '#app/schemas/records.ts'
import { type AdminForm, FormUploadError, readAdminForm } from '#app/server/admin/form-uploads.server.ts'
import { redirectWithToast } from '#app/server/toast.server.ts'

/**
 * How the Page Content screen's action runs its intents. Every form on the
 * screen names an `intent`; its handler (beside the tab it serves) answers
 * with a redirect and its success toast, or with field errors. A handler that
 * throws answers with its `failure` toast.
 */
export type IntentContext = {
	request: Request
	form: AdminForm
	formData: FormData
	/** The tab the post came from: /admin/pages?tab=... */
	back: string
	ok: (title: string, to?: string) => Promise<Response>
	fail: (description: string) => Promise<Response>
	/** Who posted (the signed-in user and the client address). */
	actor?: Actor
	/** Whether the user may see what only admins may (the invoices' bank details: docs/admin.md, 'Sales'). */
	mayUseSales?: boolean
}

export type IntentHandler = {
	/** The error toast's text when the handler throws. */
	failure: string
	run: (context: IntentContext) => Promise<Response | ReturnType<typeof data>>
}

export async function runIntent(
	request: Request,
	handlers: Record<string, IntentHandler>,
	actor?: Actor,
	mayUseSales = false,
) {
	const tab = new URL(request.url).searchParams.get('tab') ?? 'home'
	const back = `/admin/pages?tab=${encodeURIComponent(isPageKey(tab) ? tab : 'home')}`
	const fail = (description: string) => redirectWithToast(request, back, { type: 'error', title: 'Error', description })
	const ok = (title: string, to = back) => redirectWithToast(request, to, { type: 'success', title })
	// Files sent with a form of this screen are hero images (the logo's handler answers its own refusal).
	const heroFailure = () => fail('Failed to update hero images')
	let form: AdminForm
	try {
		form = await readAdminForm(request)
	} catch (error) {
		if (!(error instanceof FormUploadError)) throw error
		return heroFailure()
	}
	const handler = handlers[String(form.formData.get('intent') ?? '')]
	try {
		if (!handler) return await fail('Unknown request')
		return await handler.run({ request, form, formData: form.formData, back, ok, fail, actor, mayUseSales })
	} catch (error) {
		if (error instanceof FormUploadError) return heroFailure()
		if (error instanceof PageCannotBeHiddenError) return fail('Failed to update page visibility')
		if (!(error instanceof NotFoundError)) console.error(error)
		return fail(handler!.failure)
	} finally {
		await form.upload?.discard()
	}
}

/** A JSON form field, or undefined when it is missing or not JSON. */
export function jsonField(value: FormDataEntryValue | null): unknown {
	if (typeof value !== 'string') return undefined
	try {
		return JSON.parse(value)
	} catch {
		return undefined
	}
}
