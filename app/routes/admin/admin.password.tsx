import { getFormProps } from '@conform-to/react'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { Form, useActionData, useLoaderData, useNavigation } from 'react-router'
import { inputProps, useAdminForm } from '#app/components/admin/admin-form.tsx'
import { Field } from '#app/components/forms.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import { ConflictError } from '#app/data/db.server.ts'
import { changeOwnPassword, WrongPasswordError } from '#app/data/users.server.ts'
import { NewPasswordSchema } from '#app/schemas/auth.ts'
import { noStoreHeaders, parseForm } from '#app/server/admin/forms.server.ts'
import { commitWebSession, requireAdmin, TooManyAttemptsError } from '#app/server/auth.server.ts'
import { readFormData } from '#app/server/http.server.ts'
import { passwordCheckThrottle, throttleKey } from '#app/server/throttle.server.ts'
import { redirectWithToast } from '#app/server/toast.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { clientAddressOf } from '#app/server/request-context.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'Change password')
export const headers = noStoreHeaders

/**
 * Every user's own password. A user signed in with a one-time password is
 * sent here before anything else and chooses a new one (docs/admin.md,
 * "Users and roles"); otherwise the current password is asked first.
 */
export async function loader({ request }: LoaderFunctionArgs) {
	const user = await requireAdmin(request)
	return { forced: user.must_change_password, username: user.username }
}

const HIDDEN = ['password', 'confirm', 'currentPassword']

export async function action({ request, context }: ActionFunctionArgs) {
	const user = await requireAdmin(request)
	const submission = parseForm(await readFormData(request), NewPasswordSchema)
	if (submission.status !== 'success')
		return data({ result: submission.reply({ hideFields: HIDDEN }) }, { status: 400 })
	const fieldError = (field: string, message: string, init: ResponseInit = { status: 400 }) =>
		data({ result: submission.reply({ fieldErrors: { [field]: [message] }, hideFields: HIDDEN }) }, init)
	const { password, currentPassword } = submission.value
	if (!user.must_change_password && !currentPassword) {
		return fieldError('currentPassword', 'Current password is required')
	}
	const ip = clientAddressOf(context)
	const key = throttleKey(ip, String(user.id))
	try {
		await passwordCheckThrottle.reserve(key)
		try {
			await changeOwnPassword(user.id, password, currentPassword, { id: user.id, username: user.username, ip })
			await passwordCheckThrottle.clear(key)
		} catch (error) {
			if (!(error instanceof WrongPasswordError)) await passwordCheckThrottle.release(key)
			throw error
		}
	} catch (error) {
		if (error instanceof WrongPasswordError) return fieldError('currentPassword', 'Current password is incorrect')
		if (error instanceof TooManyAttemptsError) {
			return fieldError('currentPassword', error.message, {
				status: 429,
				headers: { 'Retry-After': String(error.retryAfter) },
			})
		}
		if (error instanceof ConflictError) return fieldError('password', error.message)
		throw error
	}
	// The change ended every session of the user; this browser gets a fresh one.
	const cookie = await commitWebSession(request, user.id)
	return redirectWithToast(
		request,
		'/admin/exhibitions',
		{ type: 'success', title: 'Password changed' },
		{ headers: { 'Set-Cookie': cookie } },
	)
}

export default function ChangePassword() {
	const { forced, username } = useLoaderData<typeof loader>()
	const reply = useActionData<typeof action>()?.result
	const navigation = useNavigation()
	const [form, fields] = useAdminForm(NewPasswordSchema, { id: 'change-password', reply })
	const saving = navigation.state === 'submitting'
	return (
		<div className="mx-auto w-full max-w-md rounded-xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
			<h1 className="font-display text-2xl font-semibold">{forced ? 'Choose a new password' : 'Change password'}</h1>
			<p className="mt-1 text-sm text-stone-600">
				{forced
					? `Welcome, ${username}. You signed in with a one-time password: choose your own before you continue.`
					: `Signed in as ${username}.`}
			</p>
			<Form method="post" className="mt-6 space-y-4" {...getFormProps(form)}>
				{form.errors?.length ? (
					<p role="alert" className="text-sm text-red-700">
						{form.errors.join(' ')}
					</p>
				) : null}
				{forced ? null : (
					<Field
						label="Current Password"
						autoComplete="current-password"
						maxLength={128}
						{...inputProps(fields.currentPassword, 'password')}
					/>
				)}
				<Field
					label="New Password"
					autoComplete="new-password"
					hint="At least 8 characters"
					maxLength={128}
					{...inputProps(fields.password, 'password')}
				/>
				<Field
					label="Repeat New Password"
					autoComplete="new-password"
					maxLength={128}
					{...inputProps(fields.confirm, 'password')}
				/>
				<button type="submit" className={`${buttonClass.primary} w-full`} disabled={saving}>
					{saving ? 'Saving...' : 'Save Password'}
				</button>
			</Form>
			{forced ? (
				<Form method="post" action="/admin/logout" className="mt-4 text-center">
					<button type="submit" className="text-sm text-stone-600 underline">
						Sign out
					</button>
				</Form>
			) : null}
		</div>
	)
}
