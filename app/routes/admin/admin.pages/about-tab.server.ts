import { data } from 'react-router'
import { deleteAboutBlock, moveAboutBlock, reorderAboutBlocks } from '#app/data/about-blocks.server.ts'
import { aboutBlocks } from '#app/server/admin/collections/about-blocks.server.ts'
import { HeldBackError } from '#app/server/checks/guard.server.ts'
import { AboutBlockSchema, ReorderSchema } from '#app/schemas/about-block.ts'
import { VersionConflictError } from '#app/data/revisions.server.ts'
import { conflictOf, formWriteOptions } from '#app/server/admin/entity-forms.server.ts'
import { formId, parseForm } from '#app/server/admin/forms.server.ts'
import { type IntentHandler, jsonField } from './intents.server.ts'

/** The About tab's blocks: add or edit, show or hide, delete, move and reorder. */
const ABOUT = '/admin/pages?tab=about'

export const saveBlock: IntentHandler = {
	failure: 'Failed to save block',
	async run({ formData, ok, fail, actor }) {
		const id = formId(formData.get('block_id'))
		const submission = parseForm(formData, AboutBlockSchema)
		if (submission.status !== 'success') return data({ result: submission.reply(), page: 'block' }, { status: 400 })
		// Through the checks before publishing: a block with a problem is saved hidden (docs/admin.md).
		const { data: blocks } = aboutBlocks
		let saved
		try {
			if (id) saved = await blocks.update(id, submission.value, { actor, ...formWriteOptions(formData) })
			else saved = await blocks.create({ ...submission.value, sort_order: undefined }, { actor })
		} catch (error) {
			// Saved by someone else since the form was opened: nothing is written, the visitor's values come back.
			if (!(error instanceof VersionConflictError)) throw error
			return data({ result: submission.reply(), page: 'block', conflict: conflictOf(error) }, { status: 409 })
		}
		if (submission.value.is_visible && !saved.is_visible) {
			return fail(`${id ? 'Block updated' : 'Block created'}, but kept hidden: see 'Checks' for the problems to fix.`)
		}
		return ok(id ? 'Block updated successfully' : 'Block created successfully', ABOUT)
	},
}

export const blockVisibility: IntentHandler = {
	failure: 'Failed to toggle visibility',
	async run({ formData, ok, fail, actor }) {
		const id = formId(formData.get('block_id'))
		if (!id) return fail('Failed to toggle visibility')
		const visible = formData.get('is_visible') === 'true'
		try {
			await aboutBlocks.data.setVisibility!(id, visible, { actor })
		} catch (error) {
			// Show refused by the checks before publishing: the reason is the toast.
			if (error instanceof HeldBackError) return fail(error.message)
			throw error
		}
		return ok(`Block ${visible ? 'shown' : 'hidden'} successfully`)
	},
}

export const deleteBlock: IntentHandler = {
	failure: 'Failed to delete block',
	async run({ formData, ok, fail, actor }) {
		const id = formId(formData.get('id'))
		if (!id) return fail('Failed to delete block')
		await deleteAboutBlock(id, { actor })
		return ok('Block deleted successfully', ABOUT)
	},
}

export const moveBlock: IntentHandler = {
	failure: 'Failed to move block',
	async run({ formData, ok, fail, actor }) {
		const id = formId(formData.get('block_id'))
		const direction = formData.get('direction')
		if (!id || (direction !== 'up' && direction !== 'down')) return fail('Failed to move block')
		await moveAboutBlock(id, direction, { actor })
		return ok(`Block moved ${direction} successfully`)
	},
}

export const reorderBlocks: IntentHandler = {
	failure: 'Failed to reorder blocks',
	async run({ formData, ok, fail, actor }) {
		const parsed = ReorderSchema.safeParse({ blocks: jsonField(formData.get('blocks')) })
		if (!parsed.success) return fail('Failed to reorder blocks')
		await reorderAboutBlocks(parsed.data.blocks, { actor })
		return ok('Blocks reordered successfully')
	},
}
