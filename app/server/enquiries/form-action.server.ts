import { getEnv } from '#app/utils/env.server.ts'
import { pageStrings } from '#app/server/page-language.server.ts'
import { inPageLanguage } from '#app/utils/i18n/form-messages.ts'
import { pathInLanguage } from '#app/utils/i18n/page-language.ts'
import { getZodConstraint } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, data, type HeadersFunction } from 'react-router'
import { fairDays, isFairDay, UnknownSubjectError } from '#app/data/enquiries.server.ts'
import { AppointmentSchema, EnquirySchema } from '#app/schemas/enquiry.ts'
import { formatDay } from '#app/utils/locale-format.ts'
import { parseForm } from '#app/utils/form.ts'
import { BodyTooLargeError, boundedRequest } from '#app/server/body-limits.server.ts'
import { TooManyAttemptsError } from '#app/server/throttle.server.ts'
import { redirectWithToast } from '#app/server/toast.server.ts'
import { enquiryRetryAfter, reserveEnquiry } from './rate-limit.server.ts'
import { submitEnquiry } from './submit.server.ts'
import { clientAddressOf } from '#app/server/request-context.server.ts'

const ENQUIRY_CONSTRAINT = getZodConstraint(EnquirySchema)

/**
 * What a page's loader hands its "Enquire" form: the message it starts with and
 * the fields' constraints, read from the schema here so the page's script
 * need not carry zod to know them.
 */
export function enquiryFormProps(defaultMessage: string) {
	return { defaultMessage, constraint: ENQUIRY_CONSTRAINT }
}

/** A form-level failure, shown above the fields (and as a toast with JavaScript). */
function formFailure(message: string, status: number, headers?: HeadersInit) {
	return data({ result: { status: 'error' as const, error: { '': [message] } } }, { status, headers })
}

/**
 * The "Enquire" form's post on an artwork or exhibition page. The page
 * decides what the enquiry is about; the visitor sends name, email, phone and
 * message. Success redirects back with a flash toast (so it works without
 * JavaScript); bad input answers 400 with the messages beside the fields.
 */
export async function handleEnquiryForm(
	request: Request,
	clientAddress: string,
	about: { artwork_id: number } | { exhibition_id: number },
	pagePath: string,
) {
	// The answer is in the language of the page the form is on (its messages too), which is the reader's.
	const { lang, t } = pageStrings(request)
	const tooMany = (wait: number) => formFailure(t('form.tooManyEnquiries'), 429, { 'Retry-After': String(wait) })
	// An address past its limit is answered before its body is read; the limit itself is counted below.
	const wait = await enquiryRetryAfter(clientAddress)
	if (wait > 0) return tooMany(wait)
	let formData: FormData
	try {
		formData = await (await boundedRequest(request)).formData()
	} catch (error) {
		if (error instanceof BodyTooLargeError) return formFailure(t('form.tooLongToSend'), 413)
		return formFailure(t('form.unreadable'), 400)
	}
	formData.delete('artwork_id')
	formData.delete('exhibition_id')
	for (const [key, value] of Object.entries(about)) formData.set(key, String(value))
	// The reader's language is the page's, the one the form is on and posts to (contract section 21).
	formData.set('language', lang)
	const submission = parseForm(formData, EnquirySchema)
	if (submission.status !== 'success')
		return data({ result: inPageLanguage(submission, t, lang).reply() }, { status: 400 })
	// The honeypot: people never fill it, bots do. Answer as if it worked and store nothing.
	// It is counted like an enquiry.
	try {
		if (submission.value.website) await reserveEnquiry(clientAddress)
		else await submitEnquiry(submission.value, clientAddress)
	} catch (error) {
		if (error instanceof TooManyAttemptsError) return tooMany(error.retryAfter)
		if (error instanceof UnknownSubjectError) throw new Response('Not found', { status: 404 })
		console.error('Storing an enquiry failed', error)
		return formFailure(t('form.enquiryFailed'), 500)
	}
	// Back to the page in the language it was sent from.
	return redirectWithToast(request, pathInLanguage(pagePath, lang, getEnv().SITE_LANGUAGES[0] ?? 'en'), {
		type: 'success',
		title: t('enquiry.sent'),
		description: t('enquiry.sentText'),
	})
}

