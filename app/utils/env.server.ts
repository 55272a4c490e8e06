import path from 'node:path'
import { z } from 'zod'
import { knownLocale } from './locale-format.ts'
import { isCurrencyCode } from './money.ts'
import { isTimeZone } from './time-zone.ts'
import { parseSiteLanguages } from './languages.ts'

/**
 * Every environment variable the server reads (the README's configuration table), parsed once.
 * A bad value throws a ConfigError whose message is one line naming the variable.
 */
export class ConfigError extends Error {
	override name = 'ConfigError'
}

const booleanFlag = z
	.string()
	.trim()
	.toLowerCase()
	.refine((v) => ['', '0', '1', 'true', 'false', 'on', 'off', 'yes', 'no'].includes(v), {
		message: 'must be one of 1, 0, true, false, on, off, yes, no',
	})
	.transform((v) => ['1', 'true', 'on', 'yes'].includes(v))

const envSchema = z.object({
	PORT: z
		.string()
		.trim()
		.regex(/^\d+$/, 'must be a whole number')
		.transform(Number)
		.refine((n) => n >= 0 && n <= 65535, 'must be between 0 and 65535')
		.default(3000),
	HOST: z.string().trim().min(1, 'must not be empty').default('0.0.0.0'),
	DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./data'),
	UPLOADS_DIR: z.string().trim().min(1, 'must not be empty').default('./uploads'),
	BACKUP_DIR: z.string().trim().min(1, 'must not be empty').default('./backups'),
	BACKUP_KEEP: z
		.string()
		.trim()
		.regex(/^\d+$/, 'must be a whole number')
		.transform(Number)
		.refine((n) => n >= 1 && n <= 1000, 'must be between 1 and 1000')
		.default(7),
	/** Revisions kept per record, the oldest dropped first (docs/admin.md, 'History and conflicts'). */
	REVISIONS_KEEP: z
		.string()
		.trim()
		.regex(/^\d+$/, 'must be a whole number')
		.transform(Number)
		.refine((n) => n >= 1 && n <= 10000, 'must be between 1 and 10000')
		.default(50),
	SESSION_SECRET: z.string().min(16, 'must be at least 16 characters long').optional(),
	ADMIN_USERNAME: z
		.string()
		.trim()
		.min(3, 'must be at least 3 characters long')
		.max(50, 'must be at most 50 characters long')
		.default('admin'),
	ADMIN_PASSWORD: z
		.string()
		.min(8, 'must be at least 8 characters long')
		.max(128, 'must be at most 128 characters long')
		.optional(),
	TRUST_PROXY: booleanFlag.default(false),
	/** How many days the activity log keeps its entries (docs/operations.md). */
	ACTIVITY_KEEP_DAYS: z
		.string()
		.trim()
		.regex(/^\d+$/, 'must be a whole number of days')
		.transform(Number)
		.refine((n) => n >= 1 && n <= 36500, 'must be between 1 and 36500')
		.default(365),
	SEED: z.enum(['demo', 'empty'], { error: 'must be "demo" or "empty"' }).default('demo'),
	GALLERY_NAME: z.string().trim().min(1).max(80).optional(),
	/** Newsletter sign-ups accepted per client address and hour; 0 turns the limit off. */
	NEWSLETTER_SIGNUPS_PER_HOUR: z.string().trim().regex(/^\d+$/, 'must be a whole number').transform(Number).default(20),
	/** With SMTP_URL, a sign-up is confirmed from a mailed link (docs/operations.md, 'Newsletter sign-ups'); 'off' makes it active at once. */
	NEWSLETTER_DOUBLE_OPT_IN: z
		.string()
		.trim()
		.toLowerCase()
		.pipe(z.enum(['on', 'off'], { error: 'must be "on" or "off"' }))
		.default('on'),
	/**
	 * The lightbox's Download on artwork pages: 'on' gives a web-size JPEG named after the work; 'off' takes the
	 * button away and the download route answers 404 (docs/operations.md, 'Settings').
	 */
	LIGHTBOX_DOWNLOAD: z
		.string()
		.trim()
		.toLowerCase()
		.pipe(z.enum(['on', 'off'], { error: 'must be "on" or "off"' }))
		.default('on'),
	/** Campaign mails sent per minute at most (docs/operations.md, 'Newsletter sending'). */
	NEWSLETTER_SEND_PER_MINUTE: z
		.string()
		.trim()
		.regex(/^\d+$/, 'must be a whole number')
		.transform(Number)
		.refine((n) => n >= 1 && n <= 100_000, 'must be between 1 and 100000')
		.default(60),
	/** The largest image file an upload accepts, in MiB (the spec's 10 by default; docs/operations.md, 'Limits'). */
	UPLOAD_MAX_MB: z
		.string()
		.trim()
		.regex(/^\d+$/, 'must be a whole number of megabytes')
		.transform(Number)
		.refine((n) => n >= 1 && n <= 1000, 'must be between 1 and 1000')
		.default(10),
	PAGE_CACHE_MB: z
		.string()
		.trim()
		.regex(/^\d+(\.\d+)?$/, 'must be a number of megabytes (0 turns the page cache off)')
		.transform(Number)
		.default(64),
	/** The languages the public site is published in, the default first (contract section 21, docs/operations.md). */
	SITE_LANGUAGES: z
		.string()
		.transform((value, ctx) => {
			const parsed = parseSiteLanguages(value)
			if ('error' in parsed) {
				ctx.addIssue({ code: 'custom', message: parsed.error })
				return z.NEVER
			}
			return parsed.languages
		})
		.default(['en']),
	CDN_MAX_AGE: z.string().trim().regex(/^\d+$/, 'must be a whole number of seconds').transform(Number).optional(),
	GALLERY_CURRENCY: z
		.string()
		.trim()
		.toUpperCase()
		.refine(isCurrencyCode, 'must be an ISO 4217 currency code such as EUR, GBP or USD')
		.default('EUR'),
	/** The zone the back office shows and takes date-times in (docs/operations.md). */
	GALLERY_TIMEZONE: z
		.string()
		.trim()
		.refine(isTimeZone, 'must be an IANA time zone name such as Europe/London, America/New_York or UTC')
		.default('UTC'),
	/** How dates, times, prices and numbers read on public pages, in documents and mails (app/utils/locale-format.ts). */
	GALLERY_LOCALE: z
		.string()
		.trim()
		.refine((v) => knownLocale(v) !== null, 'must be a locale this server knows, such as en-US, en-GB or fr-FR')
		.transform((v) => knownLocale(v)!)
		.default('en-US'),
	PUBLIC_URL: z
		.string()
		.trim()
		.refine(isOrigin, 'must be an http(s) address without a path, such as https://gallery.example.org')
		.transform((v) => new URL(v).origin)
		.optional(),
	SMTP_URL: z
		.string()
		.trim()
		.refine(
			(v) => /^smtps?:\/\/[^\s]+$/i.test(v) && URL.canParse(v),
			'must look like smtp://user:pass@host:port or smtps://...',
		)
		.optional(),
	NOTIFY_EMAIL: z.string().trim().pipe(z.email('must be an email address')).optional(),
	MAIL_FROM: z.string().trim().pipe(z.email('must be an email address')).optional(),
	// How large the store's journal may grow before it is folded into the snapshots (in the background).
	STORE_JOURNAL_BYTES: z
		.string()
		.trim()
		.regex(/^\d+$/, 'must be a whole number of bytes')
		.transform(Number)
		.refine((n) => n >= 1024, 'must be at least 1024')
		.default(8 * 1024 * 1024),
	/** The paper size of the PDFs the back office makes (docs/admin.md, 'Documents'). */
	DOCUMENT_PAPER: z
		.string()
		.trim()
		.toLowerCase()
		.pipe(z.enum(['a4', 'letter'], { error: 'must be "a4" or "letter"' }))
		.default('a4'),
	/** Every record in PostgreSQL instead of DATA_DIR (docs/operations.md, 'More than one server'). */
	DATABASE_URL: z
		.string()
		.trim()
		.refine(
			(v) => /^postgres(ql)?:\/\/[^\s]+$/i.test(v) && URL.canParse(v),
			'must look like postgres://user:pass@host:port/database',
		)
		.optional(),
	/** Originals, variants and tiles in an S3-compatible bucket instead of UPLOADS_DIR (set S3_BUCKET to turn it on). */
	S3_ENDPOINT: z
		.string()
		.trim()
		.refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), 'must be an http(s) address')
		.optional(),
	S3_REGION: z.string().trim().min(1, 'must not be empty').default('us-east-1'),
	S3_BUCKET: z
		.string()
		.trim()
		.regex(
			/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
			'must be a bucket name: 3 to 63 lower-case letters, digits, dots or hyphens',
		)
		.optional(),
	S3_ACCESS_KEY_ID: z.string().trim().min(1, 'must not be empty').optional(),
	S3_SECRET_ACCESS_KEY: z.string().trim().min(1, 'must not be empty').optional(),
	S3_FORCE_PATH_STYLE: booleanFlag.default(false),
	/** Images are redirected there (a CDN in front of the bucket) instead of streamed through the app. */
	S3_PUBLIC_URL: z
		.string()
		.trim()
		.refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), 'must be an http(s) address')
		.transform((v) => v.replace(/\/+$/, ''))
		.optional(),
	NODE_ENV: z.string().default('production'),
})

