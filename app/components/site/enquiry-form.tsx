import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult, useForm } from '@conform-to/react'
import { useFetcher } from 'react-router'
import { useEffect, useRef, useState } from 'react'
import { type EnquiryInput } from '#app/schemas/enquiry.ts'
import { ErrorSummary, FieldError, Honeypot, PublicSubmit } from '#app/components/forms.tsx'
import { inPageLanguage, publicFieldLabel } from '#app/utils/i18n/form-messages.ts'
import { type validateEnquiry } from './enquiry-validation.ts'
import { usePageLanguage } from '#app/utils/i18n/use-page-language.ts'

export type EnquiryReply = SubmissionResult<string[]>
/** The fields' `required` and lengths, made from the schema on the server (`enquiryFormProps`). */
export type EnquiryConstraint = NonNullable<NonNullable<Parameters<typeof useForm<EnquiryInput>>[0]>['constraint']>

const inputClass =
	'mt-1 w-full border-0 border-b border-stone-400 bg-transparent px-0 py-2 focus:border-ink aria-[invalid]:border-red-700'
const textareaClass =
	'mt-2 w-full border border-stone-400 bg-transparent p-3 focus:border-ink aria-[invalid]:border-red-700'

/**
 * The "Enquire" form of artwork and exhibition pages. It posts to the page's
 * own action: without JavaScript a normal post that redirects back with a
 * flash toast (or re-renders with the messages beside the fields); with
 * JavaScript a fetcher, and the form clears once the enquiry is sent. The
 * page's HTML holds nothing about the visitor, so it can be cached.
 *
 * Checking the fields in the browser needs the schema and zod, most of the
 * page's script by weight: they load when a visitor first focuses the form, so
 * pages hydrate without them. Until then, the server's answer shows the messages.
 */
export function EnquiryForm({
	action,
	subject,
	defaultMessage,
	constraint,
	reply,
}: {
	/** The page's path; its action stores the enquiry. */
	action: string
	/** What the enquiry is about, for the sentence under the heading. */
	subject: 'work' | 'exhibition'
	defaultMessage: string
	constraint: EnquiryConstraint
	/** The action's answer after a post without JavaScript. */
	reply?: EnquiryReply
}) {
	const fetcher = useFetcher<{ result: EnquiryReply }>({ key: `enquiry:${action}` })
	const [validate, setValidate] = useState<typeof validateEnquiry>()
	const loadValidation = () => {
		if (validate) return
		// A chunk that fails to load leaves the checking to the server; the next focus tries again.
		import('./enquiry-validation.ts').then((m) => setValidate(() => m.validateEnquiry)).catch(() => {})
	}
	// A post that ends without an answer of its own was redirected: the enquiry is sent. React Router keeps a
	// fetcher's last data through later submissions, so a failed post's answer would otherwise stay and
	// keep its messages ('Name is required') under fields that are now filled.
	const wasBusy = useRef(false)
	const dataAtSubmit = useRef<unknown>(undefined)
	const [sent, setSent] = useState(false)
	const { lang, t, to } = usePageLanguage()
	const [form, fields] = useForm<EnquiryInput>({
		id: 'enquiry',
		lastResult: fetcher.state === 'idle' && !sent ? (fetcher.data?.result ?? reply) : undefined,
		defaultValue: { message: defaultMessage },
		constraint,
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
		// The schema's messages in the page's language, as the server's answer gives them.
		onValidate: validate ? ({ formData }) => inPageLanguage(validate(formData), t, lang) : undefined,
	})
	useEffect(() => {
		if (fetcher.state !== 'idle') {
			if (!wasBusy.current) dataAtSubmit.current = fetcher.data
			wasBusy.current = true
		} else if (wasBusy.current) {
			wasBusy.current = false
			const redirected = fetcher.data === dataAtSubmit.current
			setSent(redirected)
			if (redirected) form.reset()
		}
	}, [fetcher.state, fetcher.data, form])
	// A visitor whose first act was a focus in this form started the scripts with it, and React, not yet running,
	// missed that focus: load the check once hydrated, as the focus would have.
	useEffect(() => {
		if (document.getElementById(form.id)?.contains(document.activeElement)) loadValidation()
		// Once, at hydration: later focuses go through onFocus.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [])
	const busy = fetcher.state !== 'idle'
	return (
		<section id="enquire" aria-labelledby="enquire-heading" className="mt-16 border-t border-rule pt-8">
			<h2 id="enquire-heading" className="text-xs tracking-[0.08em] text-muted uppercase">
				{t('enquiry.heading')}
			</h2>
			<p className="mt-3">{t(subject === 'work' ? 'enquiry.introWork' : 'enquiry.introExhibition')}</p>
			<fetcher.Form
				method="post"
				action={to(action)}
				{...getFormProps(form)}
				onFocus={loadValidation}
				// Says when the browser's check is in place; until then a submit is checked by the server.
				data-validation={validate ? 'ready' : 'server'}
				className="mt-6 grid gap-5 sm:grid-cols-2"
			>
				<ErrorSummary
					formId={form.id}
					errors={form.allErrors}
					intro={t('form.pleaseCorrect')}
					label={(field) => publicFieldLabel(field, t)}
					className="border-l-2 border-red-700 pl-3 text-sm text-red-900 sm:col-span-2"
				/>
				<div>
					<label htmlFor={fields.name.id} className="text-sm text-muted">
						{t('enquiry.name')}
					</label>
					<input {...getInputProps(fields.name, { type: 'text' })} autoComplete="name" className={inputClass} />
					<FieldError id={fields.name.errorId} errors={fields.name.errors} />
				</div>
				<div>
					<label htmlFor={fields.email.id} className="text-sm text-muted">
						{t('enquiry.email')}
					</label>
					<input {...getInputProps(fields.email, { type: 'email' })} autoComplete="email" className={inputClass} />
					<FieldError id={fields.email.errorId} errors={fields.email.errors} />
				</div>
				<div className="sm:col-span-2">
					<label htmlFor={fields.phone.id} className="text-sm text-muted">
						{t('enquiry.phone')}
					</label>
					<input
						{...getInputProps(fields.phone, { type: 'tel' })}
						// The schema reads a blank phone as none; conform cannot see through that and would mark it required.
						required={false}
						autoComplete="tel"
						className={inputClass}
					/>
					<FieldError id={fields.phone.errorId} errors={fields.phone.errors} />
				</div>
				<div className="sm:col-span-2">
					<label htmlFor={fields.message.id} className="text-sm text-muted">
						{t('enquiry.message')}
					</label>
					<textarea {...getTextareaProps(fields.message)} rows={5} className={textareaClass} />
					<FieldError id={fields.message.errorId} errors={fields.message.errors} />
				</div>
				<Honeypot id="enquiry-website" />
				<div className="sm:col-span-2">
					<PublicSubmit busy={busy} busyText={t('form.sending')}>
						{t('enquiry.send')}
					</PublicSubmit>
				</div>
			</fetcher.Form>
		</section>
	)
}
