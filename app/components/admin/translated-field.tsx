import { type ReactNode } from 'react'
import { useMatches } from 'react-router'
import { Field, TextareaField } from '#app/components/forms.tsx'
import { isShippedLanguage, type Language, LANGUAGE_NAMES } from '#app/utils/languages.ts'
import { inputProps, textareaProps } from './admin-form.tsx'

/**
 * A translatable field with its texts in the site's other languages beside it (contract section 21, docs/admin.md
 * 'Languages'): plain inputs named `translations.de.title`, so the form saves them without JavaScript. With one
 * language (SITE_LANGUAGES unset) the field is as it always was. The back office's layout loader hands out the
 * languages.
 */
export function useSiteLanguages(): Language[] {
	for (const match of useMatches()) {
		const languages = (match.loaderData as { siteLanguages?: unknown } | null | undefined)?.siteLanguages
		if (Array.isArray(languages)) return languages.filter(isShippedLanguage)
	}
	return ['en']
}

/** The options of a select that picks one of the site's languages, by their names in the back office. */
export function LanguageOptions({ languages }: { languages: Language[] }) {
	return languages.map((language) => (
		<option key={language} value={language}>
			{LANGUAGE_NAMES[language]}
		</option>
	))
}

/** A field's label in one language: 'Title (German)'. */
export function languageLabel(label: string, language: Language) {
	return `${label.replace(/\s*\*$/, '')} (${LANGUAGE_NAMES[language]})`
}

/** One language's input of a form without conform (the viewing room editor): what it shows and its message. */
type PlainField = { name: string; defaultValue: string; errors?: string[] }

type Props = {
	/**
	 * The form's `translations` field (conform's metadata), whose fieldset gives each language's texts; or, for a
	 * form without conform, each language's input.
	 */
	// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the translations of any form
	translations: any | ((language: Language) => PlainField)
	/** The field's name, as its field list names it (`title`). */
	name: string
	label: string
	multiline?: boolean
	rows?: number
	maxLength?: number
	hint?: string
	/** The default language's field. */
	children: ReactNode
	/**
	 * Inline: the fields are put among their siblings, as cells of the grid the field already sits in (a title
	 * beside its slug); otherwise they stand side by side in a grid of their own.
	 */
	inline?: boolean
}

export function Translated({ translations, name, label, multiline, rows, maxLength, hint, children, inline }: Props) {
	const [first, ...others] = useSiteLanguages()
	if (!others.length) return <>{children}</>
	const fieldFor = (language: Language) => {
		if (typeof translations === 'function') return (translations as (l: Language) => PlainField)(language)
		const meta = translations.getFieldset()[language].getFieldset()[name]
		return multiline ? textareaProps(meta) : inputProps(meta)
	}
	const fields = [
		<div key={first} lang={first}>
			{children}
		</div>,
		...others.map((language) => {
			const common = { label: languageLabel(label, language), lang: language, maxLength, hint }
			return (
				<div key={language} lang={language}>
					{multiline ? (
						<TextareaField rows={rows} {...common} {...fieldFor(language)} />
					) : (
						<Field {...common} {...fieldFor(language)} />
					)}
				</div>
			)
		}),
	]
	if (inline) return <>{fields}</>
	return (
		<div className="grid gap-4 lg:grid-cols-2" data-translated={name}>
			{fields}
		</div>
	)
}
