import { FieldChecksContext } from '#app/components/field-checks.tsx'
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { useActionData, useLoaderData } from 'react-router'
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
	await requireAdmin(request)
	return editorData(request, await roomOr404(params.id))
}

export async function action({ request, params, context }: ActionFunctionArgs) {
	const actor = actorOf(await requireAdmin(request), context)
	return editRoomAction(request, await roomOr404(params.id), actor)
}

export default function EditViewingRoom() {
	const data = useLoaderData<typeof loader>()
	const answer = useActionData<typeof action>()
	const invitation = answer && 'invitation' in answer ? answer.invitation : undefined
	const reply = answer && !('invitation' in answer) ? answer : undefined
	return (
		<FieldChecksContext value={data.checks}>
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
