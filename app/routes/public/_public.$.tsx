import { type LoaderFunctionArgs, type MetaFunction, data } from 'react-router'
import { NotFoundState } from '#app/components/site/not-found-state.tsx'
import { usePageLanguage } from '#app/utils/i18n/use-page-language.ts'
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
	const { t } = usePageLanguage()
	return (
		<NotFoundState
			title={t('notFound.title')}
			text={t('notFound.text')}
			backTo="/"
			backLabel={t('notFound.backHome')}
			size="hero"
		/>
	)
}
