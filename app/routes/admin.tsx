import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Outlet, useLoaderData } from '@remix-run/react'
import { AdminShell } from '#app/components/admin/admin-shell.tsx'
import { getGalleryName } from '#app/data/pages.server.ts'
import { noStoreHeaders } from '#app/utils/admin.server.ts'
import { getAdminSession, requireAdmin } from '#app/utils/auth.server.ts'
import { pageMeta } from '#app/utils/meta.ts'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'Admin', 'Gallery back office')
export const headers = noStoreHeaders

export async function loader({ request }: LoaderFunctionArgs) {
	const { lookup } = await getAdminSession(request)
	// An expired session goes back to the login screen with its toast.
	if (lookup.status === 'expired') await requireAdmin(request)
	const user = lookup.status === 'valid' ? { username: lookup.user.username } : null
	return { user, galleryName: await getGalleryName() }
}

export default function AdminLayout() {
	const { user, galleryName } = useLoaderData<typeof loader>()
	if (!user) {
		return (
			<main id="admin-main" className="flex min-h-screen items-center justify-center bg-stone-100 p-4">
				<Outlet />
			</main>
		)
	}
	return (
		<AdminShell galleryName={galleryName} username={user.username}>
			<Outlet />
		</AdminShell>
	)
}
