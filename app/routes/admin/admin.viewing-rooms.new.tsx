import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { useActionData } from 'react-router'
import { PageHeader } from '#app/components/admin/list-parts.tsx'
import { RoomFieldsForm } from '#app/components/admin/viewing-room-editor.tsx'
import { noStoreHeaders } from '#app/server/admin/forms.server.ts'
import { createRoomFromForm } from '#app/server/admin/viewing-rooms.server.ts'
import { actorOf } from '#app/server/actor.server.ts'
import { requireAdmin } from '#app/server/auth.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'New Viewing Room')
export const headers = noStoreHeaders

export async function loader({ request }: LoaderFunctionArgs) {
	await requireAdmin(request)
	return null
}

export async function action({ request, context }: ActionFunctionArgs) {
	const actor = actorOf(await requireAdmin(request), context)
	return createRoomFromForm(request, actor)
}

export default function NewViewingRoom() {
	const reply = useActionData<typeof action>()
	return (
		<div>
			<PageHeader title="New Viewing Room" subtitle="Works and recipients are added once the room is created" />
			<RoomFieldsForm errors={reply?.errors ?? {}} values={reply?.values} submitLabel="Create Viewing Room" />
		</div>
	)
}
