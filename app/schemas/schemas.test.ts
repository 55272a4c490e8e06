import { describe, expect, it } from 'vitest'
import { AboutBlockSchema } from './about-block.ts'
import { ArtistSchema } from './artist.ts'
import { ArtworkSchema, maxArtworkYear } from './artwork.ts'
import { ExhibitionSchema } from './exhibition.ts'
import { NewsletterSchema } from './newsletter.ts'
import { LoginSchema } from './auth.ts'

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message

describe('ExhibitionSchema', () => {
	it('requires a title after trimming', () => {
		expect(firstMessage(ExhibitionSchema.safeParse({ title: '   ' }))).toBe('Title is required')
		expect(firstMessage(ExhibitionSchema.safeParse({}))).toBe('Title is required')
	})
	it('applies the defaults: upcoming, visible, no call for artists, empty texts', () => {
		const r = ExhibitionSchema.parse({ title: 'Show' })
		expect(r).toMatchObject({
			status: 'upcoming',
			is_visible: true,
			call_for_artists: false,
			slug: '',
			curator: '',
			gallery_images: [],
			start_date: null,
		})
	})
	it('accepts the lenient inputs of the API clients', () => {
		const r = ExhibitionSchema.parse({
			title: 'Show',
			assigned_artists: '["1","2"]',
			assigned_artworks: [3, '4'],
			gallery_images: '[]',
			call_for_artists: 1,
			is_visible: '0',
		})
		expect(r.assigned_artists).toEqual(['1', '2'])
		expect(r.assigned_artworks).toEqual(['3', '4'])
		expect(r.call_for_artists).toBe(true)
		expect(r.is_visible).toBe(false)
	})
	it('takes the last value of a hidden-false plus checkbox pair', () => {
		expect(ExhibitionSchema.parse({ title: 'a', is_visible: ['false', 'true'] }).is_visible).toBe(true)
		expect(ExhibitionSchema.parse({ title: 'a', is_visible: 'false' }).is_visible).toBe(false)
	})
	it('refuses script links and unknown statuses', () => {
		expect(ExhibitionSchema.safeParse({ title: 'a', cta_link: 'javascript:alert(1)' }).success).toBe(false)
		expect(ExhibitionSchema.safeParse({ title: 'a', status: 'current' }).success).toBe(false)
		expect(ExhibitionSchema.safeParse({ title: 'a', featured_image: 'javascript:x' }).success).toBe(false)
	})
	it('keeps dates to four-digit years, which the stored record requires', () => {
		const typo = ExhibitionSchema.safeParse({ title: 'a', start_date: '20255-05-01' })
		expect(typo.success).toBe(false)
		expect(typo.error?.issues[0]).toMatchObject({
			path: ['start_date'],
			message: 'Must be a date between the years 1000 and 9999',
		})
		expect(ExhibitionSchema.safeParse({ title: 'a', end_date: '0999-12-31' }).success).toBe(false)
		expect(ExhibitionSchema.parse({ title: 'a', start_date: '9999-12-31' }).start_date).toBe('9999-12-31T00:00:00.000Z')
	})
	it('reads datetime-local values', () => {
		expect(ExhibitionSchema.parse({ title: 'a', start_date: '2026-05-01T18:00' }).start_date).toBe(
			'2026-05-01T18:00:00.000Z',
		)
	})
})

describe('ArtworkSchema', () => {
	it('has the messages shown beside the fields', () => {
		expect(firstMessage(ArtworkSchema.safeParse({ artist_id: 1 }))).toBe('Title is required')
		expect(firstMessage(ArtworkSchema.safeParse({ title: 'a' }))).toBe('Artist is required')
	})
	it('keeps the year between 1900 and next year, defaulting to this year', () => {
		expect(ArtworkSchema.parse({ title: 'a', artist_id: '2' }).year).toBe(new Date().getFullYear())
		expect(firstMessage(ArtworkSchema.safeParse({ title: 'a', artist_id: 1, year: 1899 }))).toBe(
			'Year must be 1900 or later',
		)
		expect(ArtworkSchema.safeParse({ title: 'a', artist_id: 1, year: maxArtworkYear() }).success).toBe(true)
		expect(firstMessage(ArtworkSchema.safeParse({ title: 'a', artist_id: 1, year: maxArtworkYear() + 1 }))).toBe(
			`Year must be ${maxArtworkYear()} or earlier`,
		)
	})
})

