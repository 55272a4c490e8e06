import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { PageHeader } from '#app/components/admin/list-parts.tsx'
import { UserForm } from '#app/components/admin/user-form.tsx'
import { Badge, buttonClass } from '#app/components/ui/button.tsx'
import { ConflictError, NotFoundError } from '#app/data/db.server.ts'
import { getUser, listUsers, WrongPasswordError } from '#app/data/users.server.ts'
import { UserUpdateSchema } from '#app/schemas/auth.ts'
import { formatDateTime } from '#app/utils/dates.ts'
import { formId, noStoreHeaders, parseForm } from '#app/server/admin/forms.server.ts'
import { commitWebSession, requireAdmin, TooManyAttemptsError } from '#app/server/auth.server.ts'
import { updateUserChecked } from '#app/server/user-update.server.ts'
import { invariantResponse, readFormData } from '#app/server/http.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { redirectWithToast } from '#app/server/toast.server.ts'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'User Management')
export const headers = noStoreHeaders

export async function loader({ request }: LoaderFunctionArgs) {
	await requireAdmin(request)
	const editId = formId(new URL(request.url).searchParams.get('edit'))
	const users = await listUsers()
	return { users, editing: users.find((u) => u.id === editId) ?? null }
}

export async function action({ request, context }: ActionFunctionArgs) {
	const me = await requireAdmin(request)
	const form = await readFormData(request)
	const id = formId(form.get('id'))
	const user = id ? await getUser(id) : null
	invariantResponse(user, 'User not found')
	const submission = parseForm(form, UserUpdateSchema)
	if (submission.status !== 'success')
		return data({ result: submission.reply({ hideFields: ['password', 'currentPassword'] }) }, { status: 400 })
	try {
		const { passwordChanged } = await updateUserChecked(user.id, submission.value, context.clientAddress ?? 'unknown')
		// A password change ends every session of that user; the acting admin gets a fresh one.
		const headers =
			passwordChanged && user.id === me.id ? { 'Set-Cookie': await commitWebSession(request, me.id) } : undefined
		return await redirectWithToast(
			request,
			'/admin/users',
			{ type: 'success', title: 'User updated successfully' },
			{ headers },
		)
	} catch (error) {
		// A refusal beside its field; the passwords are never sent back.
		const fieldError = (field: string, message: string, init: ResponseInit = { status: 400 }) =>
			data(
				{
					result: submission.reply({
						fieldErrors: { [field]: [message] },
						hideFields: ['password', 'currentPassword'],
					}),
				},
				init,
			)
		if (error instanceof WrongPasswordError) return fieldError('currentPassword', 'Current password is incorrect')
		if (error instanceof TooManyAttemptsError) {
			return fieldError('currentPassword', error.message, {
				status: 429,
				headers: { 'Retry-After': String(error.retryAfter) },
			})
		}
		if (error instanceof ConflictError) return fieldError('username', 'This username is already taken')
		if (error instanceof NotFoundError) throw new Response('User not found', { status: 404 })
		console.error(error)
		return data({ result: submission.reply({ formErrors: ['Failed to update user'] }) }, { status: 500 })
	}
}

export default function AdminUsers() {
	const { users, editing } = useLoaderData<typeof loader>()
	const reply = useActionData<typeof action>()?.result
	return (
		<>
			<PageHeader title="User Management" subtitle="Manage admin user accounts and credentials" />
			{editing ? <UserForm key={editing.id} user={editing} reply={reply} /> : null}
			<ul className="space-y-3">
				{users.map((u) => (
					<li key={u.id} className="flex flex-wrap items-center gap-3 rounded-lg border border-stone-200 bg-white p-4">
						<div className="mr-auto">
							<p className="font-semibold">{u.username}</p>
							<p className="text-sm text-stone-600">{u.email || 'No email'}</p>
							<p className="text-xs text-stone-500">Created {formatDateTime(u.created_at)}</p>
						</div>
						<Badge>{u.role}</Badge>
						<Link to={`/admin/users?edit=${u.id}`} className={buttonClass.small} aria-label={`Edit ${u.username}`}>
							Edit
						</Link>
					</li>
				))}
			</ul>
		</>
	)
}
