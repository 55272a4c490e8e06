import { useMatches } from 'react-router'
import { DEFAULT_TIME_ZONE, formatInTimeZone } from '#app/utils/time-zone.ts'

/**
 * Date-times in the back office are shown in the gallery's time zone
 * (GALLERY_TIMEZONE, docs/operations.md), with the zone named: 'Jun 1, 2026,
 * 6:00 PM GMT+1'. The back office's layout loader hands the zone out.
 */
export function useGalleryTimeZone(): string {
	const matches = useMatches()
	for (const match of matches) {
		const zone = (match.loaderData as { timeZone?: unknown } | null | undefined)?.timeZone
		if (typeof zone === 'string') return zone
	}
	return DEFAULT_TIME_ZONE
}

/** A formatter of stored (UTC) date-times in the gallery's time zone; '' for none. */
export function useFormatDateTime(): (iso: string | null | undefined) => string {
	const timeZone = useGalleryTimeZone()
	return (iso) => formatInTimeZone(iso, timeZone)
}
