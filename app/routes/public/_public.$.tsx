import { type LoaderFunctionArgs, type MetaFunction, data } from '@remix-run/node'
import { Link } from '@remix-run/react'
import { pageMeta } from '#app/utils/meta.ts'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, '404', 'Page not found')

export async function loader({ request }: LoaderFunctionArgs) {
	const url = new URL(request.url)
	console.warn(`404: no page at ${JSON.stringify(url.pathname)}`)
	return data(null, { status: 404 })
}

export default function NotFound() {
	return (
		<section className="mx-auto flex max-w-xl flex-col items-center justify-center gap-4 px-6 py-32 text-center">
			<h1 className="font-serif text-7xl font-semibold">404</h1>
			<p className="text-xl text-stone-600">Oops! Page not found</p>
			<Link to="/" className="mt-4 rounded-md bg-ink px-5 py-2.5 text-white hover:bg-stone-700">
				Return to Home
			</Link>
		</section>
	)
}
