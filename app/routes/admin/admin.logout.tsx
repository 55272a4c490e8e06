import { type ActionFunctionArgs, redirect } from 'react-router'
import { logout } from '#app/server/auth.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }

// Signing out is a POST; a GET only goes back to the admin area and changes nothing.
export async function loader() {
	return redirect('/admin')
}

export async function action({ request }: ActionFunctionArgs) {
	return logout(request)
}
