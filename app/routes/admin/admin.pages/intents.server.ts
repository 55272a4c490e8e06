import { data } from '@remix-run/node'
import {
	createAboutBlock,
	deleteAboutBlock,
	moveAboutBlock,
	reorderAboutBlocks,
	setAboutBlockVisibility,
	updateAboutBlock,
} from '#app/data/about-blocks.server.ts'
import { NotFoundError } from '#app/data/db.server.ts'
import { ALWAYS_VISIBLE_PAGES, type PageKey } from '#app/schemas/records.ts'
import { fileIdFromUrl, releaseFiles, withFileRelease } from '#app/data/files.server.ts'
import {
	PageCannotBeHiddenError,
	setHeroImages,
	setPageVisibility,
	updateContactInfo,
	updatePage,
} from '#app/data/pages.server.ts'
import { isPageKey } from '#app/schemas/records.ts'
import { AboutBlockSchema, ReorderSchema } from '#app/schemas/about-block.ts'
import { ContactInfoSchema, PageSchema } from '#app/schemas/page.ts'
import { backTo, formId, parseForm } from '#app/server/admin/forms.server.ts'
import {
	type AdminForm,
	FormUploadError,
	parseWithUploads,
	readAdminForm,
} from '#app/server/admin/form-uploads.server.ts'
import { redirectWithToast } from '#app/server/toast.server.ts'

/**
 * The actions of the Page Content screen, told apart by `intent`. Each one
 * answers with a redirect and the spec's toast, or with field errors.
 */
function heroIds(urls: string[]) {
	return urls
		.map((u) => fileIdFromUrl(u))
		.filter((id): id is number => id !== null)
		.map(String)
}

export async function handlePagesAction(request: Request) {
	const url = new URL(request.url)
	const tab = url.searchParams.get('tab') ?? 'home'
	const back = `/admin/pages?tab=${encodeURIComponent(isPageKey(tab) ? tab : 'home')}`
	const heroFailure = () =>
		redirectWithToast(request, back, { type: 'error', title: 'Error', description: 'Failed to update hero images' })
	let form: AdminForm
	try {
		form = await readAdminForm(request)
	} catch (error) {
		if (!(error instanceof FormUploadError)) throw error
		return heroFailure()
	}
	const { formData } = form
	const intent = String(formData.get('intent') ?? '')
	const fail = (description: string) => redirectWithToast(request, back, { type: 'error', title: 'Error', description })
	const ok = (title: string, to = back) => redirectWithToast(request, to, { type: 'success', title })

	try {
		switch (intent) {
			case 'page-visibility': {
				const key = String(formData.get('page'))
				if (!isPageKey(key)) return fail('Failed to update page visibility')
				const visible = formData.get('is_visible') === 'true'
				await setPageVisibility(key, visible)
				return ok(`Page ${visible ? 'shown' : 'hidden'} successfully`)
			}
			case 'hero': {
				const urls = formData.getAll('hero_images').map(String)
				const removed = formData.get('change') === 'removed'
				// A hero image taken off the page is deleted unless another record uses it.
				await withFileRelease(() => setHeroImages(heroIds(urls), urls))
				// The editor stays open after an immediate hero save.
				return ok(
					removed ? 'Hero image removed and saved successfully' : 'Hero images updated and saved successfully',
					backTo(request),
				)
			}
			case 'save-page': {
				const key = String(formData.get('page'))
				if (!isPageKey(key)) return fail('Failed to save page content')
				// Hero images sent with the home form (no JavaScript) are stored once the form passes.
				const { submission, stored } =
					key === 'home'
						? await parseWithUploads(form, PageSchema, 'hero', (fd, urls) => {
								for (const url of urls) fd.append('hero_images', url)
							})
						: { submission: parseForm(formData, PageSchema), stored: [] }
				if (submission.status !== 'success') return data({ result: submission.reply(), page: key }, { status: 400 })
				const value = { ...submission.value }
				if (ALWAYS_VISIBLE_PAGES.includes(key)) value.is_visible = true
				if (key === 'home' && value.hero_images) value.hero_image_ids = heroIds(value.hero_images)
				try {
					await withFileRelease(() => updatePage(key as PageKey, value))
				} catch (error) {
					await releaseFiles(stored)
					throw error
				}
				return ok(key === 'about' ? 'About page updated successfully' : 'Page content updated successfully')
			}
			case 'contact': {
				const submission = parseForm(formData, ContactInfoSchema)
				if (submission.status !== 'success')
					return data({ result: submission.reply(), page: 'contact-info' }, { status: 400 })
				await updateContactInfo(submission.value)
				return ok('Contact information updated successfully')
			}
			case 'block-save': {
				const id = formId(formData.get('block_id'))
				const submission = parseForm(formData, AboutBlockSchema)
				if (submission.status !== 'success') return data({ result: submission.reply(), page: 'block' }, { status: 400 })
				if (id) await updateAboutBlock(id, submission.value)
				else await createAboutBlock({ ...submission.value, sort_order: undefined })
				return ok(id ? 'Block updated successfully' : 'Block created successfully', '/admin/pages?tab=about')
			}
			case 'block-visibility': {
				const id = formId(formData.get('block_id'))
				if (!id) return fail('Failed to toggle visibility')
				const visible = formData.get('is_visible') === 'true'
				await setAboutBlockVisibility(id, visible)
				return ok(`Block ${visible ? 'shown' : 'hidden'} successfully`)
			}
			case 'delete': {
				const id = formId(formData.get('id'))
				if (!id) return fail('Failed to delete block')
				await deleteAboutBlock(id)
				return ok('Block deleted successfully', '/admin/pages?tab=about')
			}
			case 'block-move': {
				const id = formId(formData.get('block_id'))
				const direction = formData.get('direction')
				if (!id || (direction !== 'up' && direction !== 'down')) return fail('Failed to move block')
				await moveAboutBlock(id, direction)
				return ok(`Block moved ${direction} successfully`)
			}
			case 'reorder': {
				const parsed = ReorderSchema.safeParse({ blocks: safeJson(formData.get('blocks')) })
				if (!parsed.success) return fail('Failed to reorder blocks')
				await reorderAboutBlocks(parsed.data.blocks)
				return ok('Blocks reordered successfully')
			}
		}
	} catch (error) {
		if (error instanceof FormUploadError) return heroFailure()
		if (error instanceof PageCannotBeHiddenError) return fail('Failed to update page visibility')
		if (!(error instanceof NotFoundError)) console.error(error)
		return fail(failureFor(intent))
	} finally {
		await form.upload?.discard()
	}
	return fail('Unknown request')
}

function failureFor(intent: string) {
	const messages: Record<string, string> = {
		'page-visibility': 'Failed to update page visibility',
		hero: 'Failed to update hero images',
		'save-page': 'Failed to save page content',
		contact: 'Failed to update contact information',
		'block-save': 'Failed to save block',
		'block-visibility': 'Failed to toggle visibility',
		delete: 'Failed to delete block',
		'block-move': 'Failed to move block',
		reorder: 'Failed to reorder blocks',
	}
	return messages[intent] ?? 'Failed to save page'
}

function safeJson(value: FormDataEntryValue | null) {
	if (typeof value !== 'string') return undefined
	try {
		return JSON.parse(value)
	} catch {
		return undefined
	}
}
