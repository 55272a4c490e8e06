import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { Form, useActionData, useLoaderData } from 'react-router'
import { ChecksSummary } from '#app/components/admin/checks-summary.tsx'
import { FieldChecksContext } from '#app/components/field-checks.tsx'
import { type FormReply } from '#app/components/admin/admin-form.tsx'
import { type EditConflict } from '#app/components/admin/edit-conflict.tsx'
import { PageHeader } from '#app/components/admin/list-parts.tsx'
import { Badge, buttonClass } from '#app/components/ui/button.tsx'
import { listAboutBlocks } from '#app/data/about-blocks.server.ts'
import { getInvoiceSettings, getPageContent, getPageVersions } from '#app/data/pages.server.ts'
import { ALWAYS_VISIBLE_PAGES, isPageKey, type PageKey, type UserRole } from '#app/schemas/records.ts'
import { describeImages, imageDetailsFor, noStoreHeaders } from '#app/server/admin/forms.server.ts'
import { actorOf } from '#app/server/actor.server.ts'
import { requireAdmin } from '#app/server/auth.server.ts'
import { mayUse } from '#app/server/permissions.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { AboutBlocks, AboutSettings } from './about-tab.tsx'
import { blockVisibility, deleteBlock, moveBlock, reorderBlocks, saveBlock } from './about-tab.server.ts'
import { ContactInfoCard } from './contact-tab.tsx'
import { saveContactInfo } from './contact-tab.server.ts'
import { HomeTab } from './home-tab.tsx'
import { saveHero } from './home-tab.server.ts'
import { DocumentLogoCard } from './document-logo.tsx'
import { documentLogoData, saveDocumentLogo } from './document-logo.server.ts'
import { IdentityCard } from './identity.tsx'
import { identityChecks, publishIdentityAnyway, saveIdentity } from './identity.server.ts'
import { pageChecks, publishPageAnyway } from './page-checks.server.ts'
import { InvoicesCard } from './invoices.tsx'
import { INVOICES_PATH, saveInvoiceSettings } from './invoices.server.ts'
import { type IntentHandler, runIntent } from './intents.server.ts'
import { PageEditor } from './page-tab.tsx'
import { savePage } from './page-tab.server.ts'
import { TAB_LABELS, TabNav } from './tab-nav.tsx'
import { pageVisibility } from './tab-nav.server.ts'
import { HistoryLink, PageVersionsContext } from './versions.tsx'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor', loadingText: 'Loading page content...' }

/**
 * Page Content: one tab per page of the site (?tab=home|exhibitions|artists|
 * gallery|about|contact). Each tab's view sits in its own file beside this
 * one, with the handlers of the intents its forms post; the Home tab also
 * holds the gallery's identity (logo, accent colour, typeface).
 */
export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'Page Content')
export const headers = noStoreHeaders

export async function loader({ request }: LoaderFunctionArgs) {
	const user = await requireAdmin(request)
	const params = new URL(request.url).searchParams
	const rawTab = params.get('tab') ?? 'home'
	const tab: PageKey = isPageKey(rawTab) ? rawTab : 'home'
	const content = await getPageContent()
	const blocks = tab === 'about' ? await listAboutBlocks('all') : []
	const heroImages = tab === 'home' ? await describeImages(content.pages.home.heroImages) : []
	return {
		tab,
		edit: params.get('edit'),
		block: params.get('block'),
		deleteBlock: params.get('delete'),
		content,
		versions: await getPageVersions(),
		blocks,
		heroImages,
		imageDetails: tab === 'home' ? await imageDetailsFor(content.pages.home.heroImages) : [],
		documentLogo: tab === 'home' ? await documentLogoData() : null,
		identityChecks: tab === 'home' ? await identityChecks(user.role) : null,
		pageChecks: await pageChecks(tab, user.role),
		// Only admins see and change what invoices print (docs/admin.md, 'Sales').
		invoices: tab === 'home' && mayUse(user.role, INVOICES_PATH) ? await getInvoiceSettings() : null,
	}
}

