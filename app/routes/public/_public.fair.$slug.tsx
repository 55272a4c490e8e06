import { type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { type ActionFunctionArgs, useActionData, useLoaderData } from 'react-router'
import { AppointmentForm } from '#app/components/site/appointment-form.tsx'
import {
	appointmentFormProps,
	enquiryPageHeaders,
	handleAppointmentForm,
} from '#app/server/enquiries/form-action.server.ts'
import { clientAddressOf } from '#app/server/request-context.server.ts'
import { invariantResponse } from '#app/server/http.server.ts'
import { ArtworkCard, aspectOf, WorksGrid, WorksGridItem, worksColumns } from '#app/components/site/artwork-card.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { NotFoundState } from '#app/components/site/not-found-state.tsx'
import { PreviewBanner } from '#app/components/site/preview-banner.tsx'
import { SafeImage } from '#app/components/site/safe-image.tsx'
import { StatusBadge } from '#app/components/site/status-badge.tsx'
import { absoluteUrl, cleanImages, toArtworkCard } from '#app/components/site/card-data.ts'
import { pageContent } from '#app/server/page-language.server.ts'
import { ARTWORK_FIELDS } from '#app/schemas/artwork.ts'
import { FAIR_FIELDS } from '#app/schemas/fair.ts'
import { visibleArtworksById } from '#app/data/artworks.server.ts'
import { getFair } from '#app/data/fairs.server.ts'
import { imageFactsLookup } from '#app/data/image-details.server.ts'
import { localeFor } from '#app/server/locale.server.ts'
import { recordForPage, withPreview } from '#app/server/preview.server.ts'
import { publicOrigin } from '#app/server/public-url.server.ts'
import { toPublicImage } from '#app/utils/images.ts'
import { formatDateTime, formatExhibitionDates } from '#app/utils/locale-format.ts'
import { imagePreload, publicMeta } from '#app/utils/meta.ts'
import { BODY_LIMITS, type RouteHandle } from '#app/utils/route-rules.ts'
import { priceLine } from '#app/utils/sales.ts'
import { fairEventLd } from '#app/utils/structured-data.ts'
import { galleryTimeZone } from '#app/utils/time-zone.ts'
import { metaLanguage, usePageLanguage } from '#app/utils/i18n/use-page-language.ts'
import { pageStrings } from '#app/server/page-language.server.ts'

export const handle: RouteHandle = {
	body: { bytes: BODY_LIMITS.publicForm, ownAnswer: true },
	pageParams: [],
	loadingText: 'Loading fair...',
}

/** The cover is a banner (not a work): it fills a band and may be cropped around its focal point. */
const COVER_SIZES = '100vw'

export const meta: MetaFunction<typeof loader> = (args) =>
	args.loaderData
		? [
				...publicMeta(args, {
					page: args.loaderData.fair.title,
					description: args.loaderData.fair.description,
					image: args.loaderData.fair.cover?.src,
					type: 'article',
				}),
				...imagePreload(args.loaderData.fair.cover, COVER_SIZES),
			]
		: publicMeta(args, { page: metaLanguage(args).t('notFound.fair'), canonical: false })

/**
 * An art fair the gallery shows at (docs/public-site.md, 'Art fairs'): city,
 * venue, booth and dates, the text, and the booth's works whole with their
 * captions and prices as the works allow. Staff may preview a hidden fair.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
	const locale = localeFor(request)
	const { localise } = pageContent(request)
	const { record: stored, preview } = await recordForPage(
		request,
		(visibility) => getFair(params.slug ?? '', visibility),
		'Fair not found',
	)
	const fair = localise(FAIR_FIELDS, stored)
	const [lookup, visibleWorks] = await Promise.all([imageFactsLookup(), visibleArtworksById()])
	// The checklist's works that are public themselves, in the booth's order; the team's notes stay in the back office.
	const works = fair.works.flatMap((w) => {
		const work = visibleWorks.get(String(w.artwork_id))
		return work ? localise(ARTWORK_FIELDS, work) : []
	})
	const origin = publicOrigin(request)
	const cover = cleanImages([fair.cover_image])[0] ?? ''
	const place = [fair.venue, fair.city].filter(Boolean).join(', ')
	return withPreview(preview, {
		slug: fair.slug,
		fair: {
			title: fair.title,
			description: fair.description,
			status: fair.display_status,
			city: fair.city,
			venue: fair.venue,
			booth: fair.booth,
			dates: formatExhibitionDates(fair.start_date, fair.end_date, locale),
			preview: fair.preview_at ? formatDateTime(fair.preview_at, galleryTimeZone(), locale) : '',
			cover: cover ? toPublicImage(cover, lookup(cover), fair.title) : null,
			fallback: fair.fallback,
		},
		works: works.map((w) => ({
			...toArtworkCard(w, lookup, locale),
			price: priceLine(w, locale, pageStrings(request).t('price.onRequest')),
		})),
		// Appointments are asked for while the fair is still to come or running.
		appointment: fair.display_status === 'past' ? null : appointmentFormProps(fair, pageStrings(request).t),
		jsonLd: fairEventLd({
			url: `${origin}/fair/${fair.slug}`,
			name: fair.title,
			description: fair.description,
			startDate: fair.start_date,
			endDate: fair.end_date,
			images: [absoluteUrl(origin, cover)].filter((i): i is string => Boolean(i)),
			location: {
				name: [place, fair.booth ? `Booth ${fair.booth}` : ''].filter(Boolean).join(', '),
				address: fair.city,
			},
		}),
	})
}

export const headers = enquiryPageHeaders

/** "Request an appointment": the page's own post, about this fair whatever the form says. */
export async function action({ params, request, context }: ActionFunctionArgs) {
	const fair = await getFair(params.slug ?? '', 'visible')
	invariantResponse(fair && fair.display_status !== 'past', 'Fair not found', { status: 404 })
	return handleAppointmentForm(request, clientAddressOf(context), fair, localeFor(request))
}

const sectionHeading = 'text-xs tracking-[0.08em] text-muted uppercase'

export default function FairPage() {
	const { fair: f, works, preview, appointment, slug } = useLoaderData<typeof loader>()
	const answer = useActionData<typeof action>()
	const columns = worksColumns(works.map((w) => aspectOf(w.image)))
	const { t, langOf } = usePageLanguage()
	const facts = [
		{ label: t('fair.dates'), value: f.dates },
		{ label: t('fair.venue'), value: [f.venue, f.city].filter(Boolean).join(', ') },
		{ label: t('fair.booth'), value: f.booth ? t('fair.boothNumber', { booth: f.booth }) : '' },
	].filter((fact) => fact.value)
	return (
		<article>
			<PreviewBanner preview={preview} className="border-x-0 border-t-0 text-center" />
			{f.cover ? (
				<div className="relative h-[45vh] min-h-64 bg-stone-100 sm:h-[62vh]">
					<SafeImage
						image={f.cover}
						sizes={COVER_SIZES}
						priority
						fit="cover"
						className="h-full w-full object-cover"
						fallbackClassName="h-full w-full text-muted"
					/>
				</div>
			) : null}
			<div className="mx-auto max-w-7xl px-6 pt-10 pb-16 sm:pt-14">
				<header className="max-w-4xl">
					<p className={sectionHeading}>{t('fair.label')}</p>
					<StatusBadge status={f.status} />
					<h1 className="mt-3 font-display text-4xl font-normal tracking-tight sm:text-6xl" lang={langOf(f, 'title')}>
						{f.title}
					</h1>
					<dl className="mt-4 flex flex-col gap-x-2 text-lg sm:flex-row sm:flex-wrap sm:text-xl">
						{facts.map((fact, i) => (
							<div key={fact.label} className="contents">
								<dt className="sr-only">{fact.label}</dt>
								<dd>
									{i > 0 ? (
										<span aria-hidden className="mr-2 hidden text-muted sm:inline">
											·
										</span>
									) : null}
									{fact.value}
								</dd>
							</div>
						))}
					</dl>
					{f.preview ? <p className="mt-1 text-muted">Collectors' preview {f.preview}</p> : null}
				</header>
				{f.description ? (
					<div className="mt-10 max-w-2xl">
						<p className="text-lg leading-relaxed whitespace-pre-line" lang={langOf(f, 'description')}>
							{f.description}
						</p>
					</div>
				) : null}
				{works.length > 0 ? (
					<section aria-labelledby="works-heading" className="mt-20">
						<h2 id="works-heading" className={sectionHeading}>
							{t('fair.works')}
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
				{appointment ? (
					<div className="max-w-3xl">
						<AppointmentForm action={`/fair/${slug}`} {...appointment} reply={answer?.result} />
					</div>
				) : null}
			</div>
		</article>
	)
}

export function ErrorBoundary() {
	const { t } = usePageLanguage()
	return (
		<GeneralErrorBoundary
			statusHandlers={{
				404: () => <NotFoundState title={t('notFound.fair')} backTo="/exhibitions" backLabel={t('back.exhibitions')} />,
			}}
		/>
	)
}
