import { z } from '#app/utils/zod.ts'
import { optionalText } from './fields.ts'

export const PASSWORD_MAX = 128
export const PASSWORD_MIN = 8

/** The admin login form and POST /api/auth/login. */
export const LoginSchema = z.object({
	username: z
		.string({ error: 'Username is required' })
		.trim()
		.min(1, 'Username is required')
		.max(100, 'Username is too long'),
	password: z
		.string({ error: 'Password is required' })
		.min(1, 'Password is required')
		.max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
})

/** The user edit card and PUT /api/admin/user/{id}. */
export const UserUpdateSchema = z.object({
	username: z
		.string({ error: 'Username is required' })
		.trim()
		.min(3, 'Username must be at least 3 characters')
		.max(50, 'Username must be at most 50 characters'),
	email: optionalText(254, 'Email').refine((v) => v === '' || z.email().safeParse(v).success, {
		message: 'Please enter a valid email address',
	}),
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
