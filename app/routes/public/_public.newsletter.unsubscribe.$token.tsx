import { type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { useActionData, useLoaderData, useNavigation } from 'react-router'
import { BackHome, NewsletterNotice } from '#app/components/site/newsletter-notice.tsx'
import { findByUnsubscribeToken, unsubscribeByToken } from '#app/data/newsletter.server.ts'
import { linkPage, LINK_PAGE_HEADERS, throttleLinkPost } from '#app/server/newsletter/link-page.server.ts'
import { newsletterLinkMeta } from '#app/utils/newsletter-meta.ts'
import { clientAddressOf } from '#app/server/request-context.server.ts'
import { BODY_LIMITS, type RouteHandle } from '#app/utils/route-rules.ts'
import { metaLanguage, usePageLanguage } from '#app/utils/i18n/use-page-language.ts'

export const handle: RouteHandle = { body: { bytes: BODY_LIMITS.newsletterLink }, pageParams: [] }

/**
 * `/newsletter/unsubscribe/{token}`, the link in every newsletter mail
 * (docs/admin.md, "Newsletter: readers"): GET shows one "Unsubscribe" button;
 * a POST unsubscribes at once. Mail programs post here themselves (RFC 8058
 * one-click, body `List-Unsubscribe=One-Click`) with no cookie and no form
 * token, so server.ts lets a POST to this path through from any origin: the
 * link's secret is the whole authority, and a repeated POST changes nothing.
 */
export const meta: MetaFunction<typeof loader> = (args) =>
	newsletterLinkMeta(
		args.matches,
		metaLanguage(args).t(args.loaderData?.state === 'not-found' ? 'newsletter.linkNotFound' : 'newsletter.unsubscribe'),
	)

export const headers: HeadersFunction = ({ actionHeaders }) => {
	const headers = new Headers(LINK_PAGE_HEADERS)
	const retry = actionHeaders.get('Retry-After')
	if (retry) headers.set('Retry-After', retry)
	return headers
}

export async function loader({ params }: LoaderFunctionArgs) {
	const subscriber = await findByUnsubscribeToken(params.token)
	if (!subscriber) return linkPage('not-found', 404)
	return linkPage(subscriber.status === 'unsubscribed' ? 'done' : 'ask')
}

export async function action({ params, context }: ActionFunctionArgs) {
	const refused = await throttleLinkPost(clientAddressOf(context))
	if (refused) return refused
	const subscriber = await unsubscribeByToken(params.token)
	return subscriber ? linkPage('done') : linkPage('not-found', 404)
}

export default function Unsubscribe() {
	const loaded = useLoaderData<typeof loader>()
	const posted = useActionData<typeof action>()
	const busy = useNavigation().state === 'submitting'
	const state = posted?.state ?? loaded.state
	const { t } = usePageLanguage()
	if (state === 'not-found')
		return (
			<NewsletterNotice title={t('newsletter.linkNotFound')} text={t('newsletter.linkNotFoundText')}>
				<BackHome />
			</NewsletterNotice>
		)
	if (state === 'done')
		return (
			<NewsletterNotice title={t('newsletter.unsubscribed')} text={t('newsletter.unsubscribedText')}>
				<BackHome />
			</NewsletterNotice>
		)
	return (
		<NewsletterNotice
			title={t('newsletter.unsubscribe')}
			text={state === 'wait' ? t('newsletter.tooMany') : t('newsletter.unsubscribeText')}
			button={t('newsletter.unsubscribe')}
			busy={busy}
		/>
	)
}
