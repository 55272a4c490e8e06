import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { Link, useActionData, useLoaderData } from 'react-router'
import { CampaignForm } from '#app/components/admin/campaign-form.tsx'
import { PageHeader } from '#app/components/admin/list-parts.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import { noStoreHeaders } from '#app/server/admin/forms.server.ts'
import { createCampaignFromForm, newCampaignData } from '#app/server/newsletter/campaign-admin.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { clientAddressOf } from '#app/server/request-context.server.ts'

/** A new campaign, saved as a draft (docs/admin.md, 'Newsletter campaigns'); `?exhibition=` picks its exhibition. */
export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'New Campaign')
export const headers = noStoreHeaders

export const loader = ({ request }: LoaderFunctionArgs) => newCampaignData(request)
export const action = ({ request, context }: ActionFunctionArgs) =>
	createCampaignFromForm(request, clientAddressOf(context))

export default function NewCampaign() {
	const { choices, exhibitionId } = useLoaderData<typeof loader>()
	const reply = useActionData<typeof action>()
	return (
		<>
			<PageHeader
				title="New Campaign"
				subtitle="Saved as a draft: you preview it and send a test before anyone receives it."
				actions={
					<Link to="/admin/newsletter/campaigns" className={buttonClass.secondary}>
						Back to campaigns
					</Link>
				}
			/>
			<div className="max-w-3xl rounded-lg border border-stone-200 bg-white p-6">
				<CampaignForm
					values={reply?.values ?? { exhibition_id: exhibitionId }}
					errors={reply?.errors ?? {}}
					choices={choices}
					submitLabel="Save draft"
				/>
			</div>
		</>
	)
}
