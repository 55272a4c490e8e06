import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from 'react-router'
import { getFormProps } from '@conform-to/react'
import { Form, useActionData, useNavigation } from 'react-router'
import { useEffect } from 'react'
import { type FormReply, inputProps, useAdminForm } from '#app/components/admin/admin-form.tsx'
import { Field } from '#app/components/forms.tsx'
import { useToast } from '#app/components/toaster.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import { LoginSchema } from '#app/schemas/auth.ts'
import { noStoreHeaders, parseForm } from '#app/server/admin/forms.server.ts'
import {
	CHANGE_PASSWORD_PATH,
	commitWebSession,
	createAuthenticator,
	getAdminSession,
	InvalidCredentialsError,
	TooManyAttemptsError,
} from '#app/server/auth.server.ts'
import { combineHeaders, readFormData } from '#app/server/http.server.ts'
import { redirectWithToast } from '#app/server/toast.server.ts'
import { clientAddressOf } from '#app/server/request-context.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { role: 'editor' }

export const headers = noStoreHeaders

export async function loader({ request }: LoaderFunctionArgs) {
	const { lookup } = await getAdminSession(request)
	if (lookup.status === 'valid') throw redirect('/admin/exhibitions')
	return null
}

/** A refused sign-in: the toast's title and text, and (for a blank field) conform's reply with the message beside it. */
type LoginResult = { title: string; message: string; result?: FormReply }

export async function action({ request, context }: ActionFunctionArgs) {
	// The form strategy reads the body itself, so our own look goes through a clone.
	const submission = parseForm(await readFormData(request.clone()), LoginSchema)
	if (submission.status !== 'success') {
		return data<LoginResult>(
			{
				title: 'Login Failed',
				message: 'Username and password are required',
				result: submission.reply({ hideFields: ['password'] }),
			},
			{ status: 400 },
		)
	}
	try {
		const user = await createAuthenticator(clientAddressOf(context)).authenticate('form', request)
		const cookie = await commitWebSession(request, user.id, {
			user,
			clientAddress: clientAddressOf(context),
		})
		return await redirectWithToast(
			request,
			user.must_change_password ? CHANGE_PASSWORD_PATH : '/admin/exhibitions',
			{ type: 'success', title: 'Login Successful', description: `Welcome back, ${user.username}!` },
			{ headers: combineHeaders({ 'Set-Cookie': cookie }) },
		)
	} catch (error) {
		if (error instanceof TooManyAttemptsError) {
			return data<LoginResult>(
				{ title: 'Login Failed', message: error.message },
				{ status: 429, headers: { 'Retry-After': String(error.retryAfter) } },
			)
		}
		if (error instanceof InvalidCredentialsError) {
			return data<LoginResult>({ title: 'Login Failed', message: 'Invalid credentials' }, { status: 401 })
		}
		throw error
	}
}

export default function AdminLogin() {
	const result = useActionData<typeof action>()
	const navigation = useNavigation()
	const submitting = navigation.state !== 'idle' && navigation.formMethod === 'POST'
	const { toast } = useToast()
	const [form, fields] = useAdminForm(LoginSchema, { id: 'login', reply: result?.result })
	useEffect(() => {
		if (result) toast({ type: 'error', title: result.title, description: result.message })
	}, [result, toast])
	return (
		<div className="w-full max-w-sm rounded-xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
			<h1 className="text-center font-display text-2xl font-semibold">Admin Login</h1>
			<p className="mt-1 text-center text-sm text-stone-600">Sign in to access the admin panel</p>
			{result ? (
				<div role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
					<p className="font-semibold">{result.title}</p>
					<p>{result.message}</p>
				</div>
			) : null}
			<Form method="post" className="mt-6 space-y-4" {...getFormProps(form)}>
				<Field label="Username" autoComplete="username" maxLength={100} {...inputProps(fields.username)} />
				<Field
					label="Password"
					autoComplete="current-password"
					maxLength={128}
					{...inputProps(fields.password, 'password')}
				/>
				<button type="submit" className={`${buttonClass.primary} w-full`} disabled={submitting}>
					{submitting ? 'Signing In...' : 'Sign In'}
				</button>
			</Form>
			<p className="mt-6 text-xs text-stone-500">
				First sign-in: use the account made when the site was installed. A password the server made itself was printed
				once in its log, and must be changed when you first sign in.
			</p>
		</div>
	)
}
