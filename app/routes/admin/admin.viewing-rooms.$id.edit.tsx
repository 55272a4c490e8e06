import { FieldChecksContext } from '#app/components/field-checks.tsx'
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { Form, useActionData, useLoaderData } from 'react-router'
import { ChecksSummary } from '#app/components/admin/checks-summary.tsx'
import { ViewingRoomEditor } from '#app/components/admin/viewing-room-editor.tsx'
import { noStoreHeaders } from '#app/server/admin/forms.server.ts'
import { editorData, editRoomAction, roomOr404 } from '#app/server/admin/viewing-rooms.server.ts'
import { actorOf } from '#app/server/actor.server.ts'
import { requireAdmin } from '#app/server/auth.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }

/** The viewing room editor: the room, its works in order, its recipients and their views (docs/admin.md). */
export const meta: MetaFunction<typeof loader> = ({ matches, loaderData: data }) =>
	pageMeta(matches, data ? `Edit ${data.room.title}` : 'Viewing Room')
export const headers = noStoreHeaders

export async function loader({ request, params }: LoaderFunctionArgs) {
	const user = await requireAdmin(request)
	return { ...(await editorData(request, await roomOr404(params.id))), mayPublishAnyway: user.role === 'admin' }
}

export async function action({ request, params, context }: ActionFunctionArgs) {
	const user = await requireAdmin(request)
	return editRoomAction(request, await roomOr404(params.id), actorOf(user, context), {
		mayPublishAnyway: user.role === 'admin',
	})
}

export default function EditViewingRoom() {
	const data = useLoaderData<typeof loader>()
	const answer = useActionData<typeof action>()
	const invitation = answer && 'invitation' in answer ? answer.invitation : undefined
	const reply = answer && !('invitation' in answer) ? answer : undefined
	return (
		<FieldChecksContext value={data.checks}>
			{/* A problem keeps the room from being opened; an admin may open it anyway (docs/admin.md). */}
			{data.room.status !== 'open' && data.checks.some((c) => c.level === 'problem') ? (
				<Form method="post" className="mb-4">
					<ChecksSummary checks={data.checks} mayPublishAnyway={data.mayPublishAnyway} />
				</Form>
			) : null}
			<ViewingRoomEditor
				{...data}
				// A refused or conflicting save shows the works as the visitor typed them, not as stored.
				items={reply?.items ?? data.items}
				errors={reply?.errors ?? {}}
				values={reply?.values}
				conflict={reply && 'conflict' in reply ? reply.conflict : undefined}
				invitation={invitation}
			/>
		</FieldChecksContext>
	)
}
