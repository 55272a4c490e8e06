import { getFormProps } from '@conform-to/react'
import { Form, Link, useFetcher } from 'react-router'
import { type ReactNode, useCallback } from 'react'
import { Field, SwitchField, TextareaField } from '#app/components/forms.tsx'
import { Badge, buttonClass } from '#app/components/ui/button.tsx'
import { AboutBlockSchema } from '#app/schemas/about-block.ts'
import { type Translations } from '#app/utils/languages.ts'
import { ConflictNotice, type EditConflict } from './edit-conflict.tsx'
import { type FormReply, inputProps, switchProps, textareaProps, useAdminForm } from './admin-form.tsx'
import { PublishAtField, publishAtInput, ScheduledBadge, useGalleryTimeZone } from './publish-at.tsx'
import { SortableList } from './sortable-list.tsx'
import { Translated } from './translated-field.tsx'

export type Block = {
	id: number
	version?: number
	title: string
	content: string
	sort_order: number
	is_visible: boolean
	publish_at?: string | null
	/** The title and content in the site's other languages (docs/admin.md, 'Languages'). */
	translations?: Translations
}

/** Arrow keys move a dragged block 25 px at a time. */
export const KEYBOARD_STEP = 25

export function BlockEditor({
	block,
	reply,
	conflict,
	cancelTo,
}: {
	block: Block | null
	reply?: FormReply
	/** Someone saved the block since this form was opened (docs/admin.md, 'History and conflicts'). */
	conflict?: EditConflict
	cancelTo: string
}) {
	const timeZone = useGalleryTimeZone()
	const [form, fields] = useAdminForm(AboutBlockSchema, {
		id: `block-${block?.id ?? 'new'}`,
		reply,
		defaultValue: block
			? { ...block, is_visible: String(block.is_visible), publish_at: publishAtInput(block, timeZone) }
			: { is_visible: 'true' },
	})
	return (
		<Form
			method="post"
			action={`/admin/pages?tab=about&block=${block?.id ?? 'new'}`}
			className="space-y-3 rounded-lg border border-stone-300 bg-stone-50 p-4"
			{...getFormProps(form)}
		>
			<input type="hidden" name="block_id" value={block?.id ?? 0} />
			{block?.version ? <input type="hidden" name="version" value={conflict?.version ?? block.version} /> : null}
			{conflict && block ? (
				<ConflictNotice
					conflict={conflict}
					reloadHref={`/admin/pages?tab=about&block=${block.id}`}
					intent="block-save"
				/>
			) : null}
			{block ? null : (
				<p className="text-sm text-stone-600">The new block is added at the end; you can reorder it later.</p>
			)}
			{form.errors?.length ? (
				<p role="alert" className="text-sm text-red-700">
					{form.errors.join(' ')}
				</p>
			) : null}
			{block ? <Field label="Rank (Sort Order)" min={0} step={1} {...inputProps(fields.sort_order, 'number')} /> : null}
			<Translated translations={fields.translations} name="title" label="Title" maxLength={200}>
				<Field label="Title *" {...inputProps(fields.title)} />
			</Translated>
			<Translated translations={fields.translations} name="content" label="Content" multiline rows={4}>
				<TextareaField label="Content *" rows={4} {...textareaProps(fields.content)} />
			</Translated>
			<SwitchField label="Visible" {...switchProps(fields.is_visible, true)} />
			<PublishAtField meta={fields.publish_at} />
			<div className="flex justify-end gap-2">
				<Link to={cancelTo} className={buttonClass.secondary} preventScrollReset>
					Cancel
				</Link>
				<button type="submit" name="intent" value="block-save" className={buttonClass.primary}>
					{block ? 'Save Block' : 'Add Block'}
				</button>
			</div>
		</Form>
	)
}

function BlockCard({
	block,
	index,
	count,
	actions,
	handle,
}: {
	block: Block
	index: number
	count: number
	actions: (b: Block) => ReactNode
	handle?: ReactNode
}) {
	return (
		<div className="flex gap-3 rounded-lg border border-stone-200 bg-white p-4">
			{handle}
			<div className="min-w-0 flex-1">
				<div className="flex flex-wrap items-center gap-2">
					<span className="text-xs font-semibold text-stone-500">#{index + 1}</span>
					<h3 className="font-semibold">{block.title}</h3>
					<Badge tone={block.is_visible ? 'green' : 'amber'}>{block.is_visible ? 'Visible' : 'Hidden'}</Badge>
					<ScheduledBadge record={block} />
				</div>
				<p className="mt-1 line-clamp-3 text-sm whitespace-pre-line text-stone-700">{block.content}</p>
				<div className="mt-3 flex flex-wrap gap-2">
					<Form method="post" preventScrollReset className="contents">
						<input type="hidden" name="block_id" value={block.id} />
						<button
							type="submit"
							name="direction"
							value="up"
							className={buttonClass.small}
							disabled={index === 0}
							aria-label={`Move up ${block.title}`}
						>
							Move up
						</button>
						<button
							type="submit"
							name="direction"
							value="down"
							className={buttonClass.small}
							disabled={index === count - 1}
							aria-label={`Move down ${block.title}`}
						>
							Move down
						</button>
						<input type="hidden" name="intent" value="block-move" />
					</Form>
					{actions(block)}
				</div>
			</div>
		</div>
	)
}

/**
 * The about blocks in order. Move up / Move down are plain posts; with
 * JavaScript the blocks can also be dragged (pointer or keyboard), which
 * posts the new order through a fetcher.
 */
export function AboutBlockList({ blocks, actions }: { blocks: Block[]; actions: (b: Block) => ReactNode }) {
	const fetcher = useFetcher()
	const { submit } = fetcher
	const saveOrder = useCallback(
		(order: Block[]) =>
			void submit(
				{ intent: 'reorder', blocks: JSON.stringify(order.map((b, i) => ({ id: b.id, sort_order: i + 1 }))) },
				{ method: 'post', preventScrollReset: true },
			),
		[submit],
	)
	return (
		<SortableList
			items={blocks}
			idOf={(b) => b.id}
			labelOf={(b) => b.title}
			keyboardStep={KEYBOARD_STEP}
			onReorder={saveOrder}
			renderItem={(b, index, handle) => (
				<BlockCard block={b} index={index} count={blocks.length} actions={actions} handle={handle} />
			)}
		/>
	)
}
