import { Form } from '@remix-run/react'
import { type FormReply, formState } from '#app/components/admin/form-state.ts'
import { Field, SwitchField, TextareaField } from '#app/components/forms.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import { type PageKey } from '#app/schemas/records.ts'
import { type PageData } from './detail.tsx'

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
	const f = formState(reply, { title: page.title, description: page.description, is_visible: page.isVisible })
	return (
		<Form
			method="post"
			action={`/admin/pages?tab=${pageKey}`}
			className="space-y-4 rounded-lg border border-stone-200 bg-white p-4 sm:p-6"
		>
			<input type="hidden" name="page" value={pageKey} />
			<Field label="Title" name="title" defaultValue={f.text('title')} errors={f.errors('title')} />
			<TextareaField
				label="Description"
				name="description"
				rows={3}
				defaultValue={f.text('description')}
				errors={f.errors('description')}
			/>
			{hideable ? (
				<SwitchField label="Page Visible" name="is_visible" defaultChecked={f.bool('is_visible', true)} />
			) : null}
			<div className="flex justify-end">
				<button type="submit" name="intent" value="save-page" className={buttonClass.primary}>
					Save Changes
				</button>
			</div>
		</Form>
	)
}
