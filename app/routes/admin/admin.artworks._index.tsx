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
import { listArtists } from '#app/data/artists.server.ts'
import { deleteArtwork, getArtwork, setArtworkVisibility, viewArtworks } from '#app/data/artworks.server.ts'
import {
	ADMIN_PAGE_SIZE,
	ARTWORK_FILTERS,
	distinct,
	filterArtworks,
	visibilityCounts,
} from '#app/utils/admin-filters.ts'
import { handleListAction } from '#app/server/admin/entity-forms.server.ts'
import { formId, noStoreHeaders } from '#app/server/admin/forms.server.ts'
import { filterKey, pageOf, readPage } from '#app/utils/pagination.ts'
import { requireAdmin } from '#app/server/auth.server.ts'
import { variantUrl } from '#app/utils/images.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { AVAILABILITIES, AVAILABILITY_LABELS, availabilityMark } from '#app/utils/sales.ts'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'Artworks')
export const headers = noStoreHeaders

export async function loader({ request }: LoaderFunctionArgs) {
	await requireAdmin(request)
	const params = new URL(request.url).searchParams
	const deleting = formId(params.get('delete'))
	const [{ filtered, filters, active }, stats, years, artists, toDelete] = await Promise.all([
		viewArtworks('all', `admin:${filterKey(params, ARTWORK_FILTERS)}`, (all) => filterArtworks(all, params)),
		viewArtworks('all', 'counts', visibilityCounts),
		viewArtworks('all', 'years', (all) =>
			distinct(
				all.map((a) => a.year),
				(a, b) => b - a,
			),
		),
		listArtists('all'),
		deleting ? getArtwork(deleting, 'all') : null,
	])
	const page = pageOf(filtered, readPage(params.get('page')), ADMIN_PAGE_SIZE)
	return {
		artworks: page.items,
		matching: page.matching,
		pages: { page: page.page, pageCount: page.pageCount },
		total: stats.total,
		filters,
		active,
		stats,
		artists: artists.map((a) => ({ id: a.id, name: a.name })),
		years,
		toDelete: toDelete ? { id: toDelete.id, title: toDelete.title } : null,
	}
}

export async function action({ request }: ActionFunctionArgs) {
	await requireAdmin(request)
	return handleListAction(request, { entity: 'Artwork', setVisibility: setArtworkVisibility, remove: deleteArtwork })
}

export default function AdminArtworks() {
	const { artworks, matching, pages, total, filters, active, stats, artists, years, toDelete } =
		useLoaderData<typeof loader>()
	const add = (
		<Link to="/admin/artworks/new" className={buttonClass.primary}>
			Add Artwork
		</Link>
	)
	return (
		<>
			<PageHeader title="Artworks" subtitle="Manage the works in the collection" actions={add} />
			<StatCards
				stats={[
					{ label: 'Total Artworks', value: stats.total },
					{ label: 'Visible', value: stats.visible },
					{ label: 'Hidden', value: stats.hidden },
				]}
			/>
			<FilterBar search={filters.q} placeholder="Search artworks..." clearTo="/admin/artworks" active={active}>
				<FilterSelect
					label="Artist"
					name="artist"
					value={filters.artist}
					options={[
						{ value: '', label: 'All Artists' },
						...artists.map((a) => ({ value: String(a.id), label: a.name })),
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
				<FilterSelect
					label="Year"
					name="year"
					value={filters.year}
					options={[{ value: '', label: 'All Years' }, ...years.map((y) => ({ value: String(y), label: String(y) }))]}
				/>
				<FilterSelect
					label="Availability"
					name="availability"
					value={filters.availability}
					options={[
						{ value: '', label: 'All' },
						...AVAILABILITIES.map((a) => ({ value: a, label: AVAILABILITY_LABELS[a] })),
					]}
				/>
			</FilterBar>
			<ListResults
				entity="Artwork"
				noun="artworks"
				shown={matching}
				total={total}
				pages={pages}
				toDelete={toDelete ? { id: toDelete.id, label: toDelete.title } : null}
				getStarted="Get started by adding your first artwork."
				startAction={add}
			>
				<ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
					{artworks.map((a) => {
						const mark = availabilityMark(a.availability)
						return (
							<li
								key={a.id}
								className="relative flex flex-col overflow-hidden rounded-lg border border-stone-200 bg-white"
							>
								{mark ? (
									<span
										className={`absolute top-2 left-2 rounded-full px-2 py-0.5 text-xs font-semibold text-white ${mark === 'Sold' ? 'bg-red-800' : 'bg-amber-700'}`}
										data-testid="availability-mark"
									>
										{mark}
									</span>
								) : null}
								{a.featured_image ? (
									<img
										src={variantUrl(a.featured_image, 640)}
										alt=""
										className="aspect-[4/3] w-full object-cover"
										loading="lazy"
									/>
								) : (
									<div className="flex aspect-[4/3] items-center justify-center bg-stone-100 text-sm text-stone-500">
										No image
									</div>
								)}
								<div className="flex flex-1 flex-col gap-1 p-4">
									<div className="flex items-start gap-2">
										<h2 className="mr-auto font-semibold">{a.title}</h2>
										<Badge tone={a.is_visible ? 'green' : 'amber'}>{a.is_visible ? 'Visible' : 'Hidden'}</Badge>
									</div>
									<p className="text-sm text-stone-600">
										{a.artist_name || 'Unknown Artist'} · {a.year}
									</p>
									{a.medium ? <p className="text-xs text-stone-500">{a.medium}</p> : null}
									{a.description ? <p className="line-clamp-2 text-sm text-stone-700">{a.description}</p> : null}
									<CardActions
										id={a.id}
										label={a.title}
										visible={a.is_visible}
										editTo={`/admin/artworks/${a.id}/edit`}
									/>
								</div>
							</li>
						)
					})}
				</ul>
			</ListResults>
		</>
	)
}
