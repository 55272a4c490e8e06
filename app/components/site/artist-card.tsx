import { Link } from '@remix-run/react'
import { type SocialLink } from '#app/utils/social-links.ts'
import { initials } from '#app/utils/text.ts'
import { SafeImage } from './safe-image.tsx'
import { SocialLinks } from './social-links.tsx'

export type ArtistCardData = {
	slug: string
	name: string
	specialty: string
	bio: string
	profile_image: string
	social: SocialLink[]
}

export function ArtistPortrait({
	name,
	image,
	className,
	sizes,
}: {
	name: string
	image: string
	className: string
	sizes: string
}) {
	return image ? (
		<SafeImage
			src={image}
			alt={name}
			width={640}
			sizes={sizes}
			className={`${className} object-cover`}
			loading="lazy"
		/>
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
export function ArtistCard({ artist }: { artist: ArtistCardData }) {
	return (
		<article className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-stone-200 bg-white shadow-sm focus-within:ring-2 focus-within:ring-blue-600 hover:shadow-md">
			<ArtistPortrait
				name={artist.name}
				image={artist.profile_image}
				className="aspect-square w-full"
				sizes="(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
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
