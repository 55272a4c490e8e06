import {
	type InputHTMLAttributes,
	type ReactNode,
	type SelectHTMLAttributes,
	type TextareaHTMLAttributes,
	useId,
} from 'react'
import { FieldCheckList, useFieldChecks } from '#app/components/field-checks.tsx'
import { useHydrated } from '#app/components/ui/use-hydrated.ts'

/**
 * Labelled form controls. A control with errors gets aria-invalid and points
 * at its messages with aria-describedby; hints are described too.
 */
export type FieldErrors = string[] | null | undefined

export const inputClass =
	'block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-stone-500 aria-[invalid=true]:border-red-600'

export function ErrorList({ id, errors }: { id?: string; errors: FieldErrors }) {
	if (!errors?.length) return null
	return (
		<ul id={id} className="mt-1 space-y-0.5 text-sm text-red-700">
			{errors.map((e) => (
				<li key={e}>{e}</li>
			))}
		</ul>
	)
}

/**
 * Above a form that came back with errors: the form's own messages, and the
 * fields to correct, each a link to its field (whose message stays beside
 * it). It takes the focus when the page loads (autofocus on a tabindex -1
 * box), so after a post without JavaScript the browser opens the page at the
 * message, not at the top with the message below the fold.
 */
export function ErrorSummary({
	formId,
	errors,
	label,
	intro = 'Please correct',
	className = 'rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900',
}: {
	formId: string
	/** conform's `allErrors`: field name → messages ('' for the form's own). */
	errors: Record<string, string[]> | undefined
	/** A field's name as the form labels it. */
	label: (field: string) => string
	/** The words before the fields' links: a public form's are in the page's language. */
	intro?: string
	className?: string
}) {
	const hydrated = useHydrated()
	const own = errors?.[''] ?? []
	const fields = Object.entries(errors ?? {})
		.filter(([field, messages]) => field && messages.length)
		.map(([field]) => field)
	if (!own.length && !fields.length) return null
	return (
		<div
			id={`${formId}-errors`}
			tabIndex={-1}
			// Rendered by the server (no JavaScript yet): the browser focuses it and scrolls to it as the page loads.
			// Once the scripts run, conform focuses the first field in error instead, and typing is never interrupted.
			autoFocus={!hydrated}
			role="alert"
			className={`scroll-mt-4 ${className}`}
		>
			{own.map((message) => (
				<p key={message}>{message}</p>
			))}
			{fields.length ? (
				<p>
					{intro}{' '}
					{fields.map((field, i) => (
						<span key={field}>
							{i ? ', ' : ''}
							<a href={`#${formId}-${field}`} className="underline underline-offset-2">
								{label(field)}
							</a>
						</span>
					))}
					.
				</p>
			) : null}
		</div>
	)
}

/** The first message of a public form's field (conform's `errorId` names it for aria-describedby). */
export function FieldError({ id, errors }: { id: string; errors?: string[] }) {
	if (!errors?.length) return null
	return (
		<p id={id} className="mt-1 text-sm text-red-700">
			{errors[0]}
		</p>
	)
}

/** A public form's honeypot: hidden from people and assistive technology; bots fill it, and the action refuses them. */
export function Honeypot({ id }: { id: string }) {
	return (
		<div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
			<label htmlFor={id}>Website</label>
			<input id={id} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
		</div>
	)
}

/** A public form's submit button: a thin outline, inverted on hover, saying `busyText` while the form posts. */
export function PublicSubmit({ busy, busyText, children }: { busy: boolean; busyText: string; children: ReactNode }) {
	return (
		<button
			type="submit"
			disabled={busy}
			className="border border-ink px-6 py-2.5 text-sm hover:bg-ink hover:text-white disabled:opacity-60"
		>
			{busy ? busyText : children}
		</button>
	)
}

