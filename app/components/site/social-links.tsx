import { Icon } from '#app/components/ui/icon.tsx'
import { type SocialLink } from '#app/utils/social-links.ts'

/** One icon link per social entry; email opens in the same tab, the rest in a new one. */
export function SocialLinks({
	links,
	name,
	className = '',
}: {
	links: SocialLink[]
	name: string
	className?: string
}) {
	if (links.length === 0) return null
	return (
		<ul className={`flex flex-wrap gap-1 ${className}`} aria-label={`${name} on social media`}>
			{links.map((link) => (
				<li key={`${link.platform}-${link.href}`}>
					<a
						href={link.href}
						{...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
						aria-label={`${name} on ${link.label}${link.newTab ? ' (opens in a new tab)' : ''}`}
						title={link.label}
						data-platform={link.platform}
						className="relative z-10 flex h-9 w-9 items-center justify-center text-muted hover:text-ink"
					>
						<Icon name={link.platform} />
					</a>
				</li>
			))}
		</ul>
	)
}
