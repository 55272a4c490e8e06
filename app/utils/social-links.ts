import { profileUrl, socialPlatform } from './social-platforms.ts'
import { isSafeUrl } from './url.ts'

export type SocialLink = {
	platform: string
	/** Human name of the network, for the accessible label. */
	label: string
	href: string
	/** Email opens in the same tab (mailto); every other link in a new tab. */
	newTab: boolean
}

/**
 * One link per non-blank entry of an artist's social_media map. Handles
 * become profile URLs; full URLs are kept only when http(s); email becomes
 * mailto. Unknown networks are shown only when their value is an http(s) URL.
 */
export function socialLinks(socialMedia: Record<string, string> | null | undefined): SocialLink[] {
	const links: SocialLink[] = []
	for (const [rawKey, rawValue] of Object.entries(socialMedia ?? {})) {
		const key = rawKey.trim().toLowerCase()
		const value = (rawValue ?? '').trim()
		if (!value) continue
		if (key === 'email') {
			const address = value.replace(/^mailto:/i, '')
			if (/^[^\s@]+@[^\s@]+$/.test(address))
				links.push({ platform: 'email', label: 'Email', href: `mailto:${address}`, newTab: false })
			continue
		}
		const known = socialPlatform(key)
		let href: string
		if (/^https?:\/\//i.test(value)) href = value
		else if (known && !/^[a-z][a-z0-9+.-]*:/i.test(value)) href = profileUrl(known.key, value)
		else continue
		if (!isSafeUrl(href)) continue
		links.push({ platform: known?.key ?? 'website', label: known?.label ?? rawKey, href, newTab: true })
	}
	return links
}
