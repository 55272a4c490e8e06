import { Link, NavLink } from '@remix-run/react'
import { useRef } from 'react'

export type NavItem = { to: string; label: string }

export const ALL_NAV_ITEMS: NavItem[] = [
	{ to: '/exhibitions', label: 'Exhibitions' },
	{ to: '/artists', label: 'Artists' },
	{ to: '/collection', label: 'Gallery' },
	{ to: '/about', label: 'About' },
	{ to: '/contact', label: 'Contact' },
]

const linkClass = ({ isActive }: { isActive: boolean }) =>
	`rounded px-1 py-1 text-sm tracking-wide uppercase hover:text-accent ${isActive ? 'text-accent underline underline-offset-8' : ''}`

/**
 * The shared navigation. The mobile menu is a <details> element, so it opens
 * and closes without JavaScript; with JavaScript a link click also closes it.
 */
export function SiteHeader({
	galleryName,
	items,
	showAdminLogin,
}: {
	galleryName: string
	items: NavItem[]
	showAdminLogin: boolean
}) {
	const menu = useRef<HTMLDetailsElement>(null)
	const close = () => menu.current?.removeAttribute('open')
	return (
		<header className="sticky top-0 z-40 border-b border-stone-200 bg-paper/95 backdrop-blur">
			<a
				href="#main"
				className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:bg-white focus:p-2"
			>
				Skip to content
			</a>
			<div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-4 sm:px-6">
				<Link to="/" className="font-serif text-xl font-semibold tracking-tight">
					{galleryName}
				</Link>
				<nav aria-label="Main" className="hidden items-center gap-6 md:flex">
					{items.map((item) => (
						<NavLink key={item.to} to={item.to} prefetch="intent" className={linkClass}>
							{item.label}
						</NavLink>
					))}
					{showAdminLogin ? (
						<Link to="/admin" className="rounded-md bg-ink px-3 py-1.5 text-sm text-white hover:bg-stone-700">
							Admin Login
						</Link>
					) : null}
				</nav>
				<details ref={menu} className="group relative md:hidden" data-testid="mobile-menu">
					<summary
						className="flex cursor-pointer items-center gap-2 rounded-md border border-stone-300 px-3 py-1.5 text-sm"
						aria-label="Menu"
					>
						<span aria-hidden className="group-open:hidden">
							☰
						</span>
						<span aria-hidden className="hidden group-open:inline">
							✕
						</span>
						<span>Menu</span>
					</summary>
					<nav
						aria-label="Mobile"
						className="absolute right-0 mt-2 flex w-56 flex-col gap-1 rounded-lg border border-stone-200 bg-white p-3 shadow-lg"
					>
						{items.map((item) => (
							<NavLink key={item.to} to={item.to} className={linkClass} onClick={close}>
								{item.label}
							</NavLink>
						))}
						{showAdminLogin ? (
							<Link
								to="/admin"
								onClick={close}
								className="mt-2 rounded-md bg-ink px-3 py-1.5 text-center text-sm text-white"
							>
								Admin Login
							</Link>
						) : null}
					</nav>
				</details>
			</div>
		</header>
	)
}