function isOrigin(value: string) {
	if (!URL.canParse(value)) return false
	const url = new URL(value)
	return ['http:', 'https:'].includes(url.protocol) && url.pathname === '/' && !url.search && !url.hash
}

export type Env = Omit<z.output<typeof envSchema>, 'DATA_DIR' | 'UPLOADS_DIR' | 'BACKUP_DIR'> & {
	DATA_DIR: string
	UPLOADS_DIR: string
	BACKUP_DIR: string
}

export function parseEnv(source: Record<string, string | undefined>): Env {
	// An empty variable counts as unset, so `PORT= npm start` uses the default.
	const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''))
	const result = envSchema.safeParse(present)
	if (!result.success) {
		const issue = result.error.issues[0]!
		const name = String(issue.path[0] ?? 'environment')
		const value = present[name]
		const secret = ['SESSION_SECRET', 'ADMIN_PASSWORD', 'SMTP_URL', 'DATABASE_URL', 'S3_SECRET_ACCESS_KEY'].includes(
			name,
		)
		const shown = secret ? '' : ` (got "${value}")`
		throw new ConfigError(`Invalid ${name}${shown}: ${issue.message}`)
	}
	// Mail never takes its links or sender from a request's Host (docs/operations.md, 'Email for enquiries').
	if (result.data.SMTP_URL && !result.data.PUBLIC_URL)
		throw new ConfigError(
			'PUBLIC_URL is required when SMTP_URL is set: the links and sender of every mail come from it (e.g. PUBLIC_URL=https://gallery.example.org)',
		)
	if (result.data.S3_BUCKET && !(result.data.S3_ACCESS_KEY_ID && result.data.S3_SECRET_ACCESS_KEY))
		throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required when S3_BUCKET is set')
	return {
		...result.data,
		DATA_DIR: path.resolve(result.data.DATA_DIR),
		UPLOADS_DIR: path.resolve(result.data.UPLOADS_DIR),
		BACKUP_DIR: path.resolve(result.data.BACKUP_DIR),
	}
}

let cached: Env | undefined
export function getEnv(): Env {
	cached ??= parseEnv(process.env)
	return cached
}
