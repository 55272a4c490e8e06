import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { useActionData, useLoaderData } from 'react-router'
import { FairChecklist } from '#app/components/admin/fair-checklist.tsx'
import { checklistAction, checklistData, fairOr404 } from '#app/server/admin/fair-checklist.server.ts'
import { noStoreHeaders } from '#app/server/admin/forms.server.ts'
import { actorOf } from '#app/server/actor.server.ts'
import { requireAdmin } from '#app/server/auth.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }

/** A fair's checklist: the works in order with notes, totals, the lock and the changes after it (docs/admin.md). */
export const meta: MetaFunction<typeof loader> = ({ matches, loaderData: data }) =>
	pageMeta(matches, data ? `Checklist: ${data.fair.title}` : 'Checklist')
export const headers = noStoreHeaders

export async function loader({ request, params }: LoaderFunctionArgs) {
	await requireAdmin(request)
	return checklistData(request, await fairOr404(params.id))
}

export async function action({ request, params, context }: ActionFunctionArgs) {
	const actor = actorOf(await requireAdmin(request), context)
	return checklistAction(request, await fairOr404(params.id), actor)
}

export default function FairChecklistPage() {
	const answer = useActionData<typeof action>()
	return <FairChecklist {...useLoaderData<typeof loader>()} error={answer?.error} />
}
