import { type LoaderFunctionArgs, type MetaFunction, data } from '@remix-run/node'
import { NotFoundState } from '#app/components/site/not-found-state.tsx'
import { pageMeta } from '#app/utils/meta.ts'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, '404', 'Page not found')

export async function loader({ request }: LoaderFunctionArgs) {
	const url = new URL(request.url)
	console.warn(`404: no page at ${JSON.stringify(url.pathname)}`)
	return data(null, { status: 404 })
}

export default function NotFound() {
	return <NotFoundState title="404" text="Oops! Page not found" backTo="/" backLabel="Return to Home" size="hero" />
}
