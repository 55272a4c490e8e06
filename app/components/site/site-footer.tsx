import { useLocation } from 'react-router'
import { Link } from '#app/utils/i18n/links.tsx'
import { LANGUAGE_NAMES, pageInLanguages } from '#app/utils/i18n/page-language.ts'
import { usePageLanguage } from '#app/utils/i18n/use-page-language.ts'
import { type ContactInfo } from '#app/schemas/records.ts'
import { nowMs } from '#app/utils/clock.ts'
import { profileUrl } from '#app/utils/social-platforms.ts'

/**
 * The five collaborators, each marked by its name set as a wordmark in the site's own type (a cut and a setting of
 * its own), drawn as text so nothing is downloaded and nothing looks like a placeholder shape (the spec's five
 * collaborator logos; they are set here, in code).
 */
const COLLABORATORS = [
	{ name: 'Arts Council', mark: 'text-[0.6875rem] font-semibold tracking-[0.22em] uppercase' },
	{ name: 'City Museum', mark: 'font-display text-base italic' },
	{ name: 'Print Guild', mark: 'font-display text-[0.9375rem] font-semibold tracking-tight lowercase' },
	{ name: 'Open Studios', mark: 'text-[0.6875rem] font-normal tracking-[0.3em] uppercase' },
	{ name: 'Design Week', mark: 'text-sm font-medium tracking-tight', suffix: '.' },
]

function CollaboratorLogos() {
	const { t } = usePageLanguage()
	return (
		<ul aria-label={t('footer.collaborators')} className="flex flex-wrap items-baseline gap-x-7 gap-y-3 text-muted">
			{COLLABORATORS.map(({ name, mark, suffix }) => (
				<li key={name}>
					<span role="img" aria-label={t('footer.logo', { name })} className={`whitespace-nowrap ${mark}`}>
						{name}
						{suffix}
					</span>
				</li>
			))}
		</ul>
	)
}

const label = 'text-xs tracking-[0.08em] text-muted uppercase'

/**
 * The same page in each of the site's languages, as plain links (a new page load, no JavaScript needed), each named
 * in its own language; none when the site has one language.
 */
function LanguageSwitcher() {
	const { t, lang, languages } = usePageLanguage()
	const { pathname, search } = useLocation()
	if (languages.length < 2) return null
	return (
		<nav aria-label={t('language.switcher')} data-testid="language-switcher">
			<ul className="flex gap-5 text-sm">
				{pageInLanguages(pathname, languages).map((version) => (
					<li key={version.lang}>
						<a
							href={`${version.path}${search}`}
							hrefLang={version.lang}
							lang={version.lang}
							aria-current={version.lang === lang ? 'page' : undefined}
							className={`underline-offset-4 hover:underline ${version.lang === lang ? 'underline decoration-accent' : 'text-muted'}`}
						>
							{LANGUAGE_NAMES[version.lang]}
						</a>
					</li>
				))}
			</ul>
		</nav>
	)
}

/** The footer: quiet text on the white ground under a hairline, every part of it kept. */
export function SiteFooter({
	galleryName,
	description,
	hours,
	fallback,
	contact,
}: {
	galleryName: string
	description: string
	hours: string
	/** The home page's texts that fell back to the default language (its footer's: 'footerDescription', 'galleryHours'). */
	fallback?: string[]
	contact: ContactInfo
}) {
	const { t, langOf } = usePageLanguage()
	const descriptionLang = langOf({ fallback }, 'footerDescription')
	const hoursLang = langOf({ fallback }, 'galleryHours')
	const hasContact = Boolean(contact.email || contact.phone || contact.instagram || contact.address)
	const year = new Date(nowMs()).getFullYear()
	const logo = (
		<Link
			to={'/'}
			className="font-display text-lg font-medium tracking-tight"
			aria-label={t('footer.home', { name: galleryName })}
		>
			{galleryName}
		</Link>
	)
	const copyright = <p className="text-xs text-muted">{t('footer.rights', { year, name: galleryName })}</p>
	if (!hasContact) {
		return (
			<footer className="mt-auto border-t border-rule text-sm" data-layout="simple">
				<div className="mx-auto flex max-w-3xl flex-col items-center gap-6 px-6 py-14 text-center">
					{logo}
					{description ? (
						<p className="text-muted" lang={descriptionLang}>
							{description}
						</p>
					) : null}
					{hours ? (
						<p>
							<span className="text-muted">{t('footer.hoursLabel')}</span>
							{hoursLang ? <span lang={hoursLang}>{hours}</span> : hours}
						</p>
					) : null}
					<CollaboratorLogos />
					<LanguageSwitcher />
					{copyright}
				</div>
			</footer>
		)
	}
	return (
		<footer className="mt-auto border-t border-rule text-sm" data-layout="full">
			<div className="mx-auto grid max-w-7xl gap-10 px-6 py-14 md:grid-cols-3">
				<div className="space-y-3">
					{logo}
					{description ? (
						<p className="max-w-xs text-muted" lang={descriptionLang}>
							{description}
						</p>
					) : null}
				</div>
				<div className="space-y-2">
					<h2 className={label}>{t('footer.hours')}</h2>
					<p lang={hours ? hoursLang : undefined}>{hours || t('footer.byAppointment')}</p>
				</div>
				<div className="space-y-2">
					<h2 className={label}>{t('footer.contact')}</h2>
					<address className="space-y-1 not-italic">
						{contact.email ? (
							<p>
								<a className="underline-offset-4 hover:underline" href={`mailto:${contact.email}`}>
									{contact.email}
								</a>
							</p>
						) : null}
						{contact.phone ? (
							<p>
								<a className="underline-offset-4 hover:underline" href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}>
									{contact.phone}
								</a>
							</p>
						) : null}
						{contact.instagram ? (
							<p>
								<a
									className="underline-offset-4 hover:underline"
									href={profileUrl('instagram', contact.instagram)}
									target="_blank"
									rel="noopener noreferrer"
								>
									Instagram {contact.instagram}
								</a>
							</p>
						) : null}
						{contact.address ? <p className="whitespace-pre-line">{contact.address}</p> : null}
					</address>
				</div>
			</div>
			<div className="mx-auto flex max-w-7xl flex-col gap-6 px-6 pb-10 md:flex-row md:items-center md:justify-between">
				<CollaboratorLogos />
				<LanguageSwitcher />
				{copyright}
			</div>
		</footer>
	)
}
