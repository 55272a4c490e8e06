import { getEnv } from '#app/utils/env.server.ts'
import { localeForLanguage } from '#app/utils/i18n/page-language.ts'
import { pageLanguage } from './page-language.server.ts'

/**
 * The locale a page, document or mail is made in (app/utils/locale-format.ts): the gallery's (GALLERY_LOCALE) for
 * the default language, and a page in another language (`/de/...`) the locale of its language unless the gallery's
 * is of that language already (`de-DE` for German pages of an `en-GB` gallery, `de-AT` kept for an Austrian one).
 */
export function localeFor(request?: Request): string {
	const galleryLocale = getEnv().GALLERY_LOCALE
	if (!request) return galleryLocale
	return localeForLanguage(pageLanguage(request), galleryLocale, getEnv().SITE_LANGUAGES[0] ?? 'en')
}