/** The aria attributes of a field: invalid when it has errors, described by its hint, errors and checks. */
export function fieldAria(id: string, errors: FieldErrors, hint?: ReactNode, checked = false) {
	const ids = [hint ? `${id}-hint` : '', errors?.length ? `${id}-error` : '', checked ? `${id}-checks` : '']
		.filter(Boolean)
		.join(' ')
	return { 'aria-invalid': errors?.length ? true : undefined, 'aria-describedby': ids || undefined }
}

type Common = { label: ReactNode; errors?: FieldErrors; hint?: ReactNode; className?: string }

/**
 * Label above, the control, then its hint, errors and the record's checks before publishing on the field named
 * `name`; wires the ids for aria-describedby.
 */
export function FieldShell({
	id,
	name,
	label,
	errors,
	hint,
	className,
	children,
}: Common & { id: string; name?: string; children: ReactNode }) {
	const checks = useFieldChecks(name)
	return (
		<div className={className}>
			<label htmlFor={id} className="mb-1 block text-sm font-medium">
				{label}
			</label>
			{children}
			{hint ? (
				<p id={`${id}-hint`} className="mt-1 text-xs text-stone-500">
					{hint}
				</p>
			) : null}
			<ErrorList id={`${id}-error`} errors={errors} />
			<FieldCheckList id={`${id}-checks`} checks={checks} />
		</div>
	)
}

export function Field({ label, errors, hint, className, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
	const fallback = useId()
	const id = input.id ?? fallback
	const checked = useFieldChecks(input.name).length > 0
	return (
		<FieldShell id={id} name={input.name} label={label} errors={errors} hint={hint} className={className}>
			<input id={id} className={inputClass} {...fieldAria(id, errors, hint, checked)} {...input} />
		</FieldShell>
	)
}

export function TextareaField({
	label,
	errors,
	hint,
	className,
	...textarea
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
	const fallback = useId()
	const id = textarea.id ?? fallback
	const checked = useFieldChecks(textarea.name).length > 0
	return (
		<FieldShell id={id} name={textarea.name} label={label} errors={errors} hint={hint} className={className}>
			<textarea id={id} className={inputClass} {...fieldAria(id, errors, hint, checked)} {...textarea} />
		</FieldShell>
	)
}

export function SelectField({
	label,
	errors,
	hint,
	className,
	children,
	...select
}: Common & SelectHTMLAttributes<HTMLSelectElement>) {
	const fallback = useId()
	const id = select.id ?? fallback
	const checked = useFieldChecks(select.name).length > 0
	return (
		<FieldShell id={id} name={select.name} label={label} errors={errors} hint={hint} className={className}>
			<select id={id} className={inputClass} {...fieldAria(id, errors, hint, checked)} {...select}>
				{children}
			</select>
		</FieldShell>
	)
}

/**
 * An on/off switch that posts "true" or "false": a hidden "false" goes first
 * and the checkbox's value, when on, comes last (the schemas take the last value).
 */
export function SwitchField({
	label,
	name,
	defaultChecked,
	errors,
	className,
	...input
}: Common & { name: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'name'>) {
	const fallback = useId()
	const id = input.id ?? fallback
	return (
		<div className={className}>
			<input type="hidden" name={name} value="false" />
			<label htmlFor={id} className="inline-flex cursor-pointer items-center gap-3 text-sm font-medium">
				<input
					id={id}
					type="checkbox"
					role="switch"
					name={name}
					value="true"
					defaultChecked={defaultChecked}
					className="peer sr-only"
					{...fieldAria(id, errors)}
					{...input}
				/>
				<span
					aria-hidden
					className="relative h-6 w-11 shrink-0 rounded-full bg-stone-300 transition peer-checked:bg-emerald-600 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-blue-600 after:absolute after:top-0.5 after:left-0.5 after:h-5 after:w-5 after:rounded-full after:bg-white after:transition peer-checked:after:translate-x-5"
				/>
				<span>{label}</span>
			</label>
			<ErrorList id={`${id}-error`} errors={errors} />
		</div>
	)
}
