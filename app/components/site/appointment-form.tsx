import { getFormProps, getInputProps, getTextareaProps, useForm } from '@conform-to/react'
import { Form, useNavigation } from 'react-router'
import { ErrorSummary, FieldError, Honeypot, PublicSubmit } from '#app/components/forms.tsx'
import { type AppointmentInput } from '#app/schemas/enquiry.ts'
import { publicFieldLabel } from '#app/utils/i18n/form-messages.ts'
import { type EnquiryConstraint, type EnquiryReply } from './enquiry-form.tsx'
import { usePageLanguage } from '#app/utils/i18n/use-page-language.ts'

const inputClass =
	'mt-1 w-full border-0 border-b border-stone-400 bg-transparent px-0 py-2 focus:border-ink aria-[invalid]:border-red-700'
const textareaClass =
	'mt-2 w-full border border-stone-400 bg-transparent p-3 focus:border-ink aria-[invalid]:border-red-700'

/**
 * "Request an appointment" on a fair's page (docs/public-site.md, 'Art
 * fairs'): a plain post to the page, so it works without JavaScript. The
 * server checks the day is one of the fair's and answers a refusal beside the
 * field; success redirects back with a flash toast.
 */
export function AppointmentForm({
	action,
	firstDay,
	lastDay,
	defaultMessage,
	constraint,
	reply,
}: {
	action: string
	/** The fair's days, 'YYYY-MM-DD': the date field offers only these. */
	firstDay: string
	lastDay: string
	defaultMessage: string
	constraint: EnquiryConstraint
	reply?: EnquiryReply
}) {
	const navigation = useNavigation()
	const [form, fields] = useForm<AppointmentInput>({
		id: 'appointment',
		lastResult: reply,
		defaultValue: { message: defaultMessage },
		constraint,
		shouldValidate: 'onSubmit',
	})
	const { t, to } = usePageLanguage()
	const busy = navigation.state === 'submitting' && navigation.formAction === to(action)
	return (
		<section id="request-appointment" aria-labelledby="appointment-heading" className="mt-16 border-t border-rule pt-8">
			<h2 id="appointment-heading" className="text-xs tracking-[0.08em] text-muted uppercase">
				{t('appointment.heading')}
			</h2>
			<p className="mt-3">{t('appointment.intro')}</p>
			<Form
				method="post"
				action={to(action)}
				{...getFormProps(form)}
				preventScrollReset
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
				<div>
					<label htmlFor={fields.preferred_date.id} className="text-sm text-muted">
						{t('appointment.dayRequired')}
					</label>
					<input
						{...getInputProps(fields.preferred_date, { type: 'date' })}
						min={firstDay}
						max={lastDay}
						required
						className={inputClass}
					/>
					<FieldError id={fields.preferred_date.errorId} errors={fields.preferred_date.errors} />
				</div>
				<div>
					<label htmlFor={fields.phone.id} className="text-sm text-muted">
						{t('enquiry.phone')}
					</label>
					<input
						{...getInputProps(fields.phone, { type: 'tel' })}
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
					<textarea {...getTextareaProps(fields.message)} rows={4} className={textareaClass} />
					<FieldError id={fields.message.errorId} errors={fields.message.errors} />
				</div>
				<Honeypot id="appointment-website" />
				<div className="sm:col-span-2">
					<PublicSubmit busy={busy} busyText={t('form.sending')}>
						{t('appointment.heading')}
					</PublicSubmit>
				</div>
			</Form>
		</section>
	)
}
