import { z } from '#app/utils/zod.ts'

/**
 * Building blocks of the stored records' schemas (app/schemas/records.ts and
 * the field lists of app/schemas/*.ts): what the store keeps, stricter than
 * what the forms accept (app/schemas/fields.ts).
 */

export const recordId = z.number().int().positive()
/** The longest "held for" text (a collector's name, or a few words). */
export const HOLD_FOR_MAX = 200
export const isoDate = z.iso.datetime({ offset: true })
export const timestamps = { created_at: isoDate, updated_at: isoDate }
/** When a visible record becomes public; null: as soon as it is visible (app/utils/publishing.ts). */
export const storedPublishAt = isoDate.nullable().default(null)
export const storedSlug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'not a valid slug')
/**
 * A content record's version: 1 when created, one more with every change
 * (docs/admin.md, 'History and conflicts'). The default lets older records load.
 */
export const recordVersion = z.number().int().positive().default(1)
