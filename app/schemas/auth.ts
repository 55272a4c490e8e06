import { z } from '#app/utils/zod.ts'
import { flexibleBoolean, hasNul, nulMessage, optionalText } from './fields.ts'
import { USER_ROLES } from './records.ts'

export const PASSWORD_MAX = 128
export const PASSWORD_MIN = 8

/** The admin login form and POST /api/auth/login. */
export const LoginSchema = z.object({
	username: z
		.string({ error: 'Username is required' })
		.trim()
		.min(1, 'Username is required')
		.max(100, 'Username is too long')
		.refine((v) => !hasNul(v), nulMessage('Username')),
	password: z
		.string({ error: 'Password is required' })
		.min(1, 'Password is required')
		.max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
})

const username = z
	.string({ error: 'Username is required' })
	.trim()
	.min(3, 'Username must be at least 3 characters')
	.max(50, 'Username must be at most 50 characters')
	.refine((v) => !hasNul(v), nulMessage('Username'))
const email = optionalText(254, 'Email').refine((v) => v === '' || z.email().safeParse(v).success, {
	message: 'Please enter a valid email address',
})
const role = z.enum(USER_ROLES, { error: 'Role must be admin or editor' })

/** The user edit card and PUT /api/admin/user/{id}. */
export const UserUpdateSchema = z.object({
	username,
	email,
	password: z
		.string()
		.max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
		.optional()
		.transform((v) => (v ? v : undefined))
		.refine((v) => v === undefined || v.length >= PASSWORD_MIN, {
			message: `New password must be at least ${PASSWORD_MIN} characters`,
		}),
	currentPassword: z.string().max(PASSWORD_MAX).optional(),
})

/** PUT /api/admin/user/{id}: the edit card's fields, and the role and whether the account is disabled. */
export const UserApiUpdateSchema = UserUpdateSchema.extend({
	role: role.optional(),
	disabled: z.boolean({ error: 'disabled must be true or false' }).optional(),
})

/** The new-user form and POST /api/admin/user: the password is made by the server and shown once. */
export const NO_ADDRESS_TO_INVITE = 'Enter an email to mail the invitation to'

/** The new-user form and POST /api/admin/user; `send_invitation` mails the account's invitation to `email`. */
export const UserCreateSchema = z
	.object({ username, email, role: role.default('editor'), send_invitation: flexibleBoolean(false) })
	.refine((user) => !user.send_invitation || user.email !== '', { message: NO_ADDRESS_TO_INVITE, path: ['email'] })

/** The role control of a user's row in the back office. */
export const UserRoleSchema = z.object({ role })

/** The change-password screen; the current password is asked unless a one-time password is being replaced. */
export const NewPasswordSchema = z
	.object({
		currentPassword: z.string().max(PASSWORD_MAX).optional(),
		password: z
			.string({ error: 'New password is required' })
			.min(PASSWORD_MIN, `New password must be at least ${PASSWORD_MIN} characters`)
			.max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
		confirm: z.string({ error: 'Please repeat the new password' }).max(PASSWORD_MAX),
	})
	.refine((v) => v.password === v.confirm, { message: 'The passwords do not match', path: ['confirm'] })
