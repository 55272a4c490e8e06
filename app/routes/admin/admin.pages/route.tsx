import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useFetcher, useLoaderData } from '@remix-run/react'
import { useState } from 'react'
import { AboutBlockList, type Block, BlockEditor } from '#app/components/admin/about-blocks.tsx'
import { type FormReply, formState } from '#app/components/admin/form-state.ts'
import { ImageUploader, type UploadedImage } from '#app/components/admin/image-uploader.tsx'
import { PageHeader } from '#app/components/admin/list-parts.tsx'
import { Field, SwitchField, TextareaField } from '#app/components/forms.tsx'
import { Badge, buttonClass } from '#app/components/ui/button.tsx'
import { ConfirmDialog } from '#app/components/ui/confirm-dialog.tsx'
import { Icon } from '#app/components/ui/icon.tsx'
import { listAboutBlocks } from '#app/data/about-blocks.server.ts'
import { ALWAYS_VISIBLE_PAGES, PAGE_KEYS, type PageKey } from '#app/schemas/records.ts'
import { getPageContent } from '#app/data/pages.server.ts'
import { isPageKey } from '#app/schemas/records.ts'
import { handlePagesAction } from './intents.server.ts'
import { describeImages, imageDetailsFor, noStoreHeaders } from '#app/server/admin/forms.server.ts'
import { requireAdmin } from '#app/server/auth.server.ts'
import { pageMeta } from '#app/utils/meta.ts'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'Page Content')
export const headers = noStoreHeaders

const TAB_LABELS: Record<PageKey, string> = {
	home: 'Home',
	exhibitions: 'Exhibitions',
	artists: 'Artists',
	gallery: 'Gallery',
	about: 'About',
	contact: 'Contact',
}

export async function loader({ request }: LoaderFunctionArgs) {
	await requireAdmin(request)
	const params = new URL(request.url).searchParams
	const rawTab = params.get('tab') ?? 'home'
	const tab: PageKey = isPageKey(rawTab) ? rawTab : 'home'
	const content = await getPageContent()
	const blocks = tab === 'about' ? await listAboutBlocks('all') : []
	const heroImages = tab === 'home' ? await describeImages(content.pages.home.heroImages) : []
	return {
		tab,
		edit: params.get('edit'),
		block: params.get('block'),
		deleteBlock: params.get('delete'),
		content,
		blocks,
		heroImages,
		imageDetails: tab === 'home' ? await imageDetailsFor(content.pages.home.heroImages) : [],
	}
}

export async function action({ request }: ActionFunctionArgs) {
	await requireAdmin(request)
	return handlePagesAction(request)
}

type Reply = { result: FormReply; page: string } | undefined

export default function AdminPages() {
	const { tab, edit, block, deleteBlock, content, blocks, heroImages } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>() as Reply
	const page = content.pages[tab]
	const hideable = !ALWAYS_VISIBLE_PAGES.includes(tab)
	return (
		<>
			<PageHeader
				title="Page Content"
				subtitle="Titles, descriptions and visibility of the site's pages"
				actions={
					<a href="/" target="_blank" rel="noreferrer" className={buttonClass.secondary}>
						Preview Site
					</a>
				}
			/>
			<nav aria-label="Pages" className="mb-6 flex flex-wrap gap-2 border-b border-stone-200 pb-3">
				{PAGE_KEYS.map((key) => {
					const canHide = !ALWAYS_VISIBLE_PAGES.includes(key)
					const visible = content.pages[key].isVisible
					return (
						<div
							key={key}
							className={`flex items-center rounded-md border ${key === tab ? 'border-stone-900 bg-stone-900 text-white' : 'border-stone-300 bg-white'}`}
						>
							<Link
								to={`/admin/pages?tab=${key}`}
								aria-current={key === tab ? 'page' : undefined}
								className="px-3 py-1.5 text-sm font-medium"
							>
								{TAB_LABELS[key]}
							</Link>
							{canHide ? (
								<Form method="post" action={`/admin/pages?tab=${tab}`} preventScrollReset>
									<input type="hidden" name="page" value={key} />
									<input type="hidden" name="is_visible" value={visible ? 'false' : 'true'} />
									<button
										type="submit"
										name="intent"
										value="page-visibility"
										title={visible ? 'Hide from menu' : 'Show in menu'}
										aria-label={`${visible ? 'Hide from menu' : 'Show in menu'}: ${TAB_LABELS[key]}`}
										className="px-2 py-1.5 text-sm"
									>
										<Icon name={visible ? 'eye' : 'eye-off'} />
									</button>
								</Form>
							) : null}
						</div>
					)
				})}
			</nav>
			<section aria-labelledby="tab-title" className="space-y-6">
				<div className="flex flex-wrap items-center gap-2">
					<h2 id="tab-title" className="text-xl font-semibold">
						{TAB_LABELS[tab]} page
					</h2>
					{hideable ? (
						<Badge tone={page.isVisible ? 'green' : 'amber'}>{page.isVisible ? 'Visible' : 'Hidden'}</Badge>
					) : (
						<Badge tone="blue">Always Visible</Badge>
					)}
				</div>
				{tab === 'home' ? (
					edit === 'home' ? (
						<HomeEditor
							content={content.pages.home}
							heroImages={heroImages}
							reply={actionData?.page === 'home' ? actionData.result : undefined}
						/>
					) : (
						<HomeView content={content.pages.home} />
					)
				) : tab === 'about' ? (
					<>
						<AboutSettings
							page={page}
							editing={edit === 'about'}
							reply={actionData?.page === 'about' ? actionData.result : undefined}
						/>
						<AboutBlocks
							blocks={blocks}
							editing={block}
							deleting={deleteBlock}
							reply={actionData?.page === 'block' ? actionData.result : undefined}
						/>
					</>
				) : (
					<PageEditor
						pageKey={tab}
						page={page}
						hideable={hideable}
						reply={actionData?.page === tab ? actionData.result : undefined}
					/>
				)}
				{tab === 'contact' ? (
					<ContactInfoCard
						info={content.contactInfo}
						editing={edit === 'contact'}
						reply={actionData?.page === 'contact-info' ? actionData.result : undefined}
					/>
				) : null}
			</section>
		</>
	)
}

