import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, parseEnv } from './env.server.ts'

describe('parseEnv', () => {
	it('applies the documented defaults', () => {
		const env = parseEnv({})
		expect(env.PORT).toBe(3000)
		expect(env.HOST).toBe('0.0.0.0')
		expect(env.DATA_DIR).toBe(path.resolve('./data'))
		expect(env.UPLOADS_DIR).toBe(path.resolve('./uploads'))
		expect(env.ADMIN_USERNAME).toBe('admin')
		expect(env.ADMIN_PASSWORD).toBeUndefined()
		expect(env.SESSION_SECRET).toBeUndefined()
		expect(env.TRUST_PROXY).toBe(false)
		expect(env.SEED).toBe('demo')
		expect(env.NEWSLETTER_SIGNUPS_PER_HOUR).toBe(20)
		expect(env.PAGE_CACHE_MB).toBe(64)
		expect(env.CDN_MAX_AGE).toBeUndefined()
		expect(env.BACKUP_DIR).toBe(path.resolve('./backups'))
		expect(env.BACKUP_KEEP).toBe(7)
	})
	it('reads given values', () => {
		const env = parseEnv({ PORT: '8080', TRUST_PROXY: 'on', SEED: 'empty', DATA_DIR: '/srv/data' })
		expect(env).toMatchObject({ PORT: 8080, TRUST_PROXY: true, SEED: 'empty', DATA_DIR: '/srv/data' })
	})
	it('reads the paper of documents: a4 unless letter is asked for', () => {
		expect(parseEnv({}).DOCUMENT_PAPER).toBe('a4')
		expect(parseEnv({ DOCUMENT_PAPER: 'Letter' }).DOCUMENT_PAPER).toBe('letter')
		expect(() => parseEnv({ DOCUMENT_PAPER: 'a3' })).toThrow(
			/^Invalid DOCUMENT_PAPER \(got "a3"\): must be "a4" or "letter"$/,
		)
	})
	it('reads the page cache size and the CDN max age', () => {
		expect(parseEnv({ PAGE_CACHE_MB: '0.5', CDN_MAX_AGE: '60' })).toMatchObject({ PAGE_CACHE_MB: 0.5, CDN_MAX_AGE: 60 })
		expect(parseEnv({ PAGE_CACHE_MB: '0' }).PAGE_CACHE_MB).toBe(0)
	})
	it('reads the site languages, English alone by default', () => {
		expect(parseEnv({}).SITE_LANGUAGES).toEqual(['en'])
		expect(parseEnv({ SITE_LANGUAGES: 'en,de' }).SITE_LANGUAGES).toEqual(['en', 'de'])
		expect(() => parseEnv({ SITE_LANGUAGES: 'en,es' })).toThrow(
			'Invalid SITE_LANGUAGES (got "en,es"): "es" is not a shipped language (en, de, fr)',
		)
	})
	it('reads the gallery time zone, UTC by default', () => {
		expect(parseEnv({}).GALLERY_TIMEZONE).toBe('UTC')
		expect(parseEnv({ GALLERY_TIMEZONE: 'Europe/London' }).GALLERY_TIMEZONE).toBe('Europe/London')
		expect(() => parseEnv({ GALLERY_TIMEZONE: 'Europe/Londn' })).toThrow(
			'Invalid GALLERY_TIMEZONE (got "Europe/Londn"): must be an IANA time zone name such as Europe/London, America/New_York or UTC',
		)
	})
	it('reads the gallery locale, en-US by default, in its canonical form', () => {
		expect(parseEnv({}).GALLERY_LOCALE).toBe('en-US')
		expect(parseEnv({ GALLERY_LOCALE: 'en-gb' }).GALLERY_LOCALE).toBe('en-GB')
		expect(() => parseEnv({ GALLERY_LOCALE: 'xx-YY' })).toThrow(
			'Invalid GALLERY_LOCALE (got "xx-YY"): must be a locale this server knows, such as en-US, en-GB or fr-FR',
		)
		expect(() => parseEnv({ GALLERY_LOCALE: 'English' })).toThrow(/^Invalid GALLERY_LOCALE/)
	})
	it('reads the largest upload in MiB, 10 by default', () => {
		expect(parseEnv({}).UPLOAD_MAX_MB).toBe(10)
		expect(parseEnv({ UPLOAD_MAX_MB: '25' }).UPLOAD_MAX_MB).toBe(25)
		expect(() => parseEnv({ UPLOAD_MAX_MB: '2.5' })).toThrow(
			'Invalid UPLOAD_MAX_MB (got "2.5"): must be a whole number of megabytes',
		)
		expect(() => parseEnv({ UPLOAD_MAX_MB: '0' })).toThrow(/^Invalid UPLOAD_MAX_MB .*between 1 and 1000/)
	})
	it('treats an empty variable as unset', () => {
		expect(parseEnv({ PORT: '' }).PORT).toBe(3000)
	})
	it.each([
		[{ PORT: 'abc' }, /^Invalid PORT \(got "abc"\): must be a whole number$/],
		[{ PORT: '70000' }, /^Invalid PORT .*between 0 and 65535/],
		[{ SEED: 'lots' }, /^Invalid SEED .*"demo" or "empty"/],
		[{ TRUST_PROXY: 'maybe' }, /^Invalid TRUST_PROXY/],
		[{ NEWSLETTER_SIGNUPS_PER_HOUR: '-1' }, /^Invalid NEWSLETTER_SIGNUPS_PER_HOUR .*whole number/],
		[{ ADMIN_PASSWORD: 'short' }, /^Invalid ADMIN_PASSWORD: must be at least 8 characters long$/],
		[{ SESSION_SECRET: 'tiny' }, /^Invalid SESSION_SECRET: must be at least 16/],
		[{ PAGE_CACHE_MB: 'lots' }, /^Invalid PAGE_CACHE_MB \(got "lots"\): must be a number of megabytes/],
		[{ CDN_MAX_AGE: '-1' }, /^Invalid CDN_MAX_AGE \(got "-1"\): must be a whole number of seconds$/],
		[{ BACKUP_KEEP: 'week' }, /^Invalid BACKUP_KEEP \(got "week"\): must be a whole number$/],
		[{ BACKUP_KEEP: '0' }, /^Invalid BACKUP_KEEP .*between 1 and 1000/],
	])('refuses %j with one line naming the variable', (input, message) => {
		expect(() => parseEnv(input)).toThrow(ConfigError)
		expect(() => parseEnv(input)).toThrow(message)
	})
	it('requires PUBLIC_URL with SMTP_URL, in one line that names it and not the secret', () => {
		const input = { SMTP_URL: 'smtp://user:secret@mail.example.org:587' }
		expect(() => parseEnv(input)).toThrow(ConfigError)
		expect(() => parseEnv(input)).toThrow(/^PUBLIC_URL is required when SMTP_URL is set/)
		expect(() => parseEnv(input)).not.toThrow(/secret|\n/)
		expect(parseEnv({ ...input, PUBLIC_URL: 'https://gallery.example.org' }).PUBLIC_URL).toBe(
			'https://gallery.example.org',
		)
	})
	it('never echoes a secret value', () => {
		expect(() => parseEnv({ ADMIN_PASSWORD: 'short' })).not.toThrow(/short/)
	})
})
