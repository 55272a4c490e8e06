import { Form, Link } from 'react-router'
import { Icon } from '#app/components/ui/icon.tsx'
import { ALWAYS_VISIBLE_PAGES, PAGE_KEYS, type PageKey } from '#app/schemas/records.ts'

export const TAB_LABELS: Record<PageKey, string> = {
	home: 'Home',
	exhibitions: 'Exhibitions',
	artists: 'Artists',
	gallery: 'Gallery',
	about: 'About',
	contact: 'Contact',
}

/** One tab per page; a page that may be hidden has an eye button that shows or hides it in the site's menu. */
export function TabNav({ tab, pages }: { tab: PageKey; pages: Record<PageKey, { isVisible: boolean }> }) {
	return (
		<nav aria-label="Pages" className="mb-6 flex flex-wrap gap-2 border-b border-stone-200 pb-3">
			{PAGE_KEYS.map((key) => {
				const canHide = !ALWAYS_VISIBLE_PAGES.includes(key)
				const visible = pages[key].isVisible
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
	)
}
