import { getFormProps } from '@conform-to/react'
import { Form, Link, useFetcher } from 'react-router'
import { PartVersion } from './versions.tsx'
import { useState } from 'react'
import { type FormReply, inputProps, textareaProps, useAdminForm } from '#app/components/admin/admin-form.tsx'
import { ImageUploader, type UploadedImage } from '#app/components/admin/image-uploader.tsx'
import { Field, TextareaField } from '#app/components/forms.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import { PageSchema } from '#app/schemas/page.ts'
import { Details, type PageData } from './detail.tsx'
import { Translated } from '#app/components/admin/translated-field.tsx'

type HomeContent = PageData & { footerDescription: string; galleryHours: string; heroImages: string[] }

/** The Home tab: its settings and hero images, and with ?edit=home (or after a refused save) their form. */
export function HomeTab({
	content,
	heroImages,
	editing,
	reply,
}: {
	content: HomeContent
	heroImages: UploadedImage[]
	editing: boolean
	reply?: FormReply
}) {
	// A refused form comes back open, with its messages beside the fields.
	return editing || reply ? (
		<HomeEditor content={content} heroImages={heroImages} reply={reply} />
	) : (
		<HomeView content={content} />
	)
}

function HomeView({ content }: { content: HomeContent }) {
	return (
		<div className="rounded-lg border border-stone-200 bg-white p-4 sm:p-6">
			<Details
				items={[
					['Title', content.title],
					['Description', content.description],
					['Footer Description', content.footerDescription],
					['Gallery Hours', content.galleryHours],
				]}
			/>
			<p className="mt-4 text-sm text-stone-600">{content.heroImages.length} image(s) uploaded</p>
			<Link to="/admin/pages?tab=home&edit=home" className={`${buttonClass.primary} mt-4`}>
				Edit Content
			</Link>
		</div>
	)
}

function HomeEditor({
	content,
	heroImages,
	reply,
}: {
	content: HomeContent
	heroImages: UploadedImage[]
	reply?: FormReply
}) {
	const [form, fields] = useAdminForm(PageSchema, {
		id: 'page-home',
		reply,
		defaultValue: {
			title: content.title,
			description: content.description,
			footer_description: content.footerDescription,
			gallery_hours: content.galleryHours,
			translations: content.translations,
		},
	})
	const [images, setImages] = useState(heroImages)
	const hero = useFetcher()
	// Hero changes are saved at once, without Save Changes.
	const saveHero = (next: UploadedImage[], change: 'updated' | 'removed') => {
		const body = new FormData()
		body.append('intent', 'hero')
		body.append('change', change)
		for (const image of next) body.append('hero_images', image.url)
		void hero.submit(body, { method: 'post', action: '/admin/pages?tab=home&edit=home' })
	}
	return (
		<Form
			method="post"
			encType="multipart/form-data"
			action="/admin/pages?tab=home"
			className="space-y-4 rounded-lg border border-stone-200 bg-white p-4 sm:p-6"
			{...getFormProps(form)}
		>
			<input type="hidden" name="page" value="home" />
			<PartVersion part="home" intent="save-page" reloadHref="/admin/pages?tab=home&edit=home" />
			<Translated translations={fields.translations} name="title" label="Page Title" maxLength={200}>
				<Field label="Page Title" {...inputProps(fields.title)} />
			</Translated>
			<Translated translations={fields.translations} name="description" label="Page Description" multiline rows={3}>
				<TextareaField label="Page Description" rows={3} {...textareaProps(fields.description)} />
			</Translated>
			<Translated
				translations={fields.translations}
				name="footer_description"
				label="Footer Description"
				multiline
				rows={2}
			>
				<TextareaField label="Footer Description" rows={2} {...textareaProps(fields.footer_description)} />
			</Translated>
			<Translated translations={fields.translations} name="gallery_hours" label="Gallery Hours" maxLength={300}>
				<Field
					label="Gallery Hours"
					placeholder="Mon-Fri: 10AM-6PM, Sat-Sun: 12PM-8PM"
					{...inputProps(fields.gallery_hours)}
				/>
			</Translated>
			<ImageUploader
				name="hero_images"
				label="Hero Images"
				category="hero"
				images={images}
				onImagesChange={setImages}
				onUploaded={(next) => saveHero(next, 'updated')}
				onRemoved={(next) => saveHero(next, 'removed')}
				fallbackInput
			/>
			<div className="flex justify-end gap-2">
				<Link to="/admin/pages?tab=home" className={buttonClass.secondary}>
					Cancel
				</Link>
				<button type="submit" name="intent" value="save-page" className={buttonClass.primary}>
					Save Changes
				</button>
			</div>
		</Form>
	)
}
