import { getFormProps } from '@conform-to/react'
import { Form, Link } from 'react-router'
import { type FormReply, inputProps, textareaProps, useAdminForm } from '#app/components/admin/admin-form.tsx'
import { Field, TextareaField } from '#app/components/forms.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import { ContactInfoSchema } from '#app/schemas/page.ts'
import { Details } from './detail.tsx'
import { HistoryLink, PartVersion } from './versions.tsx'

/** The Contact tab's second card: the gallery's contact information. */
export function ContactInfoCard({
	info,
	editing,
	reply,
}: {
	info: { email: string; phone: string; instagram: string; address: string }
	editing: boolean
	reply?: FormReply
}) {
	return (
		<div className="rounded-lg border border-stone-200 bg-white p-4 sm:p-6">
			<div className="mb-4 flex flex-wrap items-center justify-between gap-2">
				<h3 className="text-lg font-semibold">Contact Information</h3>
				<HistoryLink part="contact-info" label="contact information" />
			</div>
			{editing || reply ? (
				<ContactInfoForm info={info} reply={reply} />
			) : (
				<>
					<Details
						items={[
							['Email', info.email],
							['Phone', info.phone],
							['Instagram', info.instagram],
							['Address', info.address],
						]}
					/>
					<Link to="/admin/pages?tab=contact&edit=contact" className={`${buttonClass.secondary} mt-4`}>
						Edit Contact Info
					</Link>
				</>
			)}
		</div>
	)
}

function ContactInfoForm({ info, reply }: { info: Record<string, string>; reply?: FormReply }) {
	const [form, fields] = useAdminForm(ContactInfoSchema, { id: 'contact-info', reply, defaultValue: info })
	return (
		<Form method="post" action="/admin/pages?tab=contact" className="grid gap-4 md:grid-cols-2" {...getFormProps(form)}>
			<div className="md:col-span-2">
				<PartVersion part="contact-info" intent="contact" reloadHref="/admin/pages?tab=contact&edit=contact" />
			</div>
			<Field label="Email" {...inputProps(fields.email, 'email')} />
			<Field label="Phone" {...inputProps(fields.phone)} />
			<Field label="Instagram" {...inputProps(fields.instagram)} />
			<TextareaField label="Address" rows={2} {...textareaProps(fields.address)} />
			<div className="flex justify-end gap-2 md:col-span-2">
				<Link to="/admin/pages?tab=contact" className={buttonClass.secondary}>
					Cancel
				</Link>
				<button type="submit" name="intent" value="contact" className={buttonClass.primary}>
					Save Contact Info
				</button>
			</div>
		</Form>
	)
}
