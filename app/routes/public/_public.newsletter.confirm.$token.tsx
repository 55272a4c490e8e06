import { type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { useActionData, useLoaderData, useNavigation } from 'react-router'
import { BackHome, NewsletterNotice } from '#app/components/site/newsletter-notice.tsx'
import { confirmSubscription, findPendingByToken } from '#app/data/newsletter.server.ts'
import { linkPage, LINK_PAGE_HEADERS, throttleLinkPost } from '#app/server/newsletter/link-page.server.ts'
import { newsletterLinkMeta } from '#app/utils/newsletter-meta.ts'
import { clientAddressOf } from '#app/server/request-context.server.ts'
import { BODY_LIMITS, type RouteHandle } from '#app/utils/route-rules.ts'
import { metaLanguage, usePageLanguage } from '#app/utils/i18n/use-page-language.ts'

export const handle: RouteHandle = { body: { bytes: BODY_LIMITS.newsletterLink }, pageParams: [] }

/**
 * `/newsletter/confirm/{token}`, the link mailed at sign-up (docs/admin.md,
 * "Newsletter: readers"). Opening it shows a "Confirm subscription" button,
 * and only its POST confirms: mail scanners open (GET) every link in a mail,
 * and must not subscribe anyone by doing so. The link works once, for 7 days.
 */
export const meta: MetaFunction<typeof loader> = (args) =>
	newsletterLinkMeta(
		args.matches,
		metaLanguage(args).t(
			args.loaderData?.state === 'not-found' ? 'newsletter.linkNotValid' : 'newsletter.confirmTitle',
		),
	)

export const headers: HeadersFunction = ({ actionHeaders }) => {
	const headers = new Headers(LINK_PAGE_HEADERS)
	const retry = actionHeaders.get('Retry-After')
	if (retry) headers.set('Retry-After', retry)
	return headers
}

export async function loader({ params }: LoaderFunctionArgs) {
	return (await findPendingByToken(params.token)) ? linkPage('ask') : linkPage('not-found', 404)
}

export async function action({ params, context }: ActionFunctionArgs) {
	const refused = await throttleLinkPost(clientAddressOf(context))
	if (refused) return refused
	const subscriber = await confirmSubscription(params.token, clientAddressOf(context))
	return subscriber ? linkPage('done') : linkPage('not-found', 404)
}

export default function ConfirmSubscription() {
	const loaded = useLoaderData<typeof loader>()
	const posted = useActionData<typeof action>()
	const busy = useNavigation().state === 'submitting'
	const state = posted?.state ?? loaded.state
	const { t } = usePageLanguage()
	if (state === 'not-found')
		return (
			<NewsletterNotice title={t('newsletter.linkNotValid')} text={t('newsletter.linkNotValidText')}>
				<BackHome to="/contact" label={t('newsletter.goToContact')} />
			</NewsletterNotice>
		)
	if (state === 'done')
		return (
			<NewsletterNotice title={t('newsletter.confirmed')} text={t('newsletter.confirmedText')}>
				<BackHome />
			</NewsletterNotice>
		)
	return (
		<NewsletterNotice
			title={t('newsletter.confirmHeading')}
			text={state === 'wait' ? t('newsletter.tooMany') : t('newsletter.confirmText')}
			button={t('newsletter.confirmTitle')}
			busy={busy}
		/>
	)
}
