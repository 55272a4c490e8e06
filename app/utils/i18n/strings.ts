import { type Language } from '#app/utils/languages.ts'
import { de } from './de.ts'
import { en, type StringKey, type Strings } from './en.ts'
import { fr } from './fr.ts'

export { type StringKey } from './en.ts'

/** Every shipped language's fixed public texts (contract section 21). */
export const STRINGS: Record<Language, Strings> = { en, de, fr }

/** The text of `key` in `lang`, each `{name}` replaced by `vars.name`. */
export function t(lang: Language, key: StringKey, vars?: Record<string, string | number>): string {
	const text = STRINGS[lang][key]
	if (!vars) return text
	return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole))
}