const intents = (role: UserRole): Record<string, IntentHandler> => ({
	'page-visibility': pageVisibility,
	hero: saveHero,
	identity: saveIdentity,
	'document-logo': saveDocumentLogo,
	invoices: saveInvoiceSettings,
	'save-page': savePage,
	contact: saveContactInfo,
	'block-save': saveBlock,
	'block-visibility': blockVisibility,
	delete: deleteBlock,
	'block-move': moveBlock,
	reorder: reorderBlocks,
	'identity-publish-anyway': publishIdentityAnyway(role),
	'publish-anyway': publishPageAnyway(role),
})

export async function action({ request, context }: ActionFunctionArgs) {
	const user = await requireAdmin(request)
	return runIntent(request, intents(user.role), actorOf(user, context), mayUse(user.role, INVOICES_PATH))
}

/** A refused form's reply, and which form it belongs to (a page key, 'contact-info', 'identity' or 'block'). */
type Reply = { result: FormReply; page: string; conflict?: EditConflict } | undefined

export default function AdminPages() {
	const {
		tab,
		edit,
		block,
		deleteBlock,
		content,
		versions,
		blocks,
		heroImages,
		documentLogo,
		identityChecks,
		pageChecks,
		invoices,
	} = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>() as Reply
	const replyFor = (form: string) => (actionData?.page === form ? actionData.result : undefined)
	const page = content.pages[tab]
	const hideable = !ALWAYS_VISIBLE_PAGES.includes(tab)
	const conflict =
		actionData?.conflict && actionData.page !== 'block'
			? { part: actionData.page, conflict: actionData.conflict }
			: undefined
	return (
		<PageVersionsContext.Provider value={{ versions, conflict }}>
			<PageHeader
				title="Page Content"
				subtitle="Titles, descriptions and visibility of the site's pages"
				actions={
					<a href="/" target="_blank" rel="noreferrer" className={buttonClass.secondary}>
						Preview Site
					</a>
				}
			/>
			<TabNav tab={tab} pages={content.pages} />
			<section aria-labelledby="tab-title" className="space-y-6">
				<div className="flex flex-wrap items-center gap-2">
					<h2 id="tab-title" className="text-xl font-semibold">
						{TAB_LABELS[tab]} page
					</h2>
					{hideable ? (
						<Badge tone={page.isVisible ? 'green' : 'amber'}>{page.isVisible ? 'Visible' : 'Hidden'}</Badge>
					) : (
						<Badge tone="blue">Always Visible</Badge>
					)}
					<span className="ml-auto">
						<HistoryLink part={tab} label={`${TAB_LABELS[tab]} page`} />
					</span>
				</div>
				{pageChecks.checks.length ? (
					<Form method="post" action={`/admin/pages?tab=${tab}`}>
						<input type="hidden" name="page" value={tab} />
						<ChecksSummary {...pageChecks} />
					</Form>
				) : null}
				<FieldChecksContext value={pageChecks.checks}>
					{tab === 'home' ? (
						<HomeTab
							content={content.pages.home}
							heroImages={heroImages}
							editing={edit === 'home'}
							reply={replyFor('home')}
						/>
					) : tab === 'about' ? (
						<>
							<AboutSettings page={page} editing={edit === 'about'} reply={replyFor('about')} />
							<AboutBlocks
								blocks={blocks}
								editing={block}
								deleting={deleteBlock}
								reply={replyFor('block')}
								conflict={actionData?.page === 'block' ? actionData.conflict : undefined}
							/>
						</>
					) : (
						<PageEditor pageKey={tab} page={page} hideable={hideable} reply={replyFor(tab)} />
					)}
				</FieldChecksContext>
				{identityChecks ? (
					<IdentityCard identity={content.identity} reply={replyFor('identity')} {...identityChecks} />
				) : null}
				{documentLogo ? <DocumentLogoCard {...documentLogo} /> : null}
				{invoices ? <InvoicesCard invoices={invoices} reply={replyFor('invoices')} /> : null}
				{tab === 'contact' ? (
					<ContactInfoCard info={content.contactInfo} editing={edit === 'contact'} reply={replyFor('contact-info')} />
				) : null}
			</section>
		</PageVersionsContext.Provider>
	)
}