type PageData = { title: string; description: string; isVisible: boolean }

function Detail({ label, value }: { label: string; value: string }) {
	return (
		<div>
			<dt className="text-xs font-medium tracking-wide text-stone-500 uppercase">{label}</dt>
			<dd className="mt-0.5 text-sm whitespace-pre-line">{value || '—'}</dd>
		</div>
	)
}

function HomeView({
	content,
}: {
	content: PageData & { footerDescription: string; galleryHours: string; heroImages: string[] }
}) {
	return (
		<div className="rounded-lg border border-stone-200 bg-white p-4 sm:p-6">
			<dl className="grid gap-4 md:grid-cols-2">
				<Detail label="Title" value={content.title} />
				<Detail label="Description" value={content.description} />
				<Detail label="Footer Description" value={content.footerDescription} />
				<Detail label="Gallery Hours" value={content.galleryHours} />
			</dl>
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
	content: PageData & { footerDescription: string; galleryHours: string }
	heroImages: UploadedImage[]
	reply?: FormReply
}) {
	const f = formState(reply, {
		title: content.title,
		description: content.description,
		footer_description: content.footerDescription,
		gallery_hours: content.galleryHours,
	})
	const [images, setImages] = useState(heroImages)
	const hero = useFetcher()
	// Hero changes are saved at once, without Save Changes.
	const saveHero = (next: UploadedImage[], change: 'updated' | 'removed') => {
		const body = new FormData()
		body.append('intent', 'hero')
		body.append('change', change)
		for (const image of next) body.append('hero_images', image.url)
		hero.submit(body, { method: 'post', action: '/admin/pages?tab=home&edit=home' })
	}
	return (
		<Form
			method="post"
			encType="multipart/form-data"
			action="/admin/pages?tab=home"
			className="space-y-4 rounded-lg border border-stone-200 bg-white p-4 sm:p-6"
		>
			<input type="hidden" name="page" value="home" />
			<Field label="Page Title" name="title" defaultValue={f.text('title')} errors={f.errors('title')} />
			<TextareaField
				label="Page Description"
				name="description"
				rows={3}
				defaultValue={f.text('description')}
				errors={f.errors('description')}
			/>
			<TextareaField
				label="Footer Description"
				name="footer_description"
				rows={2}
				defaultValue={f.text('footer_description')}
				errors={f.errors('footer_description')}
			/>
			<Field
				label="Gallery Hours"
				name="gallery_hours"
				placeholder="Mon-Fri: 10AM-6PM, Sat-Sun: 12PM-8PM"
				defaultValue={f.text('gallery_hours')}
				errors={f.errors('gallery_hours')}
			/>
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

function PageEditor({
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

function AboutSettings({ page, editing, reply }: { page: PageData; editing: boolean; reply?: FormReply }) {
	const f = formState(reply, { title: page.title, description: page.description, is_visible: page.isVisible })
	return (
		<div className="rounded-lg border border-stone-200 bg-white p-4 sm:p-6">
			<h3 className="mb-4 text-lg font-semibold">About Page Settings</h3>
			{editing || reply ? (
				<Form method="post" action="/admin/pages?tab=about" className="space-y-4">
					<input type="hidden" name="page" value="about" />
					<Field label="Page Title" name="title" defaultValue={f.text('title')} errors={f.errors('title')} />
					<TextareaField
						label="Page Description"
						name="description"
						rows={3}
						defaultValue={f.text('description')}
						errors={f.errors('description')}
					/>
					<SwitchField label="Page Visible" name="is_visible" defaultChecked={f.bool('is_visible', true)} />
					<div className="flex justify-end gap-2">
						<Link to="/admin/pages?tab=about" className={buttonClass.secondary}>
							Cancel
						</Link>
						<button type="submit" name="intent" value="save-page" className={buttonClass.primary}>
							Save
						</button>
					</div>
				</Form>
			) : (
				<>
					<dl className="grid gap-4 md:grid-cols-3">
						<Detail label="Page Title" value={page.title} />
						<Detail label="Page Description" value={page.description} />
						<Detail label="Page Visible" value={page.isVisible ? 'Yes' : 'No'} />
					</dl>
					<Link to="/admin/pages?tab=about&edit=about" className={`${buttonClass.secondary} mt-4`}>
						Edit Page
					</Link>
				</>
			)}
		</div>
	)
}

function AboutBlocks({
	blocks,
	editing,
	deleting,
	reply,
}: {
	blocks: Block[]
	editing: string | null
	deleting: string | null
	reply?: FormReply
}) {
	const toDelete = blocks.find((b) => String(b.id) === deleting)
	const errors = reply?.error ?? {}
	const adding = editing === 'new'
	return (
		<div className="rounded-lg border border-stone-200 bg-white p-4 sm:p-6">
			<div className="mb-4 flex flex-wrap items-center justify-between gap-2">
				<h3 className="text-lg font-semibold">About Page Blocks</h3>
				<Link to="/admin/pages?tab=about&block=new" className={buttonClass.primary} preventScrollReset>
					Add New Block
				</Link>
			</div>
			{toDelete ? (
				<ConfirmDialog
					title="Delete Block"
					message="Are you sure you want to delete this block?"
					cancelTo="/admin/pages?tab=about"
					id={toDelete.id}
					action="/admin/pages?tab=about"
				/>
			) : null}
			{adding ? <BlockEditor block={null} errors={errors} cancelTo="/admin/pages?tab=about" /> : null}
			{blocks.length === 0 && !adding ? (
				<div className="rounded-md border border-dashed border-stone-300 p-8 text-center">
					<p className="font-medium">No blocks found</p>
					<Link to="/admin/pages?tab=about&block=new" className={`${buttonClass.secondary} mt-3`}>
						Add Your First Block
					</Link>
				</div>
			) : (
				<div className="mt-4">
					<AboutBlockList
						blocks={blocks}
						actions={(b) =>
							String(b.id) === editing ? (
								<div className="w-full">
									<BlockEditor block={b} errors={errors} cancelTo="/admin/pages?tab=about" />
								</div>
							) : (
								<>
									<Form method="post" action="/admin/pages?tab=about" preventScrollReset>
										<input type="hidden" name="block_id" value={b.id} />
										<input type="hidden" name="is_visible" value={b.is_visible ? 'false' : 'true'} />
										<button
											type="submit"
											name="intent"
											value="block-visibility"
											className={buttonClass.small}
											aria-label={`${b.is_visible ? 'Hide' : 'Show'} ${b.title}`}
										>
											{b.is_visible ? 'Hide' : 'Show'}
										</button>
									</Form>
									<Link
										to={`/admin/pages?tab=about&block=${b.id}`}
										preventScrollReset
										className={buttonClass.small}
										aria-label={`Edit ${b.title}`}
									>
										Edit
									</Link>
									<Link
										to={`/admin/pages?tab=about&delete=${b.id}`}
										preventScrollReset
										className={buttonClass.smallDanger}
										aria-label={`Delete ${b.title}`}
									>
										Delete
									</Link>
								</>
							)
						}
					/>
				</div>
			)}
		</div>
	)
}

function ContactInfoCard({
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
