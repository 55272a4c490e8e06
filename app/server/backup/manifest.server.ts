import { z } from 'zod'
import { version } from '#package.json'

/**
 * `manifest.json`, the first entry of every backup archive: what made it, what
 * it holds, and the size and SHA-256 of every other entry. A restore trusts
 * nothing in the archive that the manifest does not vouch for.
 */
export const FORMAT = 'gallery-backup'
export const FORMAT_VERSION = 1
export const MANIFEST_PATH = 'manifest.json'
export const APP_VERSION: string = version

const manifestFile = z.object({
	path: z.string().min(1),
	size: z.number().int().nonnegative(),
	sha256: z.string().regex(/^[0-9a-f]{64}$/),
})
const manifestSchema = z.object({
	format: z.literal(FORMAT),
	format_version: z.literal(FORMAT_VERSION),
	created_at: z.iso.datetime(),
	app_version: z.string(),
	/** How the database files are laid out (see app/data/snapshot.server.ts). */
	layout: z.string().min(1),
	counts: z.record(z.string(), z.number().int().nonnegative()),
	/**
	 * Where the gallery kept its records and files when the archive was made
	 * (for the restore's summary only: the content is the same either way).
	 * Archives of older versions have none.
	 */
	source: z.object({ records: z.enum(['json-store', 'postgresql']), files: z.enum(['folder', 'bucket']) }).optional(),
	files: z.array(manifestFile),
})
export type Manifest = z.infer<typeof manifestSchema>
export type ManifestFile = z.infer<typeof manifestFile>

/** Parses a manifest; the error is a sentence fit for "… is not a usable backup: <error>". */
export function parseManifest(bytes: Buffer): { ok: true; manifest: Manifest } | { ok: false; problem: string } {
	let raw: unknown
	try {
		raw = JSON.parse(bytes.toString('utf8'))
	} catch {
		return { ok: false, problem: 'its manifest.json is not valid JSON' }
	}
	const format = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {}
	if (format.format !== FORMAT) return { ok: false, problem: 'its manifest.json is not a gallery backup manifest' }
	if (typeof format.format_version === 'number' && format.format_version > FORMAT_VERSION) {
		return {
			ok: false,
			problem: `it was made by a newer version of the site (format ${format.format_version}); update this site first`,
		}
	}
	const result = manifestSchema.safeParse(raw)
	if (!result.success) {
		const issue = result.error.issues[0]!
		return {
			ok: false,
			problem: `its manifest.json is invalid at ${issue.path.join('.') || 'the top'}: ${issue.message}`,
		}
	}
	const seen = new Set<string>()
	for (const file of result.data.files) {
		if (file.path === MANIFEST_PATH || seen.has(file.path)) {
			return { ok: false, problem: `its manifest.json lists ${file.path} twice` }
		}
		seen.add(file.path)
	}
	return { ok: true, manifest: result.data }
}
