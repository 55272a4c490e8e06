import { getFormProps } from '@conform-to/react'
import { Form, Link } from 'react-router'
import {
	type FormReply,
	inputProps,
	switchProps,
	textareaProps,
	useAdminForm,
} from '#app/components/admin/admin-form.tsx'
import { Field, SwitchField, TextareaField } from '#app/components/forms.tsx'
import { Translated } from '#app/components/admin/translated-field.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import { PageSchema } from '#app/schemas/page.ts'
import { type PageKey } from '#app/schemas/records.ts'
import { type PageData, pageDefaults } from './detail.tsx'
import { PartVersion } from './versions.tsx'

/** What the generic tabs call the fields; the About tab says 'Page Title', 'Page Description' and 'Save'. */
const GENERIC = { title: 'Title', description: 'Description', submit: 'Save Changes' }

/**
 * A page's title, description and visibility: the form of the Exhibitions,
 * Artists, Gallery and Contact tabs, and of the About tab's settings (with
 * its own labels and a Cancel link).
 */
export function PageEditor({
	pageKey,
	page,
	hideable,
	reply,
	labels = GENERIC,
	cancelTo,
	className = 'space-y-4 rounded-lg border border-stone-200 bg-white p-4 sm:p-6',
}: {
	pageKey: PageKey
	page: PageData
	hideable: boolean
	reply?: FormReply
	labels?: typeof GENERIC
	cancelTo?: string
	className?: string
}) {
	const [form, fields] = useAdminForm(PageSchema, { id: `page-${pageKey}`, reply, defaultValue: pageDefaults(page) })
	return (
		<Form method="post" action={`/admin/pages?tab=${pageKey}`} className={className} {...getFormProps(form)}>
			<input type="hidden" name="page" value={pageKey} />
			<PartVersion part={pageKey} intent="save-page" reloadHref={`/admin/pages?tab=${pageKey}&edit=${pageKey}`} />
			<Translated translations={fields.translations} name="title" label={labels.title} maxLength={200}>
				<Field label={labels.title} {...inputProps(fields.title)} />
			</Translated>
			<Translated translations={fields.translations} name="description" label={labels.description} multiline rows={3}>
				<TextareaField label={labels.description} rows={3} {...textareaProps(fields.description)} />
			</Translated>
			{hideable ? <SwitchField label="Page Visible" {...switchProps(fields.is_visible, true)} /> : null}
			<div className="flex justify-end gap-2">
				{cancelTo ? (
					<Link to={cancelTo} className={buttonClass.secondary}>
						Cancel
					</Link>
				) : null}
				<button type="submit" name="intent" value="save-page" className={buttonClass.primary}>
					{labels.submit}
				</button>
			</div>
		</Form>
	)
}
