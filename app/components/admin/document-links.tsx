import { buttonClass } from '#app/components/ui/button.tsx'
import { LANGUAGE_NAMES, type Language } from '#app/utils/languages.ts'
import { useSiteLanguages } from './translated-field.tsx'

type DocumentLink = {
	href: string
	label: string
	/** In the back office's English only (a CSV, whose columns are the back office's): no link in the other languages. */
	defaultLanguageOnly?: boolean
}

/**
 * The PDF documents of a record (docs/admin.md, 'Documents'): plain links
 * that download, with or without JavaScript. With more than one language
 * (SITE_LANGUAGES), a line for each other one gives the same documents in it
 * (`?lang=de`).
 */
export function DocumentLinks({ links }: { links: DocumentLink[] }) {
	const [, ...others] = useSiteLanguages()
	return (
		<nav aria-label="Documents" className="mb-4 space-y-2">
			<DocumentLine heading="Documents" links={links} />
			{others.map((language) => (
				<DocumentLine
					key={language}
					heading={`In ${LANGUAGE_NAMES[language]}`}
					language={LANGUAGE_NAMES[language]}
					links={links
						.filter((link) => !link.defaultLanguageOnly)
						.map((link) => ({ ...link, href: inLanguage(link.href, language) }))}
				/>
			))}
		</nav>
	)
}

/** A document's address in `language` (`?lang=de`, docs/admin.md 'Languages'). */
function inLanguage(href: string, language: Language) {
	return `${href}${href.includes('?') ? '&' : '?'}lang=${language}`
}

/**
 * One document's download link, and the same document in each of the site's other languages beside it ('Invoice PDF
 * in German'); the link alone with one language.
 */
export function DocumentDownload({ href, label, className }: DocumentLink & { className: string }) {
	const [, ...others] = useSiteLanguages()
	return (
		<>
			<a href={href} download className={className}>
				{label}
			</a>
			{others.map((language) => (
				<a key={language} href={inLanguage(href, language)} download className={className}>
					{label} in {LANGUAGE_NAMES[language]}
				</a>
			))}
		</>
	)
}

function DocumentLine({ heading, links, language }: { heading: string; links: DocumentLink[]; language?: string }) {
	return (
		<p className="flex flex-wrap items-center gap-2">
			<span className="mr-1 text-sm text-stone-600">{heading}</span>
			{links.map((link) => (
				<a key={link.href} href={link.href} download className={buttonClass.small}>
					{link.label}
					{language ? <span className="sr-only"> in {language}</span> : null}
				</a>
			))}
		</p>
	)
}

export const PRICE_LIST_FORM = 'price-list-form'

/**
 * The form of the artworks list's "Price list of the selection": the ticked
 * works' checkboxes belong to it through their `form` attribute, so it works
 * without JavaScript while the cards keep their own forms.
 */
export function PriceListForm() {
	return (
		<form
			id={PRICE_LIST_FORM}
			method="post"
			action="/admin/documents/price-list"
			className="mb-4 flex flex-wrap items-center gap-2"
		>
			<button type="submit" className={buttonClass.secondary}>
				Price list of the selection
			</button>
			<span className="text-sm text-stone-600">Tick the works to put on it.</span>
		</form>
	)
}

/** A work's checkbox for the price list, on its card. */
export function PriceListCheckbox({ id, title }: { id: number; title: string }) {
	return (
		<label className="flex items-center gap-2 text-xs text-stone-600">
			<input type="checkbox" name="ids" value={id} form={PRICE_LIST_FORM} className="h-4 w-4" />
			<span>
				Add to the price list<span className="sr-only">: {title}</span>
			</span>
		</label>
	)
}