describe('ArtistSchema', () => {
	it('requires a name of at most 100 characters', () => {
		expect(firstMessage(ArtistSchema.safeParse({}))).toBe('Name is required')
		expect(firstMessage(ArtistSchema.safeParse({ name: 'x'.repeat(101) }))).toBe('Name must be at most 100 characters')
	})
	it('skips blank social links, maps aliases and ignores unknown networks', () => {
		const r = ArtistSchema.parse({
			name: 'A',
			social_media: { instagram: '@a', twitter: 'https://x.com/a', web: 'https://a.example', email: ' ', myspace: 'x' },
		})
		expect(r.social_media).toEqual({ instagram: '@a', x: 'https://x.com/a', website: 'https://a.example' })
	})
	it('refuses javascript: in social links', () => {
		expect(ArtistSchema.safeParse({ name: 'A', social_media: { website: 'javascript:alert(1)' } }).success).toBe(false)
	})
})

describe('AboutBlockSchema', () => {
	it('needs title and content', () => {
		expect(firstMessage(AboutBlockSchema.safeParse({ title: ' ', content: 'x' }))).toBe(
			'Title and content are required',
		)
		expect(firstMessage(AboutBlockSchema.safeParse({ title: 'x' }))).toBe('Title and content are required')
	})
	it('leaves sort_order out when not sent', () => {
		expect(AboutBlockSchema.parse({ title: 'a', content: 'b' }).sort_order).toBeUndefined()
		expect(AboutBlockSchema.parse({ title: 'a', content: 'b', sort_order: '4' }).sort_order).toBe(4)
	})
})

describe('NewsletterSchema and LoginSchema', () => {
	it('requires a valid email and makes the name optional', () => {
		expect(firstMessage(NewsletterSchema.safeParse({}))).toBe('Email is required')
		expect(firstMessage(NewsletterSchema.safeParse({ email: 'nope' }))).toBe('Please enter a valid email address')
		expect(NewsletterSchema.parse({ email: ' a@b.co ' })).toMatchObject({ email: 'a@b.co', name: '' })
	})
	it('requires username and password', () => {
		expect(firstMessage(LoginSchema.safeParse({ password: 'x' }))).toBe('Username is required')
		expect(firstMessage(LoginSchema.safeParse({ username: 'x' }))).toBe('Password is required')
	})
})

describe('publish_at', () => {
	const schemas = [
		['exhibition', ExhibitionSchema, { title: 'Show' }],
		['artist', ArtistSchema, { name: 'Ann Lee' }],
		['artwork', ArtworkSchema, { title: 'Dusk', artist_id: 1 }],
		['about block', AboutBlockSchema, { title: 'Hours', content: 'Daily' }],
	] as const
	it.each(schemas)('%s: blank, null or absent is none', (_, schema, base) => {
		expect(schema.parse(base).publish_at).toBeNull()
		expect(schema.parse({ ...base, publish_at: '' }).publish_at).toBeNull()
		expect(schema.parse({ ...base, publish_at: null }).publish_at).toBeNull()
	})
	it.each(schemas)('%s: an ISO date-time with Z or an offset is stored in UTC', (_, schema, base) => {
		expect(schema.parse({ ...base, publish_at: '2026-06-01T18:00:00Z' }).publish_at).toBe('2026-06-01T18:00:00.000Z')
		expect(schema.parse({ ...base, publish_at: '2026-06-01T18:00:00+01:00' }).publish_at).toBe(
			'2026-06-01T17:00:00.000Z',
		)
	})
	it('a time without an offset (the form) is read in the gallery time zone', () => {
		const before = process.env.GALLERY_TIMEZONE
		try {
			delete process.env.GALLERY_TIMEZONE
			expect(ExhibitionSchema.parse({ title: 'Show', publish_at: '2026-06-01T18:00' }).publish_at).toBe(
				'2026-06-01T18:00:00.000Z',
			)
			process.env.GALLERY_TIMEZONE = 'Europe/London'
			expect(ExhibitionSchema.parse({ title: 'Show', publish_at: '2026-06-01T18:00' }).publish_at).toBe(
				'2026-06-01T17:00:00.000Z',
			)
		} finally {
			if (before === undefined) delete process.env.GALLERY_TIMEZONE
			else process.env.GALLERY_TIMEZONE = before
		}
	})
	it('anything else is refused with a message', () => {
		for (const bad of ['tomorrow', '2026-13-01T18:00', 42, '20255-01-01T00:00'])
			expect(firstMessage(ExhibitionSchema.safeParse({ title: 'Show', publish_at: bad }))).toBe(
				'Publish at must be a date and time, such as 2026-06-01T18:00',
			)
	})
})
