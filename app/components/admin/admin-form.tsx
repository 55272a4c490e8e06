import {
	type FieldMetadata,
	getInputProps,
	getSelectProps,
	getTextareaProps,
	type SubmissionResult,
	useForm,
} from '@conform-to/react'
import { getZodConstraint } from '@conform-to/zod/v4'
import { parseForm } from '#app/utils/form.ts'
import { z } from '#app/utils/zod.ts'

/**
 * conform for the back office's forms. Every form checks its fields with the
 * same zod schema as its action, in the browser once scripts run and on the
 * server always, so the messages beside the fields are the same either way.
 */
export type FormReply = SubmissionResult<string[]>

type Constraint = ReturnType<typeof getZodConstraint>

const constraints = new WeakMap<z.ZodType, Constraint>()

/**
 * The schema's constraints for the fields' attributes, with `required` only
 * where the schema refuses a blank field: most fields read a blank as their
 * default, which conform cannot see through, so it would mark them all required.
 */
export function adminConstraint(schema: z.ZodType): Constraint {
	const known = constraints.get(schema)
	if (known) return known
	const blank = schema.safeParse({})
	const refused = new Set(blank.success ? [] : blank.error.issues.map((issue) => issue.path.map(String).join('.')))
	const constraint = Object.fromEntries(
		Object.entries(getZodConstraint(schema)).map(([name, c]) => [name, { ...c, required: refused.has(name) }]),
	)
	constraints.set(schema, constraint)
	return constraint
}

const ANYTHING = z.object({})

/**
 * `useForm` set up for an admin form: the schema's constraints, checks on
 * submit and again as a refused field changes, the server's last answer.
 * A button with `formNoValidate` (Cancel) is never stopped by the checks.
 */
export function useAdminForm<
	S extends z.ZodType,
	// A schema that reads its whole input first (the page schema) names its fields in its output.
	Shape extends Record<string, unknown> = z.input<S> extends Record<string, unknown>
		? z.input<S>
		: z.output<S> & Record<string, unknown>,
>(schema: S, { id, reply, defaultValue }: { id: string; reply?: FormReply; defaultValue?: Record<string, unknown> }) {
	return useForm<Shape>({
		id,
		lastResult: reply,
		defaultValue: defaultValue as never,
		constraint: adminConstraint(schema),
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
		onValidate: ({ formData, submitter }) =>
			parseForm(formData, (submitter as HTMLButtonElement | null)?.formNoValidate ? ANYTHING : schema) as never,
	})
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any field of any form
type Meta = FieldMetadata<any, any, string[]>

/** What `Field` takes from a conform field: id, name, constraints, value and messages (Field sets the aria attributes). */
export function inputProps(
	meta: Meta,
	type: 'text' | 'number' | 'url' | 'email' | 'password' | 'datetime-local' | 'date' = 'text',
) {
	const { key: _key, ...props } = getInputProps(meta, { type, ariaAttributes: false })
	return { ...props, errors: meta.errors }
}

export function textareaProps(meta: Meta) {
	const { key: _key, ...props } = getTextareaProps(meta, { ariaAttributes: false })
	return { ...props, errors: meta.errors }
}

export function selectProps(meta: Meta) {
	const { key: _key, ...props } = getSelectProps(meta, { ariaAttributes: false })
	return { ...props, errors: meta.errors }
}

/** The last value sent for a field (a switch sends a hidden "false" before its "true"). */
export function lastValue(value: unknown): string {
	const last = Array.isArray(value) ? value[value.length - 1] : value
	return last === undefined || last === null ? '' : String(last)
}

/** Every value sent for a field, as a list (one checked box arrives as a single value). */
export function listValue(value: unknown): string[] {
	if (value === undefined || value === null || value === '') return []
	return (Array.isArray(value) ? value : [value]).filter((v) => typeof v === 'string')
}

/** What `SwitchField` takes from a conform field: name, id, whether it starts on, its messages. */
export function switchProps(meta: Meta, fallback: boolean) {
	const value = lastValue(meta.initialValue)
	return {
		id: meta.id,
		name: meta.name,
		defaultChecked: value === '' ? fallback : value === 'true' || value === 'on',
		errors: meta.errors,
	}
}

/** datetime-local wants YYYY-MM-DDTHH:mm; stored dates are ISO in UTC, which the schema reads back the same way. */
export function toDateTimeLocal(iso: string | null | undefined) {
	return iso ? iso.slice(0, 16) : ''
}
