import { type AboutBlockInput } from '#app/schemas/about-block.ts'
import { mutate, NotFoundError, readData } from './db.server.ts'
import { now, takeId } from './ids.ts'
import { type AboutBlock } from '#app/schemas/records.ts'
import { type Visibility } from './lookup.ts'

function byOrder(a: AboutBlock, b: AboutBlock) {
	return a.sort_order - b.sort_order || a.id - b.id
}

export async function listAboutBlocks(visibility: Visibility = 'visible'): Promise<AboutBlock[]> {
	const data = await readData()
	return structuredClone(data.about_blocks.filter((b) => visibility === 'all' || b.is_visible)).sort(byOrder)
}

export async function getAboutBlock(id: number, visibility: Visibility = 'visible'): Promise<AboutBlock | null> {
	const data = await readData()
	const block = data.about_blocks.find((b) => b.id === id)
	if (!block || (visibility === 'visible' && !block.is_visible)) return null
	return structuredClone(block)
}

export async function createAboutBlock(input: AboutBlockInput): Promise<AboutBlock> {
	return mutate((draft) => {
		const time = now()
		const max = draft.about_blocks.reduce((m, b) => Math.max(m, b.sort_order), 0)
		const block: AboutBlock = {
			id: takeId(draft, 'about_blocks'),
			title: input.title,
			content: input.content,
			sort_order: input.sort_order ?? max + 1,
			is_visible: input.is_visible,
			created_at: time,
			updated_at: time,
		}
		draft.about_blocks.push(block)
		return block
	})
}

export async function updateAboutBlock(id: number, input: AboutBlockInput): Promise<AboutBlock> {
	return mutate((draft) => {
		const block = draft.about_blocks.find((b) => b.id === id)
		if (!block) throw new NotFoundError('About block not found')
		block.title = input.title
		block.content = input.content
		if (input.sort_order !== undefined) block.sort_order = input.sort_order
		block.is_visible = input.is_visible
		block.updated_at = now()
		return block
	})
}

export async function setAboutBlockVisibility(id: number, isVisible: boolean): Promise<AboutBlock> {
	return mutate((draft) => {
		const block = draft.about_blocks.find((b) => b.id === id)
		if (!block) throw new NotFoundError('About block not found')
		block.is_visible = isVisible
		block.updated_at = now()
		return block
	})
}

export async function deleteAboutBlock(id: number): Promise<void> {
	await mutate((draft) => {
		const before = draft.about_blocks.length
		draft.about_blocks = draft.about_blocks.filter((b) => b.id !== id)
		if (draft.about_blocks.length === before) throw new NotFoundError('About block not found')
	})
}

/**
 * Puts the blocks in the order given (ids listed first, by their sort_order;
 * unlisted blocks keep their relative order after them) and renumbers 1..n.
 */
export async function reorderAboutBlocks(order: { id: number; sort_order: number }[]): Promise<AboutBlock[]> {
	return mutate((draft) => {
		for (const { id } of order) {
			if (!draft.about_blocks.some((b) => b.id === id)) throw new NotFoundError(`About block ${id} not found`)
		}
		const wanted = new Map(order.map((o) => [o.id, o.sort_order]))
		const listed = draft.about_blocks.filter((b) => wanted.has(b.id)).sort((a, b) => wanted.get(a.id)! - wanted.get(b.id)! || a.id - b.id)
		const rest = draft.about_blocks.filter((b) => !wanted.has(b.id)).sort(byOrder)
		const time = now()
		;[...listed, ...rest].forEach((b, index) => {
			if (b.sort_order !== index + 1) b.updated_at = time
			b.sort_order = index + 1
		})
		return [...draft.about_blocks].sort(byOrder)
	})
}

/** Swaps a block with its neighbour; the order becomes 1..n. */
export async function moveAboutBlock(id: number, direction: 'up' | 'down'): Promise<AboutBlock[]> {
	const blocks = await listAboutBlocks('all')
	const index = blocks.findIndex((b) => b.id === id)
	if (index === -1) throw new NotFoundError('About block not found')
	const target = direction === 'up' ? index - 1 : index + 1
	if (target < 0 || target >= blocks.length) return blocks
	;[blocks[index], blocks[target]] = [blocks[target]!, blocks[index]!]
	return reorderAboutBlocks(blocks.map((b, i) => ({ id: b.id, sort_order: i + 1 })))
}
