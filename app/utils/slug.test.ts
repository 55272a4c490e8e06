import { describe, expect, it } from 'vitest'
import { slugify, uniqueSlug } from './slug.ts'

describe('slugify', () => {
	it('lowercases and joins words with single hyphens', () => {
		expect(slugify('Colour as Place')).toBe('colour-as-place')
	})
	it('turns runs of non-alphanumerics into one hyphen and trims the ends', () => {
		expect(slugify('  --Hello,   World!!--  ')).toBe('hello-world')
		expect(slugify('a & b / c')).toBe('a-b-c')
	})
	it('drops accents rather than the letters', () => {
		expect(slugify('Tomás Reyes')).toBe('tomas-reyes')
	})
	it('writes letters that have no accent to strip in Latin letters, never dropping them', () => {
		expect(slugify('Hélène Marchetti-Øster')).toBe('helene-marchetti-oster')
		expect(slugify('Søren Ørsted')).toBe('soren-orsted')
		expect(slugify('Ærø Åse')).toBe('aero-ase')
		expect(slugify('Þórunn Ðór')).toBe('thorunn-dor')
		expect(slugify('Ólafur Elíasson')).toBe('olafur-eliasson')
		expect(slugify('Łukasz Żółć')).toBe('lukasz-zolc')
		expect(slugify('Antonín Dvořák')).toBe('antonin-dvorak')
		expect(slugify('İsmail Şahin')).toBe('ismail-sahin')
		expect(slugify('Straße')).toBe('strasse')
		expect(slugify('Jürgen Müller')).toBe('jurgen-muller')
		expect(slugify('Nguyễn Thị Minh Khai')).toBe('nguyen-thi-minh-khai')
		expect(slugify('ﬁne ｆｕｌｌｗｉｄｔｈ')).toBe('fine-fullwidth')
	})
	it('writes names in other scripts in Latin letters', () => {
		expect(slugify('Анна Ахматова')).toBe('anna-ahmatova')
		expect(slugify('Олександр Довженко')).toBe('oleksandr-dovzhenko')
		expect(slugify('Αλέξανδρος')).toBe('alexandros')
		expect(slugify('山田太郎')).toBe('shan-tian-tai-lang')
		expect(slugify('김환기')).toBe('gimhwangi')
		expect(slugify('דוד')).toBe('dvd')
		expect(slugify('محمد')).toBe('mhmd')
	})
	it('leaves a stored slug as it is, so saving a record never changes its slug', () => {
		for (const slug of ['colour-as-place', 's-ren-rsted', 'blue-2', 'a1-b2']) expect(slugify(slug)).toBe(slug)
	})
	it('gives an empty slug for text with no letters or digits', () => {
		expect(slugify('!!!')).toBe('')
	})
})

describe('uniqueSlug', () => {
	it('keeps a free slug', () => {
		expect(uniqueSlug('Blue', ['red'])).toBe('blue')
	})
	it('appends -2, -3 on a clash', () => {
		expect(uniqueSlug('Blue', ['blue'])).toBe('blue-2')
		expect(uniqueSlug('Blue', ['blue', 'blue-2'])).toBe('blue-3')
	})
	it('falls back when the text has no slug', () => {
		expect(uniqueSlug('???', [], 'exhibition')).toBe('exhibition')
		expect(uniqueSlug('???', ['exhibition'], 'exhibition')).toBe('exhibition-2')
	})
})
