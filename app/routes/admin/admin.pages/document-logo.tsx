import { Form } from 'react-router'
import { SelectField } from '#app/components/forms.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import { variantUrl } from '#app/utils/images.ts'

/**
 * The Home tab's 'Logo for documents' card (docs/admin.md, 'Documents'): one
 * of the uploaded images, printed at the head of tear sheets, price lists
 * and viewing room PDFs; none prints the gallery's name instead.
 */
export function DocumentLogoCard({ chosen, choices }: { chosen: string; choices: { url: string; name: string }[] }) {
	return (
		<Form
			method="post"
			action="/admin/pages?tab=home"
			aria-labelledby="document-logo-title"
			className="space-y-4 rounded-lg border border-stone-200 bg-white p-4 sm:p-6"
		>
			<h3 id="document-logo-title" className="text-lg font-semibold">
				Logo for documents
			</h3>
			<div className="flex flex-wrap items-end gap-4">
				{chosen ? (
					<img src={variantUrl(chosen, 320)} alt="The logo for documents" className="h-12 w-auto object-contain" />
				) : null}
				<SelectField
					className="min-w-64 flex-1"
					label="Image"
					name="document_logo"
					defaultValue={chosen}
					hint="Printed at the head of tear sheets, price lists and viewing rooms; without one, the gallery's name is printed"
				>
					<option value="">None: print the gallery&apos;s name</option>
					{choices.map((c) => (
						<option key={c.url} value={c.url}>
							{c.name}
						</option>
					))}
				</SelectField>
			</div>
			<div className="flex justify-end">
				<button type="submit" name="intent" value="document-logo" className={buttonClass.primary}>
					Save Logo for Documents
				</button>
			</div>
		</Form>
	)
}
