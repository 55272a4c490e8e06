import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, Outlet, useLoaderData } from '@remix-run/react'
import { ErrorState, GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { AdminShell } from '#app/components/admin/admin-shell.tsx'
import { countNewEnquiries } from '#app/data/enquiries.server.ts'
import { getGalleryName } from '#app/data/pages.server.ts'
import { noStoreHeaders } from '#app/server/admin/forms.server.ts'
import { getAdminSession, requireAdmin } from '#app/server/auth.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { pageMeta } from '#app/utils/meta.ts'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'Admin', 'Gallery back office')
export const headers = noStoreHeaders

export async function loader({ request }: LoaderFunctionArgs) {
	const { lookup } = await getAdminSession(request)
	// An expired session goes back to the login screen with its toast.
	if (lookup.status === 'expired') await requireAdmin(request)
	const user = lookup.status === 'valid' ? { username: lookup.user.username } : null
	// The side navigation shows how many enquiries are new (only to signed-in staff).
	const counts = { newEnquiries: user ? await countNewEnquiries() : 0 }
	// Date-times in the back office are shown and entered in the gallery's time zone (docs/admin.md).
	return { user, galleryName: await getGalleryName(), counts, timeZone: getEnv().GALLERY_TIMEZONE }
}

export default function AdminLayout() {
	const { user, galleryName, counts } = useLoaderData<typeof loader>()
	if (!user) {
		return (
			<main id="admin-main" className="flex min-h-screen items-center justify-center bg-stone-100 p-4">
				<Outlet />
			</main>
		)
	}
	return (
		<AdminShell galleryName={galleryName} username={user.username} counts={counts}>
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