const APPOINTMENT_CONSTRAINT = getZodConstraint(AppointmentSchema)

/** What a fair page's loader hands its "Request an appointment" form. */
export function appointmentFormProps(
	fair: { title: string; start_date: string; end_date: string },
	t: (key: 'appointment.message', vars: { title: string }) => string,
) {
	const { first, last } = fairDays(fair)
	return {
		firstDay: first,
		lastDay: last,
		defaultMessage: t('appointment.message', { title: fair.title }),
		constraint: APPOINTMENT_CONSTRAINT,
	}
}

/**
 * "Request an appointment" on a fair's page: an enquiry of kind 'appointment'
 * with the fair and the day. A day outside the fair's dates is refused beside
 * the field and nothing is stored; the rest is the enquiry form's path (its
 * limit, honeypot, storing and notice).
 */
export async function handleAppointmentForm(
	request: Request,
	clientAddress: string,
	fair: { id: number; slug: string; start_date: string; end_date: string },
	locale: string,
) {
	const { lang, t } = pageStrings(request)
	const tooMany = (wait: number) => formFailure(t('form.tooManyEnquiries'), 429, { 'Retry-After': String(wait) })
	const wait = await enquiryRetryAfter(clientAddress)
	if (wait > 0) return tooMany(wait)
	let formData: FormData
	try {
		formData = await (await boundedRequest(request)).formData()
	} catch (error) {
		if (error instanceof BodyTooLargeError) return formFailure(t('form.tooLongToSend'), 413)
		return formFailure(t('form.unreadable'), 400)
	}
	for (const key of ['artwork_id', 'exhibition_id']) formData.delete(key)
	formData.set('language', lang)
	const submission = parseForm(formData, AppointmentSchema)
	if (submission.status !== 'success')
		return data({ result: inPageLanguage(submission, t, lang).reply() }, { status: 400 })
	const day = submission.value.preferred_date
	if (!isFairDay(fair, day)) {
		const { first, last } = fairDays(fair)
		const message = t('form.dayOfFair', { first: formatDay(first, locale), last: formatDay(last, locale) })
		return data({ result: submission.reply({ fieldErrors: { preferred_date: [message] } }) }, { status: 400 })
	}
	try {
		if (submission.value.website) await reserveEnquiry(clientAddress)
		else await submitEnquiry(submission.value, clientAddress, { fair_id: fair.id, preferred_date: day })
	} catch (error) {
		if (error instanceof TooManyAttemptsError) return tooMany(error.retryAfter)
		if (error instanceof UnknownSubjectError) throw new Response('Not found', { status: 404 })
		console.error('Storing an appointment request failed', error)
		return formFailure(t('form.requestFailed'), 500)
	}
	return redirectWithToast(request, pathInLanguage(`/fair/${fair.slug}`, lang, getEnv().SITE_LANGUAGES[0] ?? 'en'), {
		type: 'success',
		title: t('appointment.sent'),
		description: t('appointment.sentText'),
	})
}

/** A page with the form passes the limit's Retry-After on to the browser. */
/**
 * The action of an artwork or exhibition page, whose "Enquire" form posts to
 * the page itself: `find` reads the page's record from its slug (or throws the
 * page's 404), and the enquiry is about that record whatever the form says.
 */
export function enquiryAction<R extends { id: number; slug: string }>(
	kind: 'artwork' | 'exhibition',
	find: (slug: string | undefined) => Promise<R>,
) {
	return async ({ params, request, context }: ActionFunctionArgs) => {
		const record = await find(params.slug)
		const about = kind === 'artwork' ? { artwork_id: record.id } : { exhibition_id: record.id }
		return handleEnquiryForm(request, clientAddressOf(context), about, `/${kind}/${record.slug}`)
	}
}

export const enquiryPageHeaders: HeadersFunction = ({ actionHeaders, loaderHeaders }) => {
	const headers = new Headers()
	const retry = actionHeaders.get('Retry-After')
	if (retry) headers.set('Retry-After', retry)
	// A staff preview of a page not yet public is private (app/server/preview.server.ts).
	const cacheControl = loaderHeaders.get('Cache-Control')
	if (cacheControl) headers.set('Cache-Control', cacheControl)
	return headers
}
