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
import { SOCIAL_PLATFORMS } from '#app/utils/social-platforms.ts'
import { Badge, buttonClass } from '#app/components/ui/button.tsx'
import { deleteArtist, getArtist, setArtistVisibility, viewArtists } from '#app/data/artists.server.ts'
import { ADMIN_PAGE_SIZE, ARTIST_FILTERS, distinct, filterArtists, visibilityCounts } from '#app/utils/admin-filters.ts'
import { initials } from '#app/utils/text.ts'
import { handleListAction } from '#app/server/admin/entity-forms.server.ts'
import { formId, noStoreHeaders } from '#app/server/admin/forms.server.ts'
import { filterKey, pageOf, readPage } from '#app/utils/pagination.ts'
import { requireAdmin } from '#app/server/auth.server.ts'
import { pageMeta } from '#app/utils/meta.ts'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'Artists')
export const headers = noStoreHeaders

export async function loader({ request }: LoaderFunctionArgs) {
	await requireAdmin(request)
	const params = new URL(request.url).searchParams
	const deleting = formId(params.get('delete'))
	const [{ filtered, filters, active }, stats, specialties, toDelete] = await Promise.all([
		viewArtists('all', `admin:${filterKey(params, ARTIST_FILTERS)}`, (all) => filterArtists(all, params)),
		viewArtists('all', 'counts', visibilityCounts),
		viewArtists('all', 'specialties', (all) => distinct(all.map((a) => a.specialty))),
		deleting ? getArtist(deleting, 'all') : null,
	])
	const page = pageOf(filtered, readPage(params.get('page')), ADMIN_PAGE_SIZE)
	return {
		artists: page.items,
		matching: page.matching,
		pages: { page: page.page, pageCount: page.pageCount },
		total: stats.total,
		filters,
		active,
		stats,
		specialties,
		toDelete: toDelete ? { id: toDelete.id, name: toDelete.name } : null,
	}
}

export async function action({ request }: ActionFunctionArgs) {
	await requireAdmin(request)
	return handleListAction(request, { entity: 'Artist', setVisibility: setArtistVisibility, remove: deleteArtist })
}

export default function AdminArtists() {
	const { artists, matching, pages, total, filters, active, stats, specialties, toDelete } =
		useLoaderData<typeof loader>()
	const add = (
		<Link to="/admin/artists/new" className={buttonClass.primary}>
			Add Artist
		</Link>
	)
	return (
		<>
			<PageHeader title="Artists" subtitle="Manage the artists of the gallery" actions={add} />
			<StatCards
				stats={[
					{ label: 'Total Artists', value: stats.total },
					{ label: 'Visible', value: stats.visible },
					{ label: 'Hidden', value: stats.hidden },
				]}
			/>
			<FilterBar search={filters.q} placeholder="Search artists..." clearTo="/admin/artists" active={active}>
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
					label="Specialty"
					name="specialty"
					value={filters.specialty}
					options={[{ value: '', label: 'All Specialties' }, ...specialties.map((s) => ({ value: s, label: s }))]}
				/>
			</FilterBar>
			<ListResults
				entity="Artist"
				noun="artists"
				shown={matching}
				total={total}
				pages={pages}
				toDelete={toDelete ? { id: toDelete.id, label: toDelete.name } : null}
				getStarted="Get started by adding your first artist."
				startAction={add}
			>
				<ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
					{artists.map((a) => (
						<li key={a.id} className="flex flex-col gap-3 rounded-lg border border-stone-200 bg-white p-4">
							<div className="flex items-center gap-3">
								<span
									aria-hidden
									className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-stone-800 font-semibold text-white"
								>
									{initials(a.name, 2)}
								</span>
								<div className="min-w-0">
									<h2 className="truncate font-semibold">{a.name}</h2>
									{a.specialty ? <p className="text-sm text-stone-600">{a.specialty}</p> : null}
								</div>
								<span className="ml-auto">
									<Badge tone={a.is_visible ? 'green' : 'amber'}>{a.is_visible ? 'Visible' : 'Hidden'}</Badge>
								</span>
							</div>
							{a.bio ? <p className="line-clamp-3 text-sm text-stone-700">{a.bio}</p> : null}
							{Object.keys(a.social_media).length ? (
								<ul className="flex flex-wrap gap-1" aria-label="Social media">
									{SOCIAL_PLATFORMS.filter((p) => a.social_media[p.key]).map((p) => (
										<li key={p.key}>
											<Badge>{p.label}</Badge>
										</li>
									))}
								</ul>
							) : null}
							<CardActions id={a.id} label={a.name} visible={a.is_visible} editTo={`/admin/artists/${a.id}/edit`} />
						</li>
					))}
				</ul>
			</ListResults>
		</>
	)
}
