import { Field, FieldError, TextareaField } from '#app/components/forms.tsx'
import { CONTACT_KIND_LABELS, CONTACT_KINDS, ContactSchema } from '#app/schemas/contact.ts'
import { type Contact } from '#app/schemas/records.ts'
import { inputProps, listValue, textareaProps, useAdminForm } from './admin-form.tsx'
import { byRecord, CheckboxList, EntityForm, type EntityFormProps } from './entity-form.tsx'

/** The add and edit form of a contact (docs/admin.md, 'Contacts'); tags and other emails are typed in one box each. */
export const ContactForm = byRecord(function ContactForm({ data, reply }: EntityFormProps<Contact, object>) {
	const { record } = data
	const [form, fields] = useAdminForm(ContactSchema, {
		id: `contact-${record?.id ?? 'new'}`,
		reply,
		defaultValue: record
			? { ...record, tags: record.tags.join(', '), other_emails: record.other_emails.join('\n') }
			: { kinds: [] },
	})
	return (
		<EntityForm
			title={record ? 'Edit Contact' : 'Add New Contact'}
			submitLabel={record ? 'Update Contact' : 'Add Contact'}
			form={form}
		>
			<div className="grid gap-4 md:grid-cols-2">
				<Field label="Name *" maxLength={200} autoComplete="off" {...inputProps(fields.name)} />
				<Field label="Organisation" maxLength={200} autoComplete="off" {...inputProps(fields.organisation)} />
				<Field label="Email" maxLength={254} autoComplete="off" {...inputProps(fields.email, 'email')} />
				<Field label="Phone" maxLength={40} autoComplete="off" {...inputProps(fields.phone)} />
			</div>
			<TextareaField label="Address" rows={3} {...textareaProps(fields.address)} />
			<CheckboxList
				legend="Kinds"
				name={fields.kinds.name}
				options={CONTACT_KINDS.map((k) => ({ value: k, label: CONTACT_KIND_LABELS[k] }))}
				selected={listValue(fields.kinds.initialValue)}
			/>
			<FieldError id={`${fields.kinds.id}-error`} errors={fields.kinds.errors} />
			<div className="grid gap-4 md:grid-cols-2">
				<Field label="Tags" hint="Separated by commas" maxLength={2000} {...inputProps(fields.tags)} />
				<Field label="Language" hint="A code such as en or de" maxLength={10} {...inputProps(fields.language)} />
			</div>
			<TextareaField
				label="Other emails"
				hint="One per line: what comes from these addresses joins this contact too"
				rows={2}
				{...textareaProps(fields.other_emails)}
			/>
			<TextareaField label="Notes" rows={5} {...textareaProps(fields.notes)} />
		</EntityForm>
	)
})
