import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import {
	CardActions,
	FilterBar,
	FilterSelect,
	ListResults,
	PageHeader,
	StatCards,
} from '#app/components/admin/list-parts.tsx'
import { Badge, buttonClass } from '#app/components/ui/button.tsx'
import { Icon } from '#app/components/ui/icon.tsx'
import {
	deleteExhibition,
	getExhibition,
	setExhibitionVisibility,
	viewExhibitions,
} from '#app/data/exhibitions.server.ts'
import { ADMIN_PAGE_SIZE, EXHIBITION_FILTERS, filterExhibitions } from '#app/utils/admin-filters.ts'
import { handleListAction } from '#app/server/admin/entity-forms.server.ts'
import { formId, noStoreHeaders } from '#app/server/admin/forms.server.ts'
import { filterKey, pageOf, readPage } from '#app/utils/pagination.ts'
import { requireAdmin } from '#app/server/auth.server.ts'
import { formatDateRange } from '#app/utils/dates.ts'
import { variantUrl } from '#app/utils/images.ts'
import { pageMeta } from '#app/utils/meta.ts'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'Exhibition Management')
export const headers = noStoreHeaders

export async function loader({ request }: LoaderFunctionArgs) {
	await requireAdmin(request)
	const params = new URL(request.url).searchParams
	const deleting = formId(params.get('delete'))
	const [{ filtered, filters, active }, stats, toDelete] = await Promise.all([
		viewExhibitions('all', `admin:${filterKey(params, EXHIBITION_FILTERS)}`, (all) => filterExhibitions(all, params)),
		viewExhibitions('all', 'counts', (all) => ({
			total: all.length,
			upcoming: all.filter((e) => e.status === 'upcoming').length,
			past: all.filter((e) => e.status !== 'upcoming').length,
			visible: all.filter((e) => e.is_visible).length,
			hidden: all.filter((e) => !e.is_visible).length,
		})),
		deleting ? getExhibition(deleting, 'all') : null,
	])
	const page = pageOf(filtered, readPage(params.get('page')), ADMIN_PAGE_SIZE)
	return {
		exhibitions: page.items,
		matching: page.matching,
		pages: { page: page.page, pageCount: page.pageCount },
		total: stats.total,
		filters,
		active,
		stats,
		toDelete: toDelete ? { id: toDelete.id, title: toDelete.title } : null,
	}
}

export async function action({ request }: ActionFunctionArgs) {
	await requireAdmin(request)
	return handleListAction(request, {
		entity: 'Exhibition',
		setVisibility: setExhibitionVisibility,
		remove: deleteExhibition,
	})
}

export default function AdminExhibitions() {
	const { exhibitions, matching, pages, total, filters, active, stats, toDelete } = useLoaderData<typeof loader>()
	const create = (
		<Link to="/admin/exhibitions/new" className={buttonClass.primary}>
			{total === 0 ? 'Create Exhibition' : 'Add Exhibition'}
		</Link>
	)
	return (
		<>
			<PageHeader
				title="Exhibition Management"
				subtitle="Manage your exhibitions and showcase your art"
				actions={total > 0 ? create : null}
			/>
			<StatCards
				stats={[
					{ label: 'Upcoming', value: stats.upcoming },
					{ label: 'Past', value: stats.past },
					{ label: 'Visible', value: stats.visible },
					{ label: 'Hidden', value: stats.hidden },
				]}
			/>
			<FilterBar search={filters.q} placeholder="Search exhibitions..." clearTo="/admin/exhibitions" active={active}>
				<FilterSelect
					label="Status"
					name="status"
					value={filters.status}
					options={[
						{ value: 'all', label: 'All Status' },
						{ value: 'upcoming', label: 'Upcoming' },
						{ value: 'past', label: 'Past' },
					]}
				/>
				<FilterSelect
					label="Visibility"
					name="visibility"
					value={filters.visibility}
					options={[
						{ value: 'all', label: 'All' },
						{ value: 'visible', label: 'Visible' },
						{ value: 'hidden', label: 'Hidden' },
					]}
				/>
			</FilterBar>
			<ListResults
				entity="Exhibition"
				noun="exhibitions"
				shown={matching}
				total={total}
				pages={pages}
				toDelete={toDelete ? { id: toDelete.id, label: toDelete.title } : null}
				getStarted="Get started by creating your first exhibition."
				startAction={create}
			>
				<ul className="grid gap-4 md:grid-cols-2">
					{exhibitions.map((e) => (
						<li key={e.id} className="flex flex-col overflow-hidden rounded-lg border border-stone-200 bg-white">
							{e.featured_image ? (
								<img
									src={variantUrl(e.featured_image, 640)}
									alt=""
									className="aspect-[16/9] w-full object-cover"
									loading="lazy"
								/>
							) : (
								<div className="flex aspect-[16/9] items-center justify-center bg-stone-100 text-sm text-stone-500">
									No featured image
								</div>
							)}
							<div className="flex flex-1 flex-col gap-2 p-4">
								<div className="flex flex-wrap items-center gap-2">
									<h2 className="mr-auto text-lg font-semibold">{e.title}</h2>
									<Badge tone={e.status === 'upcoming' ? 'blue' : 'neutral'}>
										{e.status === 'upcoming' ? 'Upcoming' : 'Past'}
									</Badge>
									<Badge tone={e.is_visible ? 'green' : 'amber'}>{e.is_visible ? 'Visible' : 'Hidden'}</Badge>
								</div>
								<p className="text-sm text-stone-600">
									{formatDateRange(e.start_date, e.end_date) || 'Dates to be announced'}
								</p>
								{e.location ? (
									<p className="flex items-center gap-1 text-sm">
										<Icon name="map-pin" size={14} className="text-stone-500" />
										<span className="sr-only">Location: </span>
										{e.location}
									</p>
								) : null}
								{e.curator ? <p className="text-sm">Curated by {e.curator}</p> : null}
								{e.description ? <p className="line-clamp-3 text-sm text-stone-700">{e.description}</p> : null}
								<CardActions
									id={e.id}
									label={e.title}
									visible={e.is_visible}
									editTo={`/admin/exhibitions/${e.id}/edit`}
								/>
							</div>
						</li>
					))}
				</ul>
			</ListResults>
		</>
	)
}
