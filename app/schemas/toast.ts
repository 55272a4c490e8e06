import { z } from '#app/utils/zod.ts'

/** A flash message: set by an action, shown on the next page as a banner or a toast. */
export const ToastSchema = z.object({
	id: z.string(),
	type: z.enum(['success', 'error']),
	title: z.string(),
	description: z.string().optional(),
})
export type Toast = z.infer<typeof ToastSchema>
export type ToastInput = Omit<Toast, 'id'> & { id?: string }
