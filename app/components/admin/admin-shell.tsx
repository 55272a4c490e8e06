import { Form, NavLink, useRouteLoaderData } from 'react-router'
import { type ReactNode } from 'react'
import { PendingIndicator } from '#app/components/ui/pending-indicator.tsx'
import { COLLECTIONS, sectionOf } from '#app/utils/collections.ts'

/** The side navigation, in order; a collection's section is its registry entry's (app/utils/collections.ts). */
export const ADMIN_SECTIONS = [
	sectionOf(COLLECTIONS.exhibitions),
	sectionOf(COLLECTIONS.artists),
	sectionOf(COLLECTIONS.artworks),
	{ to: '/admin/enquiries', label: 'Enquiries' },
	sectionOf(COLLECTIONS.viewingRooms),
	sectionOf(COLLECTIONS.contacts),
	sectionOf(COLLECTIONS.sales),
	sectionOf(COLLECTIONS.fairs),
	{ to: '/admin/newsletter', label: 'Newsletter' },
	{ to: '/admin/pages', label: 'Page Content' },
	{ to: '/admin/checks', label: 'Checks' },
	{ to: '/admin/users', label: 'User Management' },
	{ to: '/admin/backup', label: 'Backups' },
	{ to: '/admin/activity', label: 'Activity Log' },
] as const

/** A section's path; the layout sends only those the user's role may use. */
export type SectionPath = (typeof ADMIN_SECTIONS)[number]['to']

/**
 * Whether the signed-in user's role may use a section (the back office's layout says which): a link to what
 * only admins may use (sales) is left out for an editor.
 */
export function useMaySee(section: SectionPath): boolean {
	const layout = useRouteLoaderData('routes/admin/admin') as { allowed?: readonly string[] } | undefined
	return layout?.allowed?.includes(section) ?? false
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
	`block rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'bg-stone-900 text-white' : 'text-stone-700 hover:bg-stone-100'}`

/** Sections with a count beside their name: new enquiries, and the problems and warnings of the checks to look at. */
export type SectionCounts = { newEnquiries: number; checks: number }

/** What a section's count says, after the number, to a screen reader. */
const COUNTED: Partial<Record<SectionPath, { count: keyof SectionCounts; says: string; testId: string }>> = {
	'/admin/enquiries': { count: 'newEnquiries', says: ' new', testId: 'new-enquiries' },
	'/admin/checks': { count: 'checks', says: ' to look at', testId: 'checks-to-look-at' },
}

function SectionLinks({ counts, allowed }: { counts: SectionCounts; allowed: readonly string[] }) {
	return (
		<ul className="space-y-1">
			{ADMIN_SECTIONS.filter((s) => allowed.includes(s.to)).map((s) => {
				const counted = COUNTED[s.to]
				const count = counted ? counts[counted.count] : 0
				return (
					<li key={s.to}>
						<NavLink to={s.to} className={linkClass} prefetch="intent">
							<span className="flex items-center justify-between gap-2">
								{s.label}
								{count > 0 ? (
									<span
										className="rounded-full bg-sky-700 px-2 py-0.5 text-xs font-semibold text-white"
										data-testid={counted?.testId}
									>
										{count}
										<span className="sr-only">{counted?.says}</span>
									</span>
								) : null}
							</span>
						</NavLink>
					</li>
				)
			})}
		</ul>
	)
}

function LogoutForm() {
	return (
		<Form method="post" action="/admin/logout">
			<button
				type="submit"
				className="w-full rounded-md border border-stone-300 px-3 py-2 text-left text-sm font-medium hover:bg-stone-100"
			>
				Logout
			</button>
		</Form>
	)
}

/**
 * The dashboard frame: a side navigation on wide screens, a <details> drawer
 * on small ones (it opens and closes without JavaScript).
 */
export function AdminShell({
	galleryName,
	username,
	counts,
	allowed,
	children,
}: {
	galleryName: string
	username: string
	counts: SectionCounts
	allowed: readonly string[]
	children: ReactNode
}) {
	return (
		<div className="flex min-h-screen flex-col bg-stone-50 lg:flex-row">
			<a
				href="#admin-main"
				className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:bg-white focus:p-2"
			>
				Skip to content
			</a>
			<header className="flex items-center justify-between border-b border-stone-200 bg-white px-4 py-3 lg:hidden">
				<span className="font-display text-lg font-semibold">{galleryName} Admin</span>
				<details className="group relative">
					<summary
						className="cursor-pointer rounded-md border border-stone-300 px-3 py-1.5 text-sm"
						aria-label="Admin menu"
					>
						<span aria-hidden className="group-open:hidden">
							☰{' '}
						</span>
						<span aria-hidden className="hidden group-open:inline">
							✕{' '}
						</span>
						Menu
					</summary>
					<nav
						aria-label="Admin sections (mobile)"
						className="absolute right-0 z-30 mt-2 w-64 space-y-3 rounded-lg border border-stone-200 bg-white p-3 shadow-lg"
					>
						<SectionLinks counts={counts} allowed={allowed} />
					</nav>
				</details>
			</header>
			<aside className="hidden w-64 shrink-0 flex-col border-r border-stone-200 bg-white p-4 lg:flex">
				<p className="mb-1 font-display text-xl font-semibold">{galleryName}</p>
				<p className="mb-6 text-xs text-stone-500">Signed in as {username}</p>
				<nav aria-label="Admin sections" className="flex-1">
					<SectionLinks counts={counts} allowed={allowed} />
				</nav>
			</aside>
			<div className="flex min-w-0 flex-1 flex-col">
				{/* A landmark of its own, so nothing on the page sits outside one (axe's "region"). */}
				<nav
					aria-label="Account"
					className="flex items-center justify-end gap-3 border-b border-stone-200 bg-white px-4 py-2 sm:px-6"
				>
					<NavLink to="/admin/password" className="text-sm text-stone-700 underline-offset-2 hover:underline">
						Change password
					</NavLink>
					<div className="w-28">
						<LogoutForm />
					</div>
				</nav>
				<PendingIndicator />
				<main id="admin-main" className="mx-auto w-full max-w-6xl flex-1 p-4 sm:p-6">
					{children}
				</main>
			</div>
		</div>
	)
}
