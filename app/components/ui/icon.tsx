/** Small inline icons (no icon font or emoji, which not every system can draw). */
const SOCIAL_PATHS: Record<string, string> = {
	instagram:
		'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zm5 5a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm0 2a3 3 0 1 1 0 6 3 3 0 0 1 0-6zm5.5-3a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
	x: 'M4 3h4.5l4 5.6L17.5 3H20l-6.3 7.3L21 21h-4.5l-4.4-6.1L6.8 21H4.3l6.7-7.7z',
	twitter: 'M4 3h4.5l4 5.6L17.5 3H20l-6.3 7.3L21 21h-4.5l-4.4-6.1L6.8 21H4.3l6.7-7.7z',
	linkedin:
		'M4 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM2 9h4v12H2zm7 0h4v1.7c.6-1 1.9-2 4-2 3.5 0 4 2.3 4 5.3v7h-4v-6c0-1.6 0-3.3-2-3.3s-2.3 1.5-2.3 3.2V21H9z',
	youtube:
		'M22 8s-.2-1.6-.9-2.3c-.8-.9-1.8-.9-2.2-1C15.8 4.5 12 4.5 12 4.5s-3.8 0-6.9.2c-.4.1-1.4.1-2.2 1C2.2 6.4 2 8 2 8s-.2 1.9-.2 3.8v1.7c0 1.9.2 3.8.2 3.8s.2 1.6.9 2.3c.8.9 1.9.9 2.4 1 1.7.2 6.7.2 6.7.2s3.8 0 6.9-.3c.4 0 1.4-.1 2.2-.9.7-.7.9-2.3.9-2.3s.2-1.9.2-3.8v-1.7C22.2 9.9 22 8 22 8zM10 15V9l5.2 3z',
	email: 'M3 5h18v14H3zm2 2v.5l7 4.5 7-4.5V7zm0 2.8V17h14V9.8l-7 4.5z',
	website:
		'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm6.9 9h-3a15 15 0 0 0-1.4-5.6A8 8 0 0 1 18.9 11zM12 4c.9 1.2 1.8 3.6 2 7h-4c.2-3.4 1.1-5.8 2-7zM9.5 5.4A15 15 0 0 0 8.1 11h-3a8 8 0 0 1 4.4-5.6zM5.1 13h3a15 15 0 0 0 1.4 5.6A8 8 0 0 1 5.1 13zM12 20c-.9-1.2-1.8-3.6-2-7h4c-.2 3.4-1.1 5.8-2 7zm2.5-1.4a15 15 0 0 0 1.4-5.6h3a8 8 0 0 1-4.4 5.6z',
}

const UI_PATHS: Record<string, string> = {
	'map-pin': 'M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z',
	eye: 'M12 5C6.5 5 2.7 9.4 1.5 12c1.2 2.6 5 7 10.5 7s9.3-4.4 10.5-7C21.3 9.4 17.5 5 12 5zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9zm0-2.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
	'eye-off':
		'M3.3 2 2 3.3l3.2 3.2C3.4 7.9 2.1 9.9 1.5 12c1.2 2.6 5 7 10.5 7 1.9 0 3.6-.5 5-1.3l3.7 3.7 1.3-1.3zM12 16.5A4.5 4.5 0 0 1 7.5 12c0-.8.2-1.5.5-2.1l1.6 1.6A2 2 0 0 0 12.5 14.4l1.6 1.6c-.6.3-1.3.5-2.1.5zM12 5c-1.3 0-2.5.2-3.6.6l2.1 2.1c.5-.1 1-.2 1.5-.2a4.5 4.5 0 0 1 4.5 4.5c0 .5-.1 1-.2 1.5l3.1 3.1c1.5-1.3 2.6-3 3.1-4.1C21.3 9.4 17.5 5 12 5z',
}

export type IconName = keyof typeof SOCIAL_PATHS | keyof typeof UI_PATHS

export function Icon({ name, size = 18, className }: { name: string; size?: number; className?: string }) {
	return (
		<svg
			aria-hidden
			viewBox="0 0 24 24"
			width={size}
			height={size}
			fill="currentColor"
			fillRule="evenodd"
			className={className}
		>
			<path d={SOCIAL_PATHS[name] ?? UI_PATHS[name] ?? SOCIAL_PATHS.website} />
		</svg>
	)
}
