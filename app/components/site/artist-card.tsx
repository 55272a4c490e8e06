import { Link } from '@remix-run/react'
import { type PublicImage } from '#app/utils/images.ts'
import { type SocialLink } from '#app/utils/social-links.ts'
import { initials } from '#app/utils/text.ts'
import { SafeImage } from './safe-image.tsx'
import { SocialLinks } from './social-links.tsx'

export type ArtistCardData = {
	slug: string
	name: string
	specialty: string
	bio: string
	profile_image: PublicImage | null
	social: SocialLink[]
}

export function ArtistPortrait({
	name,
	image,
	className,
	sizes,
	eager = false,
}: {
	name: string
	image: PublicImage | null
	className: string
	sizes: string
	eager?: boolean
}) {
	return image ? (
		<SafeImage image={image} sizes={sizes} eager={eager} className={`${className} object-cover`} />
	) : (
		<div
			aria-hidden
			className={`${className} flex items-center justify-center bg-stone-300 font-serif text-5xl text-stone-700`}
			data-testid="initial-placeholder"
		>
			{initials(name)}
		</div>
	)
}

/** The whole card links to the artist; social links sit above the stretched link. */
export function ArtistCard({ artist, eager = false }: { artist: ArtistCardData; eager?: boolean }) {
	return (
		<article className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-stone-200 bg-white shadow-sm focus-within:ring-2 focus-within:ring-blue-600 hover:shadow-md">
			<ArtistPortrait
				name={artist.name}
				image={artist.profile_image}
				className="aspect-square w-full"
				sizes="(min-width: 1280px) 284px, (min-width: 1024px) calc((100vw - 112px) / 3), (min-width: 640px) calc((100vw - 80px) / 2), calc(100vw - 48px)"
				eager={eager}
			/>
			<div className="flex flex-1 flex-col gap-2 p-5">
				<h2 className="font-serif text-xl font-semibold">
					<Link
						to={`/artist/${artist.slug}`}
						prefetch="intent"
						className="after:absolute after:inset-0 focus-visible:outline-none"
					>
						{artist.name}
					</Link>
				</h2>
				{artist.specialty ? <p className="text-sm font-medium text-accent">{artist.specialty}</p> : null}
				{artist.bio ? <p className="line-clamp-3 text-sm text-stone-700">{artist.bio}</p> : null}
				<SocialLinks links={artist.social} name={artist.name} className="mt-auto pt-3" />
			</div>
		</article>
	)
}
