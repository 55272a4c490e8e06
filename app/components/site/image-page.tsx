import { Link } from '#app/utils/i18n/links.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { type PublicImage } from '#app/utils/images.ts'
import { publicMeta } from '#app/utils/meta.ts'
import { NotFoundState } from './not-found-state.tsx'
import { SafeImage } from './safe-image.tsx'
import { usePageLanguage } from '#app/utils/i18n/use-page-language.ts'

/** An artwork's image `n` (1-based) on a page of its own. */
export const artworkImagePath = (slug: string, n: number) => `/artwork/${slug}/image/${n}`
/** An exhibition's image `n` (1-based, in the order of its gallery) on a page of its own. */
export const exhibitionImagePath = (slug: string, n: number) => `/exhibition/${slug}/image/${n}`

/** Image `n` (1-based) of `count` from a route's `:n`, or null when there is no such image. */
export function imageNumber(param: string | undefined, count: number) {
	const n = /^\d{1,4}$/.test(param ?? '') ? Number(param) : 0
	return n >= 1 && n <= count ? n : null
}

/**
 * One image shown as large as the screen allows, whole (never cropped), with the site around it: what a click on
 * a work's image or an exhibition's view opens for a visitor without JavaScript (with it, the lightbox opens
 * instead). The heading names what the image is of, the caption says which image it is, and plain links go to the
 * previous and next image and back to the page it came from (docs/public-site.md, 'The image on a page of its own').
 */
export function ImagePage({
	images,
	n,
	heading,
	isWork = false,
	caption,
	path,
	back,
}: {
	images: PublicImage[]
	/** Which image (1-based). */
	n: number
	/** What the image is of: the work's title (set in italic, as titles of works are), or the exhibition's. */
	heading: string
	isWork?: boolean
	/** The line under the heading (the artist and year, or the exhibition's dates), if any. */
	caption?: string
	/** The address of image `i` (1-based). */
	path: (i: number) => string
	back: { to: string; label: string }
}) {
	const { t } = usePageLanguage()
	const image = images[n - 1]!
	const count = images.length
	const link = 'underline-offset-4 hover:underline'
	return (
		<article className="mx-auto max-w-7xl px-6 pt-6 pb-16 sm:pt-10">
			<header className="flex flex-wrap items-baseline justify-between gap-x-8 gap-y-2">
				<div>
					<h1 className={`font-display text-2xl font-normal sm:text-3xl ${isWork ? 'italic' : ''}`}>{heading}</h1>
					{caption ? <p className="mt-1 text-muted">{caption}</p> : null}
				</div>
				<Link to={back.to} className={`text-sm ${link}`}>
					{back.label}
				</Link>
			</header>
			<figure className="mt-6">
				{/* Whole, at its own proportions: as wide as the page, or as the screen's height allows. */}
				<SafeImage
					image={image}
					sizes="(min-width: 1280px) 1232px, calc(100vw - 48px)"
					fit="contain"
					priority
					className="mx-auto block h-auto max-h-[75vh] w-auto max-w-full"
					fallbackClassName="mx-auto aspect-[4/3] w-full max-w-3xl"
				/>
				<figcaption className="mx-auto mt-4 max-w-3xl text-center text-sm text-muted">
					{image.alt}
					{count > 1 ? <span className="mt-1 block">{t('image.nOfCount', { n, count })}</span> : null}
				</figcaption>
			</figure>
			{count > 1 ? (
				<nav aria-label={t('artwork.images')} className="mt-6 flex justify-center gap-10 text-sm">
					<Link to={path(n === 1 ? count : n - 1)} className={link}>
						<span aria-hidden>← </span>
						{t('artwork.previousImage')}
					</Link>
					<Link to={path(n === count ? 1 : n + 1)} className={link}>
						{t('artwork.nextImage')}
						<span aria-hidden> →</span>
					</Link>
				</nav>
			) : null}
		</article>
	)
}

/**
 * An image page's head: its heading and the image shown, kept out of search results (the work's or the exhibition's
 * own page is the one to find; this is its image for a visitor without JavaScript).
 */
export function imagePageMeta(
	args: Parameters<typeof publicMeta>[0] & {
		loaderData?: { heading: string; images: readonly { src: string }[]; n: number } | undefined
	},
) {
	return [
		...publicMeta(args, {
			page: args.loaderData ? args.loaderData.heading : 'Image Not Found',
			image: args.loaderData?.images[args.loaderData.n - 1]?.src,
			canonical: false,
		}),
		{ name: 'robots', content: 'noindex' },
	]
}

/** An image page's error boundary: a missing work, exhibition or image says so, with the way back to its list. */
export function ImagePageErrorBoundary({ backTo, backLabel }: { backTo: string; backLabel: string }) {
	const { t } = usePageLanguage()
	return (
		<GeneralErrorBoundary
			statusHandlers={{
				404: () => (
					<NotFoundState
						title={t('notFound.image')}
						text={t('notFound.imageText')}
						backTo={backTo}
						backLabel={backLabel}
					/>
				),
			}}
		/>
	)
}
