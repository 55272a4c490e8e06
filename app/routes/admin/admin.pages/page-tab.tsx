import { getFormProps } from '@conform-to/react'
import { Form } from '@remix-run/react'
import {
	type FormReply,
	inputProps,
	switchProps,
	textareaProps,
	useAdminForm,
} from '#app/components/admin/admin-form.tsx'
import { Field, SwitchField, TextareaField } from '#app/components/forms.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import { PageSchema } from '#app/schemas/page.ts'
import { type PageKey } from '#app/schemas/records.ts'
import { type PageData, pageDefaults } from './detail.tsx'

/** The Exhibitions, Artists, Gallery and Contact tabs: a page's title, description and visibility. */
export function PageEditor({
	pageKey,
	page,
	hideable,
	reply,
}: {
	pageKey: PageKey
	page: PageData
	hideable: boolean
	reply?: FormReply
}) {
	const [form, fields] = useAdminForm(PageSchema, { id: `page-${pageKey}`, reply, defaultValue: pageDefaults(page) })
	return (
		<Form
			method="post"
			action={`/admin/pages?tab=${pageKey}`}
			className="space-y-4 rounded-lg border border-stone-200 bg-white p-4 sm:p-6"
			{...getFormProps(form)}
		>
			<input type="hidden" name="page" value={pageKey} />
			<Field label="Title" {...inputProps(fields.title)} />
			<TextareaField label="Description" rows={3} {...textareaProps(fields.description)} />
			{hideable ? <SwitchField label="Page Visible" {...switchProps(fields.is_visible, true)} /> : null}
			<div className="flex justify-end">
				<button type="submit" name="intent" value="save-page" className={buttonClass.primary}>
					Save Changes
				</button>
			</div>
		</Form>
	)
}
