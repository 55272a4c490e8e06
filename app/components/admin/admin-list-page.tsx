import { Link } from '@remix-run/react'
import { type ComponentType, type ReactNode } from 'react'
import { buttonClass } from '#app/components/ui/button.tsx'
import { FilterBar, FilterSelect, ListResults, PageHeader, StatCards } from './list-parts.tsx'

/** What `loadAdminList()` hands the page: one page of records and the descriptor's texts, stats and filters. */
export type AdminListData<Item> = {
	name: string
	path: string
	texts: {
		title: string
		subtitle: string
		search: string
		add: string
		addWhenEmpty?: string
		getStarted: string
		plural: string
	}
	items: Item[]
	matching: number
	pages: { page: number; pageCount: number }
	total: number
	stats: { label: string; value: number }[]
	filters: Record<string, string> & { q: string }
	active: boolean
	selects: { name: string; label: string; options: { value: string; label: string }[] }[]
	toDelete: { id: number; label: string } | null
}

/**
 * Every admin list page: heading, counters, the search and filter bar (a GET
 * form), 'Showing X of Y', the empty states, the delete confirmation and the
 * pages, around a grid of the collection's own cards. With `addWhenEmpty`,
 * an empty list offers that button instead of the one in the heading.
 * `aside` shows under the heading (the landing page's holds ending soon).
 */
export function AdminListPage<Item extends { id: number }>({
	data,
	Card,
	gridClass,
	aside,
}: {
	data: AdminListData<Item>
	Card: ComponentType<{ item: Item }>
	gridClass: string
	aside?: ReactNode
}) {
	const { name, path, texts, total } = data
	const add = (label: string) => (
		<Link to={`${path}/new`} className={buttonClass.primary}>
			{label}
		</Link>
	)
	const startAction = add(total === 0 && texts.addWhenEmpty ? texts.addWhenEmpty : texts.add)
	return (
		<>
			<PageHeader
				title={texts.title}
				subtitle={texts.subtitle}
				actions={total > 0 || !texts.addWhenEmpty ? add(texts.add) : null}
			/>
			{aside}
			<StatCards stats={data.stats} />
			<FilterBar search={data.filters.q} placeholder={texts.search} clearTo={path} active={data.active}>
				{data.selects.map((s) => (
					<FilterSelect key={s.name} {...s} value={data.filters[s.name] ?? ''} />
				))}
			</FilterBar>
			<ListResults
				entity={name}
				noun={texts.plural}
				shown={data.matching}
				total={total}
				pages={data.pages}
				toDelete={data.toDelete}
				getStarted={texts.getStarted}
				startAction={startAction}
			>
				<ul className={gridClass}>
					{data.items.map((item) => (
						<Card key={item.id} item={item} />
					))}
				</ul>
			</ListResults>
		</>
	)
}
