import { Link, NavLink } from '#app/utils/i18n/links.tsx'
import { useRef } from 'react'
import { type StringKey } from '#app/utils/i18n/translate.ts'
import { usePageLanguage } from '#app/utils/i18n/use-page-language.ts'

/** A link of the menu: the page's path in the default language and its label's key in the strings. */
export type NavItem = { to: string; label: StringKey }

export const ALL_NAV_ITEMS: NavItem[] = [
	{ to: '/exhibitions', label: 'nav.exhibitions' },
	{ to: '/artists', label: 'nav.artists' },
	{ to: '/collection', label: 'nav.gallery' },
	{ to: '/about', label: 'nav.about' },
	{ to: '/contact', label: 'nav.contact' },
]

const linkClass = ({ isActive }: { isActive: boolean }) =>
	`py-1 text-[0.8125rem] tracking-[0.08em] uppercase underline-offset-[6px] hover:underline ${isActive ? 'underline decoration-accent' : ''}`
const mobileLinkClass = ({ isActive }: { isActive: boolean }) =>
	`block py-2 font-display text-3xl tracking-tight ${isActive ? 'underline decoration-1 underline-offset-8' : ''}`

/**
 * The shared navigation. The mobile menu is a <details> element, so it opens
 * and closes without JavaScript; with JavaScript a link click also closes it.
 */
export function SiteHeader({
	galleryName,
	logo = null,
	items,
	showAdminLogin,
}: {
	galleryName: string
	/** The logo of page settings (its size keeps the header from shifting); without one the gallery's name is set in the chosen type. */
	logo?: { src: string; width: number | null; height: number | null } | null
	items: NavItem[]
	showAdminLogin: boolean
}) {
	const menu = useRef<HTMLDetailsElement>(null)
	const { t } = usePageLanguage()
	const close = () => menu.current?.removeAttribute('open')
	return (
		<header className="relative z-40 bg-paper">
			<a
				href="#main"
				className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:bg-white focus:p-2"
			>
				{t('nav.skipToContent')}
			</a>
			<div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-6 py-5 sm:py-7">
				<Link to={'/'} className="font-display text-xl font-medium tracking-tight" data-testid="site-name">
					{logo ? (
						<img
							src={logo.src}
							alt={galleryName}
							width={logo.width ?? undefined}
							height={logo.height ?? undefined}
							className="block h-8 w-auto"
						/>
					) : (
						galleryName
					)}
				</Link>
				<nav aria-label={t('nav.main')} className="hidden items-center gap-7 md:flex">
					{items.map((item) => (
						<NavLink key={item.to} to={item.to} prefetch="intent" className={linkClass}>
							{t(item.label)}
						</NavLink>
					))}
					{showAdminLogin ? (
						<Link
							to="/admin"
							reloadDocument
							className="border border-ink px-3 py-1 text-[0.8125rem] hover:bg-ink hover:text-white"
						>
							{t('nav.adminLogin')}
						</Link>
					) : null}
				</nav>
				{/* Type size 0 until the summary: a phone that paints the page half-read (a busy one does) would otherwise
				    show the browser's own "Details" summary here for a frame, and the menu would shift (CLS). */}
				<details ref={menu} className="group text-[0px] md:hidden" data-testid="mobile-menu">
					<summary
						className="flex cursor-pointer items-center py-1 text-[0.8125rem] tracking-[0.08em] uppercase"
						aria-label={t('nav.menu')}
					>
						<span className="underline-offset-[6px] group-open:underline">{t('nav.menu')}</span>
					</summary>
					{/* A plain full-screen list under the header. */}
					<nav
						aria-label={t('nav.mobile')}
						className="fixed inset-x-0 top-[4.25rem] bottom-0 z-50 flex flex-col gap-1 overflow-y-auto bg-paper px-6 pt-6 text-base"
					>
						{items.map((item) => (
							<NavLink key={item.to} to={item.to} className={mobileLinkClass} onClick={close}>
								{t(item.label)}
							</NavLink>
						))}
						{showAdminLogin ? (
							<Link to="/admin" reloadDocument onClick={close} className="mt-6 text-sm underline underline-offset-4">
								{t('nav.adminLogin')}
							</Link>
						) : null}
					</nav>
				</details>
			</div>
		</header>
	)
}
