import { getFormProps } from '@conform-to/react'
import { Form, Link, useNavigation } from 'react-router'
import { Field } from '#app/components/forms.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import { UserUpdateSchema } from '#app/schemas/auth.ts'
import { type FormReply, inputProps, useAdminForm } from './admin-form.tsx'

/** The edit card of User Management: name and email, and a new password behind the current one. */
export function UserForm({
	user,
	reply,
}: {
	user: { id: number; username: string; email: string }
	reply?: FormReply
}) {
	const navigation = useNavigation()
	const [form, fields] = useAdminForm(UserUpdateSchema, {
		id: `user-${user.id}`,
		reply,
		defaultValue: { username: user.username, email: user.email },
	})
	const saving = navigation.state === 'submitting'
	return (
		<section aria-labelledby="edit-user" className="mb-6 rounded-lg border border-stone-200 bg-white p-4 sm:p-6">
			<h2 id="edit-user" className="mb-4 text-lg font-semibold">
				Edit {user.username}
			</h2>
			<Form method="post" className="grid gap-4 md:grid-cols-2" {...getFormProps(form)}>
				<input type="hidden" name="id" value={user.id} />
				{form.errors?.length ? (
					<p role="alert" className="text-sm text-red-700 md:col-span-2">
						{form.errors.join(' ')}
					</p>
				) : null}
				<Field label="Username" minLength={3} maxLength={50} {...inputProps(fields.username)} />
				<Field label="Email" {...inputProps(fields.email, 'email')} />
				<Field
					label="Current Password"
					autoComplete="current-password"
					hint="Required only if changing password"
					{...inputProps(fields.currentPassword, 'password')}
				/>
				<Field
					label="New Password"
					autoComplete="new-password"
					placeholder="Leave empty to keep current password"
					{...inputProps(fields.password, 'password')}
				/>
				<div className="flex justify-end gap-2 md:col-span-2">
					<Link to="/admin/users" className={buttonClass.secondary}>
						Cancel
					</Link>
					<button type="submit" className={buttonClass.primary} disabled={saving}>
						{saving ? 'Saving...' : 'Save Changes'}
					</button>
				</div>
			</Form>
		</section>
	)
}
