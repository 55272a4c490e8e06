import { Link } from 'react-router'
import { type ComponentType, type ReactNode } from 'react'
import { buttonClass } from '#app/components/ui/button.tsx'
import { type AdminListData } from '#app/utils/admin-list.ts'
import { FilterBar, FilterSelect, ListResults, PageHeader, StatCards } from './list-parts.tsx'

/**
 * Every admin list page: heading, counters, the search and filter bar (a GET
 * form), 'Showing X of Y', the empty states, the delete confirmation and the
 * pages, around a list of the records' own cards (`Card` renders the `<li>`).
 * With `addWhenEmpty`, an empty list offers that button instead of the one in
 * the heading; `actions` replace the add button, `notice` stands under the
 * heading, and `aside` under that (the landing page's holds ending soon);
 * `extraActions` stand before the add button (the CSV export and import links).
 */
export function AdminListPage<Item extends { id: number }>({
	data,
	Card,
	gridClass,
	actions,
	extraActions,
	notice,
	aside,
}: {
	data: AdminListData<Item>
	Card: ComponentType<{ item: Item }>
	gridClass: string
	actions?: ReactNode
	extraActions?: ReactNode
	notice?: ReactNode
	aside?: ReactNode
}) {
	const { name, path, texts, total } = data
	const add = (label?: string) =>
		label ? (
			<Link to={`${path}/new`} className={buttonClass.primary}>
				{label}
			</Link>
		) : null
	const startAction = add(total === 0 && texts.addWhenEmpty ? texts.addWhenEmpty : texts.add)
	return (
		<>
			<PageHeader
				title={texts.title}
				subtitle={texts.subtitle}
				actions={
					actions ?? (
						<>
							{extraActions}
							{total > 0 || !texts.addWhenEmpty ? add(texts.add) : null}
						</>
					)
				}
			/>
			{notice ? <p className="mb-4 text-sm text-stone-600">{notice}</p> : null}
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
