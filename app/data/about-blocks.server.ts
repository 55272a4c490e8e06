import { type AboutBlockInput } from '#app/schemas/about-block.ts'
import { type AboutBlock } from '#app/schemas/records.ts'
import { mutate, NotFoundError, ready } from './db.server.ts'
import { checkVersion, removeVersioned, saveVersioned, type WriteOptions } from './revisions.server.ts'
import { now } from '#app/utils/clock.ts'
import { type InputFrom, inputFor, type Visibility, visibleOnly } from './lookup.ts'
import { isPublicNow } from '#app/utils/publishing.ts'

function byOrder(a: AboutBlock, b: AboutBlock) {
	return a.sort_order - b.sort_order || a.id - b.id
}

/** In their order. A page has a handful of blocks, so each caller gets its own (shallow) list. */
export async function listAboutBlocks(visibility: Visibility = 'visible'): Promise<AboutBlock[]> {
	const store = await ready()
	return [
		...store.remember(['about_blocks'], `list:${visibility}`, () =>
			store.tables.about_blocks
				.all()
				.filter((b) => visibility === 'all' || isPublicNow(b))
				.sort(byOrder),
		),
	]
}

export async function getAboutBlock(id: number, visibility: Visibility = 'visible'): Promise<AboutBlock | null> {
	return visibleOnly((await ready()).tables.about_blocks.get(id), visibility)
}

export async function createAboutBlock(input: AboutBlockInput, { actor }: WriteOptions = {}): Promise<AboutBlock> {
	return mutate((draft) => {
		const time = now()
		const max = draft.all('about_blocks').reduce((m, b) => Math.max(m, b.sort_order), 0)
		const record = {
			id: draft.takeId('about_blocks'),
			version: 1,
			title: input.title,
			content: input.content,
			translations: input.translations,
			sort_order: input.sort_order ?? max + 1,
			is_visible: input.is_visible,
			publish_at: input.publish_at,
			created_at: time,
			updated_at: time,
		}
		return saveVersioned(draft, 'about_blocks', record, { current: null, actor })
	})
}

/** `input` may be made from the stored block, inside the write. */
export async function updateAboutBlock(
	id: number,
	input: InputFrom<AboutBlock, AboutBlockInput>,
	{ actor, version, merge }: WriteOptions = {},
): Promise<AboutBlock> {
	return mutate((draft) => {
		const b = draft.get('about_blocks', id)
		if (!b) throw new NotFoundError('About block not found')
		const value = inputFor(input, b)
		const record = {
			...b,
			title: value.title,
			content: value.content,
			translations: value.translations,
			sort_order: value.sort_order ?? b.sort_order,
			is_visible: value.is_visible,
			publish_at: value.publish_at,
			updated_at: now(),
		}
		return saveVersioned(draft, 'about_blocks', record, { current: b, actor, version, merge })
	})
}

export async function setAboutBlockVisibility(
	id: number,
	isVisible: boolean,
	{ actor, version }: WriteOptions = {},
): Promise<AboutBlock> {
	return mutate((draft) => {
		const b = draft.get('about_blocks', id)
		if (!b) throw new NotFoundError('About block not found')
		checkVersion(draft, 'about_blocks', b, version)
		return saveVersioned(
			draft,
			'about_blocks',
			{ ...b, is_visible: isVisible, updated_at: now() },
			{ current: b, actor },
		)
	})
}

export async function deleteAboutBlock(id: number, { actor, version }: WriteOptions = {}): Promise<void> {
	await mutate((draft) => {
		if (!removeVersioned(draft, 'about_blocks', id, actor, version)) throw new NotFoundError('About block not found')
	})
}

/**
 * Puts the blocks in the order given (ids listed first, by their sort_order;
 * unlisted blocks keep their relative order after them) and renumbers 1..n.
 */
export async function reorderAboutBlocks(
	order: { id: number; sort_order: number }[],
	{ actor }: WriteOptions = {},
): Promise<AboutBlock[]> {
	return mutate((draft) => {
		for (const { id } of order) {
			if (!draft.get('about_blocks', id)) throw new NotFoundError(`About block ${id} not found`)
		}
		const wanted = new Map(order.map((o) => [o.id, o.sort_order]))
		const blocks = draft.all('about_blocks')
		const listed = blocks
			.filter((b) => wanted.has(b.id))
			.sort((a, b) => wanted.get(a.id)! - wanted.get(b.id)! || a.id - b.id)
		const rest = blocks.filter((b) => !wanted.has(b.id)).sort(byOrder)
		const time = now()
		return [...listed, ...rest].map((b, index) =>
			b.sort_order === index + 1
				? b
				: saveVersioned(
						draft,
						'about_blocks',
						{ ...b, sort_order: index + 1, updated_at: time },
						{ current: b, actor },
					),
		)
	})
}

/** Swaps a block with its neighbour; the order becomes 1..n. */
export async function moveAboutBlock(
	id: number,
	direction: 'up' | 'down',
	options: WriteOptions = {},
): Promise<AboutBlock[]> {
	const blocks = await listAboutBlocks('all')
	const index = blocks.findIndex((b) => b.id === id)
	if (index === -1) throw new NotFoundError('About block not found')
	const target = direction === 'up' ? index - 1 : index + 1
	if (target < 0 || target >= blocks.length) return blocks
	;[blocks[index], blocks[target]] = [blocks[target]!, blocks[index]!]
	return reorderAboutBlocks(
		blocks.map((b, i) => ({ id: b.id, sort_order: i + 1 })),
		options,
	)
}
