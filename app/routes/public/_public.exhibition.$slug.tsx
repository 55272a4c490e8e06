import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { type ReactNode } from 'react'
import { EnquiryForm } from '#app/components/site/enquiry-form.tsx'
import { ExhibitionGallery } from '#app/components/site/exhibition-gallery.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { NotFoundState } from '#app/components/site/not-found-state.tsx'
import { SafeImage } from '#app/components/site/safe-image.tsx'
import { StatusBadge } from '#app/components/site/status-badge.tsx'
import { listArtists } from '#app/data/artists.server.ts'
import { getExhibition } from '#app/data/exhibitions.server.ts'
import { imageFactsLookup } from '#app/data/image-details.server.ts'
import { getGalleryName, getPageContent } from '#app/data/pages.server.ts'
import { enquiryFormProps, enquiryPageHeaders, handleEnquiryForm } from '#app/server/enquiries/form-action.server.ts'
import { formatLongDate } from '#app/utils/dates.ts'
import { invariantResponse } from '#app/server/http.server.ts'
import { publicOrigin } from '#app/server/public-url.server.ts'
import { type PublicImage, publicImages, toPublicImage } from '#app/utils/images.ts'
import { iiifManifestLink, imagePreload, publicMeta } from '#app/utils/meta.ts'
import { exhibitionEventLd } from '#app/utils/structured-data.ts'
import { absoluteUrl, cleanImages, joinLink, resolveArtists } from '#app/components/site/card-data.ts'
import { initials } from '#app/utils/text.ts'

export const meta: MetaFunction<typeof loader> = (args) =>
	args.data
		? [
				...publicMeta(args, {
					page: args.data.exhibition.title,
					description: args.data.exhibition.description,
					image: (args.data.exhibition.featured_image ?? args.data.exhibition.gallery[0])?.src,
					type: 'article',
				}),
				iiifManifestLink('exhibition', args.data.slug),
				...(args.data.exhibition.featured_image
					? imagePreload(args.data.exhibition.featured_image, heroSizes(args.data.exhibition.featured_image))
					: []),
			]
		: publicMeta(args, { page: 'Exhibition Not Found', canonical: false })

async function findExhibition(slug: string | undefined) {
	const exhibition = await getExhibition(slug ?? '', 'visible')
	invariantResponse(exhibition, 'Exhibition not found', { status: 404 })
	return exhibition
}

export async function loader({ params, request }: LoaderFunctionArgs) {
	const exhibition = await findExhibition(params.slug)
	const [allArtists, galleryName, { contactInfo }, lookup] = await Promise.all([
		listArtists('all'),
		getGalleryName(),
		getPageContent(),
		imageFactsLookup(),
	])
	const url = new URL(request.url)
	const origin = publicOrigin(request)
	const featured = cleanImages([exhibition.featured_image])[0] ?? ''
	const gallery = cleanImages(exhibition.gallery_images)
	const artists = resolveArtists(exhibition.assigned_artists, allArtists, lookup)
	return {
		slug: exhibition.slug,
		exhibition: {
			title: exhibition.title,
			description: exhibition.description,
			status: exhibition.display_status,
			opening: exhibition.opening,
			curator: exhibition.curator,
			location: exhibition.location,
			start_date: exhibition.start_date,
			end_date: exhibition.end_date,
			featured_image: toPublicImage(featured, lookup(featured), exhibition.title),
			gallery: publicImages(gallery, lookup, (i, n) => `${exhibition.title}, image ${i + 1} of ${n}`),
			// Only an http(s) open-call link becomes the 'Join as Artist' button.
			cta: exhibition.call_for_artists ? joinLink(exhibition) : null,
		},
		artists,
		showAllImages: url.searchParams.get('gallery') === 'all',
		enquiry: enquiryFormProps(`I would like to know more about the exhibition "${exhibition.title}".`),
		jsonLd: exhibitionEventLd({
			url: `${origin}/exhibition/${exhibition.slug}`,
			name: exhibition.title,
			description: exhibition.description,
			startDate: exhibition.start_date,
			endDate: exhibition.end_date,
			images: cleanImages([featured, ...gallery])
				.slice(0, 5)
				.map((i) => absoluteUrl(origin, i))
				.filter((i): i is string => Boolean(i)),
			location: {
				name: exhibition.location ? `${galleryName}, ${exhibition.location}` : galleryName,
				address: contactInfo.address,
			},
			performers: artists.filter((a) => a.slug).map((a) => ({ name: a.name, url: `${origin}/artist/${a.slug}` })),
		}),
	}
}

export const headers = enquiryPageHeaders

