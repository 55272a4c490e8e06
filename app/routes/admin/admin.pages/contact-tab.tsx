import { Form, Link } from '@remix-run/react'
import { type FormReply, formState } from '#app/components/admin/form-state.ts'
import { Field, TextareaField } from '#app/components/forms.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import { Detail } from './detail.tsx'

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
	const f = formState(reply, info)
	return (
		<div className="rounded-lg border border-stone-200 bg-white p-4 sm:p-6">
			<h3 className="mb-4 text-lg font-semibold">Contact Information</h3>
			{editing || reply ? (
				<Form method="post" action="/admin/pages?tab=contact" className="grid gap-4 md:grid-cols-2">
					<Field label="Email" name="email" type="email" defaultValue={f.text('email')} errors={f.errors('email')} />
					<Field label="Phone" name="phone" defaultValue={f.text('phone')} errors={f.errors('phone')} />
					<Field label="Instagram" name="instagram" defaultValue={f.text('instagram')} errors={f.errors('instagram')} />
					<TextareaField
						label="Address"
						name="address"
						rows={2}
						defaultValue={f.text('address')}
						errors={f.errors('address')}
					/>
					<div className="flex justify-end gap-2 md:col-span-2">
						<Link to="/admin/pages?tab=contact" className={buttonClass.secondary}>
							Cancel
						</Link>
						<button type="submit" name="intent" value="contact" className={buttonClass.primary}>
							Save Contact Info
						</button>
					</div>
				</Form>
			) : (
				<>
					<dl className="grid gap-4 md:grid-cols-2">
						<Detail label="Email" value={info.email} />
						<Detail label="Phone" value={info.phone} />
						<Detail label="Instagram" value={info.instagram} />
						<Detail label="Address" value={info.address} />
					</dl>
					<Link to="/admin/pages?tab=contact&edit=contact" className={`${buttonClass.secondary} mt-4`}>
						Edit Contact Info
					</Link>
				</>
			)}
		</div>
	)
}
