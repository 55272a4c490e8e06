import { data } from 'react-router'
import { type Actor } from '#app/data/activity.server.ts'
import { addReaders } from '#app/data/newsletter.server.ts'
import { ReaderSchema } from '#app/schemas/newsletter.ts'
import { UploadError } from '#app/server/framework/multipart.server.ts'
import { readFormData } from '#app/server/http.server.ts'
import { redirectWithToast } from '#app/server/toast.server.ts'
import { readReaderSheet, readReadersUpload, ReaderFileError } from './reader-import.server.ts'
import { doubleOptIn, mailConfirmation } from './signup.server.ts'

/**
 * The two forms of /admin/newsletter/readers (docs/admin.md, 'Adding
 * readers'): "Add reader" (a form post) and "Import readers" (a multipart
 * upload of one CSV). Each answers 400 with its messages beside its fields,
 * or redirects to the reader list with what was done.
 */
export const READERS_PATH = '/admin/newsletter/readers'
const LIST_PATH = '/admin/newsletter'

export type AddReadersReply = {
	form: 'add' | 'import'
	errors: Record<string, string[]>
	values?: Record<string, string>
}

const refuse = (reply: AddReadersReply, status = 400) => data(reply, { status })
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

export const NO_CONSENT_WITHOUT_MAIL =
	'Record how the reader agreed: without a mail server they cannot be asked to confirm'

export async function addReaderByHand(request: Request, actor: Actor) {
	const form = await readFormData(request)
	const values = {
		email: String(form.get('email') ?? ''),
		name: String(form.get('name') ?? ''),
		consent: String(form.get('consent') ?? ''),
		consented_at: String(form.get('consented_at') ?? ''),
	}
	const parsed = ReaderSchema.safeParse(values)
	if (!parsed.success) {
		const errors: Record<string, string[]> = {}
		for (const issue of parsed.error.issues) (errors[String(issue.path[0] ?? 'email')] ??= []).push(issue.message)
		return refuse({ form: 'add', errors, values })
	}
	const askToConfirm = !parsed.data.consent
	if (askToConfirm && !doubleOptIn())
		return refuse({ form: 'add', errors: { consent: [NO_CONSENT_WITHOUT_MAIL] }, values })
	const result = await addReaders([parsed.data], { source: 'back office', actor })
	if (result.existing.length)
		return refuse({ form: 'add', errors: { email: ['This email is already on the list'] }, values })
	for (const { subscriber, token } of result.toConfirm) mailConfirmation(subscriber, token)
	return redirectWithToast(request, LIST_PATH, {
		type: 'success',
		title: 'Reader added',
		description: askToConfirm
			? `${parsed.data.email} was mailed a link to confirm, and is pending until they do.`
			: `${parsed.data.email} is active.`,
	})
}

export async function importReaders(request: Request, actor: Actor) {
	let sheet: ReturnType<typeof readReaderSheet>
	try {
		sheet = readReaderSheet(await readReadersUpload(request))
	} catch (error) {
		if (error instanceof ReaderFileError) return refuse({ form: 'import', errors: { readers: error.problems } })
		if (error instanceof UploadError)
			return refuse({ form: 'import', errors: { readers: [error.message] } }, error.status)
		throw error
	}
	const result = await addReaders(sheet.entries, { source: 'import', actor })
	const left = [
		result.existing.length
			? `${plural(result.existing.length, 'address', 'addresses')} already on the list left as they were`
			: '',
		sheet.repeated ? `${plural(sheet.repeated, 'repeated row')} skipped` : '',
	].filter(Boolean)
	return redirectWithToast(request, LIST_PATH, {
		type: 'success',
		title: `Imported ${plural(result.added.length, 'reader')}`,
		description: left.length ? `${left.join('; ')}.` : undefined,
	})
}