/** The "Enquire" form's post. */
export async function action({ params, request, context }: ActionFunctionArgs) {
	const exhibition = await findExhibition(params.slug)
	return handleEnquiryForm(
		request,
		context.clientAddress ?? 'unknown',
		{ exhibition_id: exhibition.id },
		`/exhibition/${exhibition.slug}`,
	)
}

export default function ExhibitionPage() {
	const { exhibition: e, artists, showAllImages, enquiry, slug } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const start = formatLongDate(e.start_date)
	const end = formatLongDate(e.end_date)
	return (
		<article>
			<div className="relative h-[50vh] min-h-72 bg-stone-800">
				{e.featured_image ? (
					<SafeImage
						image={e.featured_image}
						sizes={heroSizes(e.featured_image)}
						priority
						className="h-full w-full object-cover"
						fallbackClassName="h-full w-full bg-stone-700 text-stone-300"
					/>
				) : (
					<div className="flex h-full items-center justify-center text-stone-300">No featured image</div>
				)}
			</div>
			<div className="mx-auto max-w-5xl px-6 py-12">
				<StatusBadge status={e.status} long />
				<h1 className="mt-4 font-serif text-4xl font-semibold sm:text-5xl">{e.title}</h1>
				{e.description ? <p className="mt-6 text-lg whitespace-pre-line text-stone-700">{e.description}</p> : null}
				<dl className="mt-10 grid gap-4 sm:grid-cols-3">
					{start ? (
						<InfoCard label="Start Date">
							{start}
							{end ? <span className="block text-sm text-stone-600">{`to ${end}`}</span> : null}
						</InfoCard>
					) : null}
					{e.location ? <InfoCard label="Location">{e.location}</InfoCard> : null}
					{e.curator ? <InfoCard label="Curator">{e.curator}</InfoCard> : null}
				</dl>
				{e.opening ? <p className="mt-4 text-stone-700">{e.opening}</p> : null}
				{e.cta ? (
					<p className="mt-8">
						<a
							href={e.cta}
							{...(e.cta.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
							className="inline-block rounded-md bg-ink px-6 py-3 font-medium text-white hover:bg-stone-700"
						>
							Join as Artist
						</a>
					</p>
				) : null}
				{artists.length > 0 ? (
					<section aria-labelledby="artists-heading" className="mt-16">
						<h2 id="artists-heading" className="font-serif text-3xl font-semibold">
							Featured Artists
						</h2>
						<ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
							{artists.map((a, i) => {
								const body = (
									<>
										{a.image ? (
											<SafeImage
												image={a.image}
												alt=""
												sizes="48px"
												blur={false}
												className="h-12 w-12 rounded-full object-cover"
												fallbackClassName="h-12 w-12 rounded-full text-[0px]"
											/>
										) : (
											<span
												aria-hidden
												className="flex h-12 w-12 items-center justify-center rounded-full bg-stone-300 font-serif text-xl"
											>
												{initials(a.name)}
											</span>
										)}
										<span className="font-medium">{a.name}</span>
									</>
								)
								return (
									<li key={`${a.name}-${i}`}>
										{a.slug ? (
											<Link
												to={`/artist/${a.slug}`}
												className="flex items-center gap-3 rounded-lg border border-stone-200 bg-white p-3 hover:border-ink"
											>
												{body}
											</Link>
										) : (
											<div className="flex items-center gap-3 rounded-lg border border-stone-200 bg-white p-3">
												{body}
											</div>
										)}
									</li>
								)
							})}
						</ul>
					</section>
				) : null}
				<ExhibitionGallery images={e.gallery} showAll={showAllImages} />
				<EnquiryForm action={`/exhibition/${slug}`} subject="this exhibition" {...enquiry} reply={actionData?.result} />
			</div>
		</article>
	)
}

/** The hero is a full-width crop half the screen high: as wide as the wider of the screen and that crop. */
function heroSizes(image: PublicImage) {
	if (!image.width || !image.height) return '100vw'
	return `max(100vw, ${Math.ceil((50 * image.width) / image.height)}vh)`
}

function InfoCard({ label, children }: { label: string; children: ReactNode }) {
	return (
		<div className="rounded-lg border border-stone-200 bg-white p-4">
			<dt className="text-xs font-semibold tracking-widest text-stone-500 uppercase">{label}</dt>
			<dd className="mt-1 font-medium">{children}</dd>
		</div>
	)
}

export function ErrorBoundary() {
	return (
		<GeneralErrorBoundary
			statusHandlers={{
				404: () => <NotFoundState title="Exhibition Not Found" backTo="/exhibitions" backLabel="Back to Exhibitions" />,
			}}
		/>
	)
}
