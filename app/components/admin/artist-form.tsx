import { useState } from 'react'
import { Field, SwitchField, TextareaField } from '#app/components/forms.tsx'
import { ArtistSchema } from '#app/schemas/artist.ts'
import { type Artist } from '#app/schemas/records.ts'
import { inputProps, lastValue, switchProps, textareaProps, useAdminForm } from './admin-form.tsx'
import { byRecord, EntityForm, type EntityFormProps } from './entity-form.tsx'
import { PublishAtField, publishAtInput, useGalleryTimeZone } from './publish-at.tsx'
import { SingleImageField } from './single-image-field.tsx'
import { SocialLinksEditor } from './social-links-editor.tsx'
import { Translated } from './translated-field.tsx'

export const ArtistForm = byRecord(function ArtistForm({ data, reply }: EntityFormProps<Artist, object>) {
	const { record } = data
	const timeZone = useGalleryTimeZone()
	const [form, fields] = useAdminForm(ArtistSchema, {
		id: `artist-${record?.id ?? 'new'}`,
		reply,
		defaultValue: record
			? { ...record, is_visible: String(record.is_visible), publish_at: publishAtInput(record, timeZone) }
			: { is_visible: 'true' },
	})
	const [profile, setProfile] = useState(lastValue(fields.profile_image.initialValue))
	const sent = fields.social_media.initialValue
	const social = (sent && typeof sent === 'object' ? sent : {}) as Record<string, string>
	return (
		<EntityForm
			title={record ? 'Edit Artist' : 'Add New Artist'}
			submitLabel={record ? 'Update Artist' : 'Add Artist'}
			form={form}
		>
			<div className="grid gap-4 md:grid-cols-2">
				<Field label="Name *" maxLength={100} {...inputProps(fields.name)} />
				<Field label="Slug" placeholder="Auto-generated from name" maxLength={200} {...inputProps(fields.slug)} />
				<Field
					label="Sort name"
					hint="Leave empty to sort by the last word of the name"
					maxLength={100}
					{...inputProps(fields.sort_name)}
				/>
				<Translated translations={fields.translations} name="specialty" label="Specialty" maxLength={200} inline>
					<Field label="Specialty" {...inputProps(fields.specialty)} />
				</Translated>
				<Field
					label="Dates"
					hint="As wall labels give them: b. 1984, Lagos or 1931–2019"
					maxLength={100}
					{...inputProps(fields.dates)}
				/>
			</div>
			<Translated translations={fields.translations} name="bio" label="Bio" multiline rows={4}>
				<TextareaField label="Bio" rows={4} {...textareaProps(fields.bio)} />
			</Translated>
			<SingleImageField
				name="profile_image"
				label="Profile Image"
				category="artist_profile"
				value={profile}
				onChange={setProfile}
				fallbackInput
				successMessage="Profile image uploaded successfully"
			/>
			<SocialLinksEditor initial={social} errors={(key) => form.allErrors[key]} />
			<SwitchField label="Visible on Frontend" {...switchProps(fields.is_visible, true)} />
			<PublishAtField meta={fields.publish_at} />
		</EntityForm>
	)
})
