import { getFormProps } from '@conform-to/react'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router'
import { type FormReply, inputProps, useAdminForm } from '#app/components/admin/admin-form.tsx'
import { PageHeader } from '#app/components/admin/list-parts.tsx'
import { UserForm } from '#app/components/admin/user-form.tsx'
import { Field, SelectField } from '#app/components/forms.tsx'
import { Badge, buttonClass } from '#app/components/ui/button.tsx'
import { ConfirmDialog } from '#app/components/ui/confirm-dialog.tsx'
import { type Actor } from '#app/data/activity.server.ts'
import { ConflictError, NotFoundError } from '#app/data/db.server.ts'
import {
	createUser,
	deleteUser,
	getUser,
	LastAdminError,
	listUsers,
	updateUser,
	WrongPasswordError,
} from '#app/data/users.server.ts'
import { UserCreateSchema, UserRoleSchema, UserUpdateSchema } from '#app/schemas/auth.ts'
import { type User, USER_ROLES } from '#app/schemas/records.ts'
import { formId, noStoreHeaders, parseForm } from '#app/server/admin/forms.server.ts'
import { commitWebSession, requireAdmin, TooManyAttemptsError } from '#app/server/auth.server.ts'
import { invariantResponse, readFormData } from '#app/server/http.server.ts'
import { redirectWithToast } from '#app/server/toast.server.ts'
import { updateUserChecked } from '#app/server/user-update.server.ts'
import { mailEnabled } from '#app/server/mail/outbox.server.ts'
import { mailStaffInvitation } from '#app/server/mail/staff-invitation.server.ts'
import { useFormatDateTime } from '#app/components/admin/gallery-time.tsx'
import { pageMeta } from '#app/utils/meta.ts'
import { clientAddressOf } from '#app/server/request-context.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { loadingText: 'Loading users...' }

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'User Management')
export const headers = noStoreHeaders

export async function loader({ request }: LoaderFunctionArgs) {
	const me = await requireAdmin(request)
	const params = new URL(request.url).searchParams
	const editId = formId(params.get('edit'))
	const deleteId = formId(params.get('delete'))
	const users = await listUsers()
	return {
		me: me.id,
		mailOn: mailEnabled(),
		users,
		editing: users.find((u) => u.id === editId) ?? null,
		deleting: users.find((u) => u.id === deleteId) ?? null,
		adding: params.has('new'),
	}
}

type ActionResult =
	| { result: FormReply }
	| { intent: 'create'; result: FormReply }
	| { created: { user: User; password: string }; invitation: true | string | null }
	| { rowError: { id: number; message: string } }

const ROLE_LABELS: Record<User['role'], string> = { admin: 'Admin', editor: 'Editor' }

