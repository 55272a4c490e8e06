import { Form, Link } from 'react-router'
import { AboutBlockList, type Block, BlockEditor } from '#app/components/admin/about-blocks.tsx'
import { type FormReply } from '#app/components/admin/admin-form.tsx'
import { type EditConflict } from '#app/components/admin/edit-conflict.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import { ConfirmDialog } from '#app/components/ui/confirm-dialog.tsx'
import { Details, type PageData } from './detail.tsx'
import { PageEditor } from './page-tab.tsx'

/** The About tab: the page's settings, and its blocks (add, edit, show or hide, delete, move). */
export function AboutSettings({ page, editing, reply }: { page: PageData; editing: boolean; reply?: FormReply }) {
	return (
		<div className="rounded-lg border border-stone-200 bg-white p-4 sm:p-6">
			<h3 className="mb-4 text-lg font-semibold">About Page Settings</h3>
			{editing || reply ? (
				<PageEditor
					pageKey="about"
					page={page}
					hideable
					reply={reply}
					labels={{ title: 'Page Title', description: 'Page Description', submit: 'Save' }}
					cancelTo="/admin/pages?tab=about"
					className="space-y-4"
				/>
			) : (
				<>
					<Details
						columns={3}
						items={[
							['Page Title', page.title],
							['Page Description', page.description],
							['Page Visible', page.isVisible ? 'Yes' : 'No'],
						]}
					/>
					<Link to="/admin/pages?tab=about&edit=about" className={`${buttonClass.secondary} mt-4`}>
						Edit Page
					</Link>
				</>
			)}
		</div>
	)
}

export function AboutBlocks({
	blocks,
	editing,
	deleting,
	reply,
	conflict,
}: {
	blocks: Block[]
	editing: string | null
	deleting: string | null
	reply?: FormReply
	conflict?: EditConflict
}) {
	const toDelete = blocks.find((b) => String(b.id) === deleting)
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
			{adding ? <BlockEditor block={null} reply={reply} cancelTo="/admin/pages?tab=about" /> : null}
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
									<BlockEditor block={b} reply={reply} conflict={conflict} cancelTo="/admin/pages?tab=about" />
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
