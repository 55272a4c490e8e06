import { type LoaderFunctionArgs, type MetaFunction, data } from 'react-router'
import { NotFoundState } from '#app/components/site/not-found-state.tsx'
import { publicMeta } from '#app/utils/meta.ts'
import { pageUrlOf } from '#app/server/page-url.server.ts'

export const meta: MetaFunction = (args) =>
	publicMeta(args, { page: '404', description: 'Page not found', canonical: false })

export async function loader({ request }: LoaderFunctionArgs) {
	const url = pageUrlOf(request)
	console.warn(`404: no page at ${JSON.stringify(url.pathname)}`)
	return data(null, { status: 404 })
}

export default function NotFound() {
	return <NotFoundState title="404" text="Oops! Page not found" backTo="/" backLabel="Return to Home" size="hero" />
}
