import { type ActionFunctionArgs } from 'react-router'
import { withoutContact } from '#app/server/api/api.server.ts'
import { UnknownSubjectError } from '#app/data/enquiries.server.ts'
import { EnquirySchema } from '#app/schemas/enquiry.ts'
import { ApiError, apiResource, parseInput, readBody } from '#app/server/api/api.server.ts'
import { enquiryRetryAfter, TOO_MANY_ENQUIRIES } from '#app/server/enquiries/rate-limit.server.ts'
import { submitEnquiry } from '#app/server/enquiries/submit.server.ts'
import { TooManyAttemptsError } from '#app/server/throttle.server.ts'
import { clientAddressOf } from '#app/server/request-context.server.ts'
import { apiFormMessages } from '#app/server/page-language.server.ts'
import { BODY_LIMITS, type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { body: { bytes: BODY_LIMITS.publicForm } }

/**
 * POST /api/enquiries `{ artwork_id?, exhibition_id?, name, email, message, phone? }`:
 * 201 `{ success: true, enquiry }`, 400 with `fields`, 429 with Retry-After
 * after 10 enquiries in an hour from one address, 413 past 64 KiB.
 */
function handlers({ request, context }: ActionFunctionArgs) {
	const address = clientAddressOf(context)
	return {
		POST: async () => {
			const tooMany = (wait: number) => new ApiError(429, TOO_MANY_ENQUIRIES, {}, { 'Retry-After': String(wait) })
			// An address past its limit is answered before its body is read; submitEnquiry counts the limit.
			const wait = await enquiryRetryAfter(address)
			if (wait > 0) throw tooMany(wait)
			// readBody reads at most this route's bound (64 KiB, app/server/body-limits.server.ts): past it, 413.
			const input = parseInput(EnquirySchema, await readBody(request), apiFormMessages(request))
			try {
				const enquiry = await submitEnquiry(input, address)
				return Response.json({ success: true, enquiry: withoutContact(enquiry) }, { status: 201 })
			} catch (error) {
				if (error instanceof TooManyAttemptsError) throw tooMany(error.retryAfter)
				if (error instanceof UnknownSubjectError) {
					throw new ApiError(400, error.message, { fields: { [error.field]: error.message } })
				}
				throw error
			}
		},
	}
}

export const action = (args: ActionFunctionArgs) => apiResource(args.request, handlers(args))
export const loader = action
