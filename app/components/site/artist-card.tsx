import { Link } from '#app/utils/i18n/links.tsx'
import { type PublicImage } from '#app/utils/images.ts'
import { type SocialLink } from '#app/utils/social-links.ts'
import { initials } from '#app/utils/text.ts'
import { SafeImage } from './safe-image.tsx'
import { SocialLinks } from './social-links.tsx'
import { usePageLanguage } from '#app/utils/i18n/use-page-language.ts'

export type ArtistCardData = {
	slug: string
	name: string
	specialty: string
	bio: string
	profile_image: PublicImage | null
	social: SocialLink[]
	/** The translatable fields shown in the default language, this page's lacking (app/schemas/localise.ts). */
	fallback?: string[]
}

export function ArtistPortrait({
	name,
	image,
	className,
	sizes,
	eager = false,
	priority = false,
}: {
	name: string
	image: PublicImage | null
	className: string
	sizes: string
	eager?: boolean
	priority?: boolean
}) {
	return image ? (
		<SafeImage image={image} sizes={sizes} eager={eager} priority={priority} className={`${className} object-cover`} />
	) : (
		<div
			aria-hidden
			className={`${className} flex items-center justify-center bg-stone-100 font-display text-5xl text-muted`}
			data-testid="initial-placeholder"
		>
			{initials(name)}
		</div>
	)
}

/** How wide an artist card's portrait shows: four columns, three from 640 px, two on a phone. */
export const ARTIST_CARD_SIZES =
	'(min-width: 1280px) 284px, (min-width: 1024px) calc((100vw - 144px) / 4), (min-width: 640px) calc((100vw - 96px) / 3), calc(50vw - 32px)'

/** The whole card links to the artist; social links sit above the stretched link. No box: space separates. */
export function ArtistCard({
	artist,
	eager = false,
	priority = false,
}: {
	artist: ArtistCardData
	eager?: boolean
	/** The first card: its portrait is the largest image of the first screen. */
	priority?: boolean
}) {
	const { langOf } = usePageLanguage()
	return (
		<article className="group relative flex h-full flex-col">
			<ArtistPortrait
				name={artist.name}
				image={artist.profile_image}
				className="aspect-square w-full"
				sizes={ARTIST_CARD_SIZES}
				eager={eager}
				priority={priority}
			/>
			<div className="mt-3 flex flex-1 flex-col gap-1 text-sm">
				<h2 className="font-display text-lg leading-snug">
					<Link
						to={`/artist/${artist.slug}`}
						prefetch="intent"
						className="after:absolute after:inset-0 group-hover:underline group-hover:underline-offset-4"
					>
						{artist.name}
					</Link>
				</h2>
				{artist.specialty ? (
					<p className="text-muted" lang={langOf(artist, 'specialty')}>
						{artist.specialty}
					</p>
				) : null}
				{artist.bio ? (
					<p className="line-clamp-3 text-muted max-sm:hidden" lang={langOf(artist, 'bio')}>
						{artist.bio}
					</p>
				) : null}
				<SocialLinks links={artist.social} name={artist.name} className="-ml-2.5 pt-1" />
			</div>
		</article>
	)
}
