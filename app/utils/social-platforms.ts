/**
 * The social networks an artist profile can link to: the one list the admin
 * editor, the artist schema and the public links all read.
 */
export const SOCIAL_PLATFORMS = [
	{
		key: 'instagram',
		label: 'Instagram',
		base: 'https://www.instagram.com/',
		placeholder: '@username or https://instagram.com/username',
	},
	{ key: 'x', label: 'X', base: 'https://x.com/', placeholder: '@handle or https://x.com/handle' },
	{
		key: 'linkedin',
		label: 'LinkedIn',
		base: 'https://www.linkedin.com/in/',
		placeholder: 'https://linkedin.com/in/username',
	},
	{ key: 'youtube', label: 'YouTube', base: 'https://www.youtube.com/@', placeholder: 'https://youtube.com/@channel' },
	{ key: 'website', label: 'Website', base: 'https://', placeholder: 'https://example.com' },
	{ key: 'email', label: 'Email', base: 'mailto:', placeholder: 'name@example.com' },
] as const

export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number]['key']
export const SOCIAL_PLATFORM_KEYS = SOCIAL_PLATFORMS.map((p) => p.key) as readonly SocialPlatform[]

/** Older records and API clients also use these names. */
const ALIASES: Record<string, SocialPlatform> = { twitter: 'x', web: 'website' }

/** The platform a stored or submitted key names ('Twitter' → x), or null for an unknown one. */
export function socialPlatform(rawKey: string) {
	const key = rawKey.trim().toLowerCase()
	const normal = ALIASES[key] ?? key
	return SOCIAL_PLATFORMS.find((p) => p.key === normal) ?? null
}

/** A profile URL from a handle ('@name' → https://www.instagram.com/name); full http(s) URLs are kept. */
export function profileUrl(platform: SocialPlatform, value: string) {
	if (/^https?:\/\//i.test(value)) return value
	const base = SOCIAL_PLATFORMS.find((p) => p.key === platform)!.base
	return `${base}${value.replace(/^@/, '')}`
}
