import { type FormMetadata, getFormProps } from '@conform-to/react'
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from 'react-router'
import { type ComponentType, type ReactNode, useEffect } from 'react'
import { useToast } from '#app/components/toaster.tsx'
import { FieldChecksContext } from '#app/components/field-checks.tsx'
import { ErrorSummary } from '#app/components/forms.tsx'
import { type Check } from '#app/utils/checks/check.ts'
import { ChecksSummary } from './checks-summary.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import { fieldLabel } from '#app/utils/conflict-values.ts'
import { type FormReply } from './admin-form.tsx'
import { ConflictNotice, type EditConflict } from './edit-conflict.tsx'
import { type UploadedImage } from './image-uploader.tsx'

/** What an add or edit page's loader hands its form: the record (none when adding), its images, the choices offered. */
export type EntityFormData<Record, Options> = {
	record: Record | null
	images: UploadedImage[]
	options: Options
}

export type EntityFormProps<Record, Options> = { data: EntityFormData<Record, Options>; reply?: FormReply }

/** An add or edit route's loader data and its action's refusal, for the collection's form component. */
export function useEntityForm<Loader>() {
	const data = useLoaderData<Loader>()
	const reply = (useActionData() as { result?: FormReply } | undefined)?.result
	return { data, reply }
}

/** A form component that starts afresh for each record (one edit page to the next keeps nothing of the last). */
export function byRecord<P extends { data: { record: { id: number } | null } }>(Component: ComponentType<P>) {
	return function ByRecord(props: P) {
		return <Component key={props.data.record?.id ?? 'new'} {...props} />
	}
}

/**
 * The frame of every add/edit form: multipart (so a plain file input works
 * without JavaScript), conform's form props (the schema's checks in the
 * browser), a form-level error list, and the Save / Cancel pair.
 * Cancel posts intent=cancel so the files uploaded in this session are deleted.
 */
export function EntityForm<Shape extends Record<string, unknown>>({
	title,
	submitLabel,
	form,
	children,
	withHistory = true,
}: {
	title: string
	submitLabel: string
	form: FormMetadata<Shape, string[]>
	children: ReactNode
	/** Whether the record has a history page to link to (a sale has none: an old version is not restored over it). */
	withHistory?: boolean
}) {
	const formErrors = form.errors ?? []
	const { pathname } = useLocation()
	const loaded = useLoaderData() as
		{ record?: { version?: number } | null; checks?: Check[]; mayPublishAnyway?: boolean } | undefined
	const checks = loaded?.checks ?? []
	const conflict = (useActionData() as { conflict?: EditConflict } | undefined)?.conflict
	// The version the form was opened with; after a conflict, the current one ("Save mine anyway").
	const version = conflict?.version ?? loaded?.record?.version
	const historyHref =
		withHistory && loaded?.record && pathname.endsWith('/edit') ? pathname.replace(/\/edit$/, '/history') : null
	const navigation = useNavigation()
	const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save'
	const { toast } = useToast()
	const failure = formErrors[0]
	// Server failures also show as a toast (with JavaScript); the inline list stays for everyone.
	useEffect(() => {
		if (failure) toast({ type: 'error', title: 'Error', description: failure })
	}, [failure, toast])
	return (
		<div className="rounded-lg border border-stone-200 bg-white p-4 sm:p-6">
			<div className="mb-6 flex flex-wrap items-baseline justify-between gap-2">
				<h1 className="font-display text-2xl font-semibold">{title}</h1>
				{historyHref ? (
					<Link to={historyHref} className="text-sm text-stone-700 underline underline-offset-2 hover:text-stone-950">
						History
					</Link>
				) : null}
			</div>
			<Form method="post" encType="multipart/form-data" className="space-y-5" {...getFormProps(form)}>
				{version ? <input type="hidden" name="version" value={version} /> : null}
				{conflict ? <ConflictNotice conflict={conflict} reloadHref={pathname} /> : null}
				<ErrorSummary formId={form.id} errors={form.allErrors} label={fieldLabel} />
				<ChecksSummary checks={checks} mayPublishAnyway={loaded?.mayPublishAnyway ?? false} />
				<FieldChecksContext value={checks}>{children}</FieldChecksContext>
				<div className="flex flex-wrap justify-end gap-2 border-t border-stone-200 pt-4">
					<button type="submit" name="intent" value="cancel" formNoValidate className={buttonClass.secondary}>
						Cancel
					</button>
					<button type="submit" name="intent" value="save" className={buttonClass.primary} disabled={saving}>
						{saving ? 'Saving...' : submitLabel}
					</button>
				</div>
			</Form>
		</div>
	)
}

export function CheckboxList({
	legend,
	name,
	options,
	selected,
	note,
}: {
	legend: string
	name: string
	options: { value: string; label: string }[]
	selected: string[]
	note?: string | null
}) {
	return (
		<fieldset className="rounded-lg border border-stone-200 p-4">
			<legend className="px-1 text-sm font-medium">{legend}</legend>
			{options.length ? (
				<ul className="max-h-56 space-y-1 overflow-y-auto">
					{options.map((o) => (
						<li key={o.value}>
							<label className="flex items-center gap-2 text-sm">
								<input type="checkbox" name={name} value={o.value} defaultChecked={selected.includes(o.value)} />
								{o.label}
							</label>
						</li>
					))}
				</ul>
			) : (
				<p className="text-sm text-stone-500">Nothing to assign yet</p>
			)}
			{note ? <p className="mt-2 text-xs text-stone-600">{note}</p> : null}
		</fieldset>
	)
}
