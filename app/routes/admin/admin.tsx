import { checkCounts } from '#app/server/checks/checks.server.ts'
import { type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { Link, Outlet, useLoaderData } from 'react-router'
import { ErrorState, GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { ADMIN_SECTIONS, AdminShell } from '#app/components/admin/admin-shell.tsx'
import { countNewEnquiries } from '#app/data/enquiries.server.ts'
import { getGalleryName } from '#app/data/pages.server.ts'
import { noStoreHeaders } from '#app/server/admin/forms.server.ts'
import { getAdminSession, requireAdmin } from '#app/server/auth.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { mayUse } from '#app/server/permissions.server.ts'
import { pageMeta } from '#app/utils/meta.ts'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'Admin', 'Gallery back office')
export const headers = noStoreHeaders

export async function loader({ request }: LoaderFunctionArgs) {
	const { lookup } = await getAdminSession(request)
	// An expired session goes back to the login screen with its toast.
	if (lookup.status === 'expired') await requireAdmin(request)
	const found = lookup.status === 'valid' ? lookup.user : null
	// A user who must replace a one-time password sees that screen alone, without the navigation.
	const user = found && !found.must_change_password ? { username: found.username } : null
	// The navigation lists only the sections the user's role may use (app/server/permissions.server.ts).
	const allowed = found ? ADMIN_SECTIONS.map((s) => s.to).filter((to) => mayUse(found.role, to)) : []
	// The side navigation shows how many enquiries are new and how many checks to look at (only to signed-in staff).
	const checks = user && allowed.includes('/admin/checks') ? await checkCounts() : null
	const counts = {
		newEnquiries: user && allowed.includes('/admin/enquiries') ? await countNewEnquiries() : 0,
		checks: checks ? checks.problems + checks.warnings : 0,
	}
	// Date-times in the back office are shown and entered in the gallery's time zone (docs/admin.md); the uploaders
	// name the largest image accepted (UPLOAD_MAX_MB).
	const env = getEnv()
	return {
		user,
		galleryName: await getGalleryName(),
		counts,
		allowed,
		timeZone: env.GALLERY_TIMEZONE,
		uploadMaxMb: env.UPLOAD_MAX_MB,
		// A translatable field shows the site's other languages beside it (docs/admin.md, 'Languages').
		siteLanguages: env.SITE_LANGUAGES,
	}
}

export default function AdminLayout() {
	const { user, galleryName, counts, allowed } = useLoaderData<typeof loader>()
	if (!user) {
		return (
			<main id="admin-main" className="flex min-h-screen items-center justify-center bg-stone-100 p-4">
				<Outlet />
			</main>
		)
	}
	return (
		<AdminShell galleryName={galleryName} username={user.username} counts={counts} allowed={allowed}>
			<Outlet />
		</AdminShell>
	)
}

export function ErrorBoundary() {
	const backToAdmin = (
		<Link to="/admin/exhibitions" className="underline">
			Back to the admin
		</Link>
	)
	return (
		<main id="admin-main" className="flex flex-col">
			<GeneralErrorBoundary
				statusHandlers={{
					403: () => (
						<ErrorState
							title="Not allowed"
							text="Your role does not give access to this page. An admin can change your role under User Management."
							action={backToAdmin}
						/>
					),
					404: () => (
						<ErrorState title="Not found" text="That item does not exist or was deleted." action={backToAdmin} />
					),
				}}
				defaultStatusHandler={() => (
					<ErrorState
						title="Something went wrong"
						text="The admin page could not be shown. Please try again."
						action={backToAdmin}
					/>
				)}
				unexpectedErrorHandler={() => (
					<ErrorState
						title="Something went wrong"
						text="The admin page could not be shown. Please try again."
						action={backToAdmin}
					/>
				)}
			/>
		</main>
	)
}
