import { useState } from 'react'
import { Field, SwitchField, TextareaField } from '#app/components/forms.tsx'
import { EntityForm } from './entity-form.tsx'
import { type FormReply, formState } from './form-state.ts'
import { SingleImageField } from './single-image-field.tsx'
import { SocialLinksEditor } from './social-links-editor.tsx'

export function ArtistForm({ record, reply }: { record: Record<string, unknown> | null; reply?: FormReply }) {
	const f = formState(reply, record ?? {})
	const [profile, setProfile] = useState(f.text('profile_image'))
	const sent = reply?.initialValue?.social_media
	const social = ((sent && typeof sent === 'object' ? sent : record?.social_media) ?? {}) as Record<string, string>
	return (
		<EntityForm
			title={record ? 'Edit Artist' : 'Add New Artist'}
			submitLabel={record ? 'Update Artist' : 'Add Artist'}
			formErrors={f.formErrors}
		>
			<div className="grid gap-4 md:grid-cols-2">
				<Field
					label="Name *"
					name="name"
					required
					maxLength={100}
					defaultValue={f.text('name')}
					errors={f.errors('name')}
				/>
				<Field
					label="Slug"
					name="slug"
					placeholder="Auto-generated from name"
					maxLength={200}
					defaultValue={f.text('slug')}
					errors={f.errors('slug')}
				/>
				<Field label="Specialty" name="specialty" defaultValue={f.text('specialty')} errors={f.errors('specialty')} />
			</div>
			<TextareaField label="Bio" name="bio" rows={4} defaultValue={f.text('bio')} errors={f.errors('bio')} />
			<SingleImageField
				name="profile_image"
				label="Profile Image"
				category="artist_profile"
				value={profile}
				onChange={setProfile}
				fallbackInput
				successMessage="Profile image uploaded successfully"
			/>
			<SocialLinksEditor initial={social} errors={f.errors} />
			<SwitchField label="Visible on Frontend" name="is_visible" defaultChecked={f.bool('is_visible', true)} />
		</EntityForm>
	)
}