export async function action({ request, context }: ActionFunctionArgs) {
	const me = await requireAdmin(request)
	const actor: Actor & { ip: string } = { id: me.id, username: me.username, ip: clientAddressOf(context) }
	const form = await readFormData(request)
	const intent = String(form.get('intent') ?? '')
	if (intent === 'create') return createAction(form, { ...actor, email: me.email })
	const id = formId(form.get('id'))
	const user = id ? await getUser(id) : null
	invariantResponse(user, 'User not found')
	if (intent === 'role' || intent === 'disable' || intent === 'enable' || intent === 'delete') {
		return rowAction(request, intent, form, user, actor)
	}
	const submission = parseForm(form, UserUpdateSchema)
	if (submission.status !== 'success')
		return data<ActionResult>(
			{ result: submission.reply({ hideFields: ['password', 'currentPassword'] }) },
			{ status: 400 },
		)
	try {
		const { passwordChanged } = await updateUserChecked(user.id, submission.value, actor)
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
			data<ActionResult>(
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
		return data<ActionResult>({ result: submission.reply({ formErrors: ['Failed to update user'] }) }, { status: 500 })
	}
}

/** A new user: the answer itself shows the one-time password, once (it is never stored in clear nor put in a toast). */
async function createAction(form: FormData, actor: Actor & { email: string }) {
	const submission = parseForm(form, UserCreateSchema)
	if (submission.status !== 'success')
		return data<ActionResult>({ intent: 'create', result: submission.reply() }, { status: 400 })
	try {
		const created = await createUser(submission.value, actor)
		const invitation = submission.value.send_invitation
			? await mailStaffInvitation(created.user, created.password, actor)
			: null
		return data<ActionResult>({ created, invitation }, { headers: { 'Cache-Control': 'no-store' } })
	} catch (error) {
		if (error instanceof ConflictError) {
			return data<ActionResult>(
				{
					intent: 'create',
					result: submission.reply({ fieldErrors: { username: ['This username is already taken'] } }),
				},
				{ status: 400 },
			)
		}
		throw error
	}
}

/** Role, disable/enable and delete from a user's row; a refusal is shown beside the row's controls. */
async function rowAction(request: Request, intent: string, form: FormData, user: User, actor: Actor) {
	const refuse = (message: string) => data<ActionResult>({ rowError: { id: user.id, message } }, { status: 400 })
	try {
		if (intent === 'delete') {
			await deleteUser(user.id, actor)
			return await redirectWithToast(request, '/admin/users', {
				type: 'success',
				title: `User ${user.username} deleted`,
			})
		}
		let change: Partial<Pick<User, 'role' | 'disabled'>>
		if (intent === 'role') {
			const parsed = UserRoleSchema.safeParse({ role: form.get('role') })
			if (!parsed.success) return refuse('Role must be admin or editor')
			change = { role: parsed.data.role }
		} else {
			change = { disabled: intent === 'disable' }
		}
		await updateUser(user.id, (current) => ({ username: current.username, email: current.email, ...change }), actor)
		const title =
			intent === 'role'
				? `${user.username} is now ${change.role === 'admin' ? 'an admin' : 'an editor'}`
				: `User ${user.username} ${intent === 'disable' ? 'disabled' : 'enabled'}`
		return await redirectWithToast(request, '/admin/users', { type: 'success', title })
	} catch (error) {
		if (error instanceof LastAdminError) return refuse(error.message)
		if (error instanceof NotFoundError) throw new Response('User not found', { status: 404 })
		throw error
	}
}

export default function AdminUsers() {
	const { users, editing, deleting, adding, me, mailOn } = useLoaderData<typeof loader>()
	const formatDateTime = useFormatDateTime()
	const answer = useActionData<typeof action>()
	const created = answer && 'created' in answer ? answer.created : null
	const invitation = answer && 'created' in answer ? answer.invitation : null
	const createReply = answer && 'intent' in answer ? answer.result : undefined
	const editReply = answer && 'result' in answer && !('intent' in answer) ? answer.result : undefined
	const rowError = answer && 'rowError' in answer ? answer.rowError : null
	return (
		<>
			<PageHeader
				title="User Management"
				subtitle="Manage admin user accounts and credentials"
				actions={
					<Link to="/admin/users?new" className={buttonClass.primary}>
						Add User
					</Link>
				}
			/>
			{created ? <CreatedPanel user={created.user} password={created.password} invitation={invitation} /> : null}
			{(adding || createReply) && !created ? <NewUserForm reply={createReply} mailOn={mailOn} /> : null}
			{editing ? <UserForm key={editing.id} user={editing} reply={editReply} /> : null}
			{deleting ? (
				<ConfirmDialog
					title={`Delete ${deleting.username}?`}
					message="The account and its sessions and API tokens are deleted. The activity log keeps what the user did."
					cancelTo="/admin/users"
					id={deleting.id}
				/>
			) : null}
			<ul className="space-y-3">
				{users.map((u) => (
					<li key={u.id} className="rounded-lg border border-stone-200 bg-white p-4">
						<div className="flex flex-wrap items-center gap-3">
							<div className="mr-auto min-w-0">
								<p className="font-semibold break-words">
									{u.username}
									{u.id === me ? <span className="font-normal text-stone-500"> (you)</span> : null}
								</p>
								<p className="text-sm break-words text-stone-600">{u.email || 'No email'}</p>
								<p className="text-xs text-stone-500">Created {formatDateTime(u.created_at)}</p>
							</div>
							<Badge tone={u.role === 'admin' ? 'blue' : 'neutral'}>{ROLE_LABELS[u.role]}</Badge>
							{u.disabled ? <Badge tone="red">Disabled</Badge> : null}
							{u.must_change_password ? <Badge tone="amber">One-time password</Badge> : null}
						</div>
						<div className="mt-3 flex flex-wrap items-end gap-2 border-t border-stone-100 pt-3">
							<Link to={`/admin/users?edit=${u.id}`} className={buttonClass.small} aria-label={`Edit ${u.username}`}>
								Edit
							</Link>
							<Form method="post" className="flex items-center gap-2">
								<input type="hidden" name="id" value={u.id} />
								<label htmlFor={`role-${u.id}`} className="sr-only">
									Role of {u.username}
								</label>
								<select
									id={`role-${u.id}`}
									name="role"
									defaultValue={u.role}
									className="rounded-md border border-stone-300 bg-white px-2 py-1 text-xs"
									aria-describedby={rowError?.id === u.id ? `row-error-${u.id}` : undefined}
								>
									{USER_ROLES.map((r) => (
										<option key={r} value={r}>
											{ROLE_LABELS[r]}
										</option>
									))}
								</select>
								<button type="submit" name="intent" value="role" className={buttonClass.small}>
									Change role
								</button>
							</Form>
							<Form method="post">
								<input type="hidden" name="id" value={u.id} />
								<button
									type="submit"
									name="intent"
									value={u.disabled ? 'enable' : 'disable'}
									className={buttonClass.small}
									aria-label={`${u.disabled ? 'Enable' : 'Disable'} ${u.username}`}
								>
									{u.disabled ? 'Enable' : 'Disable'}
								</button>
							</Form>
							<Link
								to={`/admin/users?delete=${u.id}`}
								preventScrollReset
								className={buttonClass.smallDanger}
								aria-label={`Delete ${u.username}`}
							>
								Delete
							</Link>
						</div>
						{rowError?.id === u.id ? (
							<p id={`row-error-${u.id}`} role="alert" className="mt-2 text-sm text-red-700">
								{rowError.message}
							</p>
						) : null}
					</li>
				))}
			</ul>
		</>
	)
}

function NewUserForm({ reply, mailOn }: { reply?: FormReply; mailOn: boolean }) {
	const navigation = useNavigation()
	const [form, fields] = useAdminForm(UserCreateSchema, { id: 'new-user', reply, defaultValue: { role: 'editor' } })
	const saving = navigation.state === 'submitting'
	return (
		<section aria-labelledby="new-user-title" className="mb-6 rounded-lg border border-stone-200 bg-white p-4 sm:p-6">
			<h2 id="new-user-title" className="mb-1 text-lg font-semibold">
				New user
			</h2>
			<p className="mb-4 text-sm text-stone-600">
				A one-time password is shown on the next screen. The user chooses their own at the first sign-in.
			</p>
			<Form method="post" className="grid gap-4 md:grid-cols-3" {...getFormProps(form)}>
				<input type="hidden" name="intent" value="create" />
				<Field label="Username" minLength={3} maxLength={50} {...inputProps(fields.username)} />
				<Field label="Email" {...inputProps(fields.email, 'email')} />
				<SelectField
					label="Role"
					name={fields.role.name}
					defaultValue={fields.role.initialValue ?? 'editor'}
					errors={fields.role.errors}
				>
					{USER_ROLES.map((r) => (
						<option key={r} value={r}>
							{ROLE_LABELS[r]}
						</option>
					))}
				</SelectField>
				<div className="md:col-span-3">
					<label className="flex items-start gap-2 text-sm">
						<input
							type="checkbox"
							name={fields.send_invitation.name}
							defaultChecked={mailOn}
							disabled={!mailOn}
							aria-describedby="send-invitation-hint"
							className="mt-0.5 h-4 w-4"
						/>
						<span>Send the invitation by mail</span>
					</label>
					<p id="send-invitation-hint" className="mt-1 ml-6 text-sm text-stone-600">
						{mailOn
							? 'The mail gives the sign-in address, the username and the one-time password.'
							: 'Email is off (SMTP_URL is not set): give the one-time password yourself.'}
					</p>
				</div>
				<div className="flex justify-end gap-2 md:col-span-3">
					<Link to="/admin/users" className={buttonClass.secondary}>
						Cancel
					</Link>
					<button type="submit" className={buttonClass.primary} disabled={saving}>
						{saving ? 'Creating...' : 'Create User'}
					</button>
				</div>
			</Form>
		</section>
	)
}

function CreatedPanel({
	user,
	password,
	invitation,
}: {
	user: User
	password: string
	invitation: true | string | null
}) {
	return (
		<section
			aria-labelledby="created-title"
			className="mb-6 rounded-lg border border-emerald-300 bg-emerald-50 p-4 sm:p-6"
			data-testid="one-time-password"
		>
			<h2 id="created-title" className="text-lg font-semibold">
				User {user.username} created
			</h2>
			{invitation === true ? (
				<p className="mt-1 text-sm text-stone-700" role="status">
					{`The invitation was mailed to ${user.email}. The one-time password is shown here only this once, in case the mail does not arrive: at the first sign-in ${user.username} must choose a new one.`}
				</p>
			) : (
				<>
					{invitation ? (
						<p className="mt-1 text-sm font-medium text-amber-800" role="alert">
							{`The invitation was not mailed. ${invitation}`}
						</p>
					) : null}
					<p className="mt-1 text-sm text-stone-700">
						Their one-time password is shown only this once. Give it to {user.username} now: at the first sign-in they
						must choose a new one.
					</p>
				</>
			)}
			<p className="mt-3">
				<span className="text-sm text-stone-600">One-time password: </span>
				<code className="rounded border border-stone-300 bg-white px-2 py-1 font-mono text-base break-all select-all">
					{password}
				</code>
			</p>
		</section>
	)
}
