import { LANGUAGE_NAMES } from '#app/utils/languages.ts'
import { warning, type Check, type CheckSubject } from './check.ts'

/**
 * 'A translation missing' (contract sections 21 and 23): a text the default language has and another of the
 * site's languages lacks, named beside that language's field (`translations.de.title`). Its page falls back to
 * the default text, so this never blocks.
 */
export function translationChecks(subject: CheckSubject): Check[] {
	return (subject.untranslated ?? []).map(({ field, language }) =>
		warning(
			'translation-missing',
			`translations.${language}.${field}`,
			`No ${LANGUAGE_NAMES[language]} text: the ${LANGUAGE_NAMES[language]} page shows this one in the default language.`,
		),
	)
}
