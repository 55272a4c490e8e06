import { type SocialLink } from '#app/utils/social-links.ts'

const ICON_PATHS: Record<string, string> = {
	instagram: 'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zm5 5a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm0 2a3 3 0 1 1 0 6 3 3 0 0 1 0-6zm5.5-3a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
	x: 'M4 3h4.5l4 5.6L17.5 3H20l-6.3 7.3L21 21h-4.5l-4.4-6.1L6.8 21H4.3l6.7-7.7z',
	twitter: 'M4 3h4.5l4 5.6L17.5 3H20l-6.3 7.3L21 21h-4.5l-4.4-6.1L6.8 21H4.3l6.7-7.7z',
	linkedin: 'M4 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM2 9h4v12H2zm7 0h4v1.7c.6-1 1.9-2 4-2 3.5 0 4 2.3 4 5.3v7h-4v-6c0-1.6 0-3.3-2-3.3s-2.3 1.5-2.3 3.2V21H9z',
	youtube: 'M22 8s-.2-1.6-.9-2.3c-.8-.9-1.8-.9-2.2-1C15.8 4.5 12 4.5 12 4.5s-3.8 0-6.9.2c-.4.1-1.4.1-2.2 1C2.2 6.4 2 8 2 8s-.2 1.9-.2 3.8v1.7c0 1.9.2 3.8.2 3.8s.2 1.6.9 2.3c.8.9 1.9.9 2.4 1 1.7.2 6.7.2 6.7.2s3.8 0 6.9-.3c.4 0 1.4-.1 2.2-.9.7-.7.9-2.3.9-2.3s.2-1.9.2-3.8v-1.7C22.2 9.9 22 8 22 8zM10 15V9l5.2 3z',
	email: 'M3 5h18v14H3zm2 2v.5l7 4.5 7-4.5V7zm0 2.8V17h14V9.8l-7 4.5z',
	website: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm6.9 9h-3a15 15 0 0 0-1.4-5.6A8 8 0 0 1 18.9 11zM12 4c.9 1.2 1.8 3.6 2 7h-4c.2-3.4 1.1-5.8 2-7zM9.5 5.4A15 15 0 0 0 8.1 11h-3a8 8 0 0 1 4.4-5.6zM5.1 13h3a15 15 0 0 0 1.4 5.6A8 8 0 0 1 5.1 13zM12 20c-.9-1.2-1.8-3.6-2-7h4c-.2 3.4-1.1 5.8-2 7zm2.5-1.4a15 15 0 0 0 1.4-5.6h3a8 8 0 0 1-4.4 5.6z',
}

/** One icon link per social entry; email opens in the same tab, the rest in a new one. */
export function SocialLinks({ links, name, className = '' }: { links: SocialLink[]; name: string; className?: string }) {
	if (links.length === 0) return null
	return (
		<ul className={`flex flex-wrap gap-2 ${className}`} aria-label={`${name} on social media`}>
			{links.map((link) => (
				<li key={`${link.platform}-${link.href}`}>
					<a
						href={link.href}
						{...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
						aria-label={`${name} on ${link.label}${link.newTab ? ' (opens in a new tab)' : ''}`}
						title={link.label}
						data-platform={link.platform}
						className="relative z-10 flex h-9 w-9 items-center justify-center rounded-full border border-stone-300 bg-white text-stone-700 hover:border-ink hover:text-ink"
					>
						<svg aria-hidden viewBox="0 0 24 24" width="18" height="18" fill="currentColor" fillRule="evenodd">
							<path d={ICON_PATHS[link.platform] ?? ICON_PATHS.website} />
						</svg>
					</a>
				</li>
			))}
		</ul>
	)
}
