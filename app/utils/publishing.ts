import { nowMs } from './clock.ts'

/**
 * Whether a record is public now (docs/admin.md, 'Scheduled publishing and
 * preview'): it is visible, and its `publish_at` is unset or has come. Every
 * public surface (pages, the public /api, the sitemap, JSON-LD, IIIF
 * manifests, search and counts) decides with this one test.
 */
export type Publishable = { is_visible: boolean; publish_at?: string | null }

export function isPublicNow(record: Publishable, at: number = nowMs()): boolean {
	return record.is_visible && !isScheduled(record, at)
}

/** Visible, but with a `publish_at` still to come: the back office marks it "Scheduled for {date}". */
export function isScheduled(record: Publishable, at: number = nowMs()): boolean {
	if (!record.is_visible || !record.publish_at) return false
	const time = Date.parse(record.publish_at)
	return !Number.isNaN(time) && time > at
}
