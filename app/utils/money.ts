/**
 * Prices: whole units of an ISO 4217 currency, formatted by formatPrice (app/utils/locale-format.ts).
 * The gallery's default currency is GALLERY_CURRENCY (EUR when unset).
 */
export const DEFAULT_CURRENCY = 'EUR'

/** A three-letter code Intl knows as a currency (EUR, GBP, USD, JPY, ...). */
export function isCurrencyCode(value: unknown): value is string {
	if (typeof value !== 'string' || !/^[A-Z]{3}$/.test(value)) return false
	try {
		return Intl.supportedValuesOf('currency').includes(value)
	} catch {
		return true
	}
}

/**
 * The gallery's currency: GALLERY_CURRENCY when it names one, else EUR. Read
 * where a record is made or loaded without a currency of its own.
 */
export function galleryCurrency(source: Record<string, string | undefined> | undefined = globalThis.process?.env) {
	const code = source?.GALLERY_CURRENCY?.trim().toUpperCase()
	return isCurrencyCode(code) ? code : DEFAULT_CURRENCY
}
