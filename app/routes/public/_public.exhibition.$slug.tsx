import { type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { useActionData, useLoaderData } from 'react-router'
import { Link } from '#app/utils/i18n/links.tsx'
import { EnquiryForm } from '#app/components/site/enquiry-form.tsx'
import { ArtworkCard, aspectOf, WorksGrid, WorksGridItem, worksColumns } from '#app/components/site/artwork-card.tsx'
import { ExhibitionGallery } from '#app/components/site/exhibition-gallery.tsx'
import { exhibitionImagePath } from '#app/components/site/image-page.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { NotFoundState } from '#app/components/site/not-found-state.tsx'
import { PreviewBanner } from '#app/components/site/preview-banner.tsx'
import { SafeImage } from '#app/components/site/safe-image.tsx'
import { StatusBadge } from '#app/components/site/status-badge.tsx'
import { listArtists } from '#app/data/artists.server.ts'
import { listArtworks } from '#app/data/artworks.server.ts'
import { getExhibition } from '#app/data/exhibitions.server.ts'
import { imageFactsLookup } from '#app/data/image-details.server.ts'
import { getGalleryName, getPageContent } from '#app/data/pages.server.ts'
import { enquiryAction, enquiryFormProps, enquiryPageHeaders } from '#app/server/enquiries/form-action.server.ts'
import { formatExhibitionDates } from '#app/utils/locale-format.ts'
import { localeFor } from '#app/server/locale.server.ts'
import { invariantResponse } from '#app/server/http.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { recordForPage, withPreview } from '#app/server/preview.server.ts'
import { publicOrigin } from '#app/server/public-url.server.ts'
import { type PublicImage, publicImages, toPublicImage } from '#app/utils/images.ts'
import { iiifManifestLink, imagePreload, publicMeta } from '#app/utils/meta.ts'
import { exhibitionEventLd } from '#app/utils/structured-data.ts'
import { absoluteUrl, cleanImages, joinLink, resolveArtists, toArtworkCard } from '#app/components/site/card-data.ts'
import { initials } from '#app/utils/text.ts'
import { pageUrlOf } from '#app/server/page-url.server.ts'
import { BODY_LIMITS, type RouteHandle } from '#app/utils/route-rules.ts'
import { metaLanguage, usePageLanguage } from '#app/utils/i18n/use-page-language.ts'
import { pageContent, pageStrings } from '#app/server/page-language.server.ts'
import { EXHIBITION_FIELDS } from '#app/schemas/exhibition.ts'
import { ARTWORK_FIELDS } from '#app/schemas/artwork.ts'

export const handle: RouteHandle = {
	body: { bytes: BODY_LIMITS.publicForm, ownAnswer: true },
	pageParams: ['gallery'],
	loadingText: 'Loading exhibition...',
}

export const meta: MetaFunction<typeof loader> = (args) =>
	args.loaderData
		? [
				...publicMeta(args, {
					page: args.loaderData.exhibition.title,
					description: args.loaderData.exhibition.description,
					image: exhibitionHero(args.loaderData)?.image.src,
					type: 'article',
				}),
				iiifManifestLink('exhibition', args.loaderData.slug),
				...heroPreload(exhibitionHero(args.loaderData)),
			]
		: publicMeta(args, { page: metaLanguage(args).t('notFound.exhibition'), canonical: false })

async function findExhibition(slug: string | undefined) {
	const exhibition = await getExhibition(slug ?? '', 'visible')
	invariantResponse(exhibition, 'Exhibition not found', { status: 404 })
	return exhibition
}

export async function loader({ params, request }: LoaderFunctionArgs) {
	const locale = localeFor(request)
	// Staff may preview a hidden or scheduled exhibition; visitors get 404.
	const { localise } = pageContent(request)
	const { t } = pageStrings(request)
	const { record: stored, preview } = await recordForPage(
		request,
		(visibility) => getExhibition(params.slug ?? '', visibility),
		'Exhibition not found',
	)
	const exhibition = localise(EXHIBITION_FIELDS, stored)
	const [allArtists, galleryName, { contactInfo }, lookup, visibleWorks] = await Promise.all([
		listArtists('all'),
		getGalleryName(),
		getPageContent(),
		imageFactsLookup(),
		listArtworks('visible'),
	])
	// The works in the show: its assigned artworks that are visible, in the order given.
	const works = exhibition.assigned_artworks.flatMap((id) => {
		const work = visibleWorks.find((w) => String(w.id) === String(id))
		return work ? localise(ARTWORK_FIELDS, work) : []
	})
	const url = pageUrlOf(request)
	const origin = publicOrigin(request)
	const featured = cleanImages([exhibition.featured_image])[0] ?? ''
	const gallery = cleanImages(exhibition.gallery_images)
	const artists = resolveArtists(exhibition.assigned_artists, allArtists, lookup)
	return withPreview(preview, {
		slug: exhibition.slug,
		exhibition: {
			title: exhibition.title,
			description: exhibition.description,
			status: exhibition.display_status,
			opening: exhibition.opening,
			curator: exhibition.curator,
			location: exhibition.location,
			dates: formatExhibitionDates(exhibition.start_date, exhibition.end_date, locale),
			featured_image: toPublicImage(featured, lookup(featured), exhibition.title),
			gallery: publicImages(gallery, lookup, (i, n) =>
				t('alt.imageOf', { alt: exhibition.title, index: i + 1, count: n }),
			),
			// Only an http(s) open-call link becomes the 'Join as Artist' button.
			cta: exhibition.call_for_artists ? joinLink(exhibition) : null,
			fallback: exhibition.fallback,
		},
		artists,
		works: works.map((w) => toArtworkCard(w, lookup, locale)),
		showAllImages: url.searchParams.get('gallery') === 'all',
		download: getEnv().LIGHTBOX_DOWNLOAD === 'on',
		enquiry: enquiryFormProps(t('enquiry.aboutExhibition', { title: exhibition.title })),
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
	})
}

export const headers = enquiryPageHeaders

/** The "Enquire" form's post. */
export const action = enquiryAction('exhibition', findExhibition)

export default function ExhibitionPage() {
	const {
		exhibition: e,
		artists,
		works,
		showAllImages,
		enquiry,
		slug,
		preview,
		download,
	} = useLoaderData<typeof loader>()
	const columns = worksColumns(works.map((w) => aspectOf(w.image)))
	const actionData = useActionData<typeof action>()
	const hero = exhibitionHero({ exhibition: e, works })
	const { t, langOf } = usePageLanguage()
	return (
		<article>
			<PreviewBanner preview={preview} className="border-x-0 border-t-0 text-center" />
			{hero ? (
				<div className="relative h-[45vh] min-h-64 bg-stone-100 sm:h-[62vh]" data-testid="exhibition-hero">
					<SafeImage
						image={hero.image}
						sizes={heroSizes(hero)}
						priority
						// A work shows whole on the ground (art is never cropped); a view fills the band around its focal point.
						fit={hero.isWork ? 'contain' : 'cover'}
						className={`h-full w-full ${hero.isWork ? 'object-contain py-6' : 'object-cover'}`}
						fallbackClassName="h-full w-full text-muted"
					/>
				</div>
			) : (
				// The spec's block, in the quiet form of the design: a line, not a grey band the size of a picture.
				<p className="mx-auto max-w-7xl px-6 pt-10 text-sm text-muted" data-testid="no-featured-image">
					{t('exhibition.noFeaturedImage')}
				</p>
			)}
			<div className="mx-auto max-w-7xl px-6 pt-10 pb-16 sm:pt-14">
				<header className="max-w-4xl">
					<StatusBadge status={e.status} long />
					<h1 className="mt-3 font-display text-4xl font-normal tracking-tight sm:text-6xl" lang={langOf(e, 'title')}>
						{e.title}
					</h1>
					{/* Dates and place in one line (a line each on a phone, where a wrapped line would start with its dot); the labels are for screen readers. */}
					<dl className="mt-4 flex flex-col gap-x-2 text-lg sm:flex-row sm:flex-wrap sm:text-xl">
						{e.dates ? (
							<>
								<dt className="sr-only">{t('exhibition.startDate')}</dt>
								<dd>{e.dates}</dd>
							</>
						) : null}
						{e.location ? (
							<>
								<dt className="sr-only">{t('exhibition.location')}</dt>
								<dd>
									{e.dates ? (
										<span aria-hidden className="mr-2 hidden text-muted sm:inline">
											·
										</span>
									) : null}
									{e.location}
								</dd>
							</>
						) : null}
						{e.curator ? (
							<>
								<dt className="sr-only">{t('exhibition.curator')}</dt>
								<dd className="text-muted">
									{e.dates || e.location ? (
										<span aria-hidden className="mr-2 hidden sm:inline">
											·
										</span>
									) : null}
									{t('exhibition.curatedBy', { name: e.curator })}
								</dd>
							</>
						) : null}
					</dl>
					{e.opening ? (
						<p className="mt-1 text-muted" lang={langOf(e, 'opening')}>
							{e.opening}
						</p>
					) : null}
				</header>
				<div className="mt-10 max-w-2xl">
					{e.description ? (
						<p className="text-lg leading-relaxed whitespace-pre-line" lang={langOf(e, 'description')}>
							{e.description}
						</p>
					) : null}
					<div className="mt-8 flex flex-wrap items-start gap-x-4 gap-y-3 text-sm">
						<a href="#enquire" className="border border-ink px-5 py-2 hover:bg-ink hover:text-white">
							{t('exhibition.enquire')}
						</a>
						{e.cta ? (
							<a
								href={e.cta}
								{...(e.cta.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
								className="border border-ink px-5 py-2 hover:bg-ink hover:text-white"
							>
								{t('exhibition.join')}
							</a>
						) : null}
					</div>
				</div>
				{works.length > 0 ? (
					<section aria-labelledby="works-heading" className="mt-20">
						<h2 id="works-heading" className={sectionHeading}>
							{t('exhibition.works')}
						</h2>
						<WorksGrid className="mt-8">
							{works.map((w, i) => (
								<WorksGridItem key={w.slug} aspect={aspectOf(w.image)} column={columns[i]}>
									<ArtworkCard artwork={w} headingLevel="h3" />
								</WorksGridItem>
							))}
						</WorksGrid>
					</section>
				) : null}
				<ExhibitionGallery
					images={e.gallery}
					showAll={showAllImages}
					imagePage={(n) => exhibitionImagePath(slug, n)}
					download={download}
				/>
				{artists.length > 0 ? (
					<section aria-labelledby="artists-heading" className="mt-20">
						<h2 id="artists-heading" className={sectionHeading}>
							{t('exhibition.artists')}
						</h2>
						<ul className="mt-6 flex flex-wrap gap-x-10 gap-y-4">
							{artists.map((a, i) => {
								const body = (
									<>
										{a.image ? (
											<SafeImage
												image={a.image}
												alt=""
												sizes="40px"
												blur={false}
												className="h-10 w-10 rounded-full object-cover"
												fallbackClassName="h-10 w-10 rounded-full text-[0px]"
											/>
										) : (
											<span
												aria-hidden
												className="flex h-10 w-10 items-center justify-center rounded-full bg-stone-100 font-display text-muted"
											>
												{initials(a.name)}
											</span>
										)}
										<span className="text-lg">{a.name}</span>
									</>
								)
								return (
									<li key={`${a.name}-${i}`}>
										{a.slug ? (
											<Link
												to={`/artist/${a.slug}`}
												className="flex items-center gap-3 underline-offset-4 hover:underline"
											>
												{body}
											</Link>
										) : (
											<div className="flex items-center gap-3">{body}</div>
										)}
									</li>
								)
							})}
						</ul>
					</section>
				) : null}
				<div className="max-w-3xl">
					<EnquiryForm action={`/exhibition/${slug}`} subject="exhibition" {...enquiry} reply={actionData?.result} />
				</div>
			</div>
		</article>
	)
}

const sectionHeading = 'text-xs tracking-[0.08em] text-muted uppercase'

/**
 * The exhibition's hero (contract section 18; issue 37): the featured image, else the first installation view, else
 * the first work in the show (shown whole, not cropped), else none, and the page says 'No featured image' in a line.
 */
function exhibitionHero({
	exhibition,
	works,
}: {
	exhibition: { featured_image: PublicImage | null; gallery: PublicImage[] }
	works: { image: PublicImage | null }[]
}): { image: PublicImage; isWork: boolean } | null {
	const view = exhibition.featured_image ?? exhibition.gallery[0]
	if (view) return { image: view, isWork: false }
	const work = works.find((w) => w.image)?.image
	return work ? { image: work, isWork: true } : null
}

/**
 * A view covers a box 45vh high on a phone and 62vh from 640 px: the wider of the screen and that height times the
 * image's aspect. A work shows whole in that box: at most as wide as the screen.
 */
function heroSizes({ image, isWork }: { image: PublicImage; isWork: boolean }) {
	if (!image.width || !image.height) return '100vw'
	const vh = (height: number) => `${Math.ceil((height * image.width!) / image.height!)}vh`
	const fit = isWork ? 'min' : 'max'
	return `(max-width: 639px) ${fit}(100vw, ${vh(45)}), ${fit}(100vw, ${vh(62)})`
}

function heroPreload(hero: { image: PublicImage; isWork: boolean } | null) {
	return hero ? imagePreload(hero.image, heroSizes(hero)) : []
}

export function ErrorBoundary() {
	const { t } = usePageLanguage()
	return (
		<GeneralErrorBoundary
			statusHandlers={{
				404: () => (
					<NotFoundState title={t('notFound.exhibition')} backTo="/exhibitions" backLabel={t('back.exhibitions')} />
				),
			}}
		/>
	)
}
