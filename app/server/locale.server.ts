import { getEnv } from '#app/utils/env.server.ts'

/**
 * The locale a page, document or mail is made in (app/utils/locale-format.ts). Today the gallery's one
 * (GALLERY_LOCALE); a request is taken so that a locale per request (a visitor's language) changes this function
 * only, not its callers.
 */
export function localeFor(_request?: Request): string {
	return getEnv().GALLERY_LOCALE
}
