import { type ActionFunctionArgs } from 'react-router'
import { withoutContact } from '#app/server/api/api.server.ts'
import { AlreadySubscribedError, subscriberView } from '#app/data/newsletter.server.ts'
import { NewsletterSchema } from '#app/schemas/newsletter.ts'
import { handleApi, methodNotAllowed, parseInput, readBody } from '#app/server/api/api.server.ts'
import { CONFIRM_SENTENCE, signUp, signUpPage } from '#app/server/newsletter/signup.server.ts'
import { newsletterThrottle, throttleKey } from '#app/server/throttle.server.ts'
import { clientAddressOf } from '#app/server/request-context.server.ts'
import { apiFormMessages } from '#app/server/page-language.server.ts'

export async function loader() {
	return methodNotAllowed(['POST'])
}

/**
 * A sign-up is a disk write: past the throttle's limit per client address, 429 with Retry-After.
 * With double opt-in the reader is pending until they confirm (docs/admin.md, "Newsletter: readers").
 */
export async function action({ request, context }: ActionFunctionArgs) {
	if (request.method !== 'POST') return methodNotAllowed(['POST'])
	return handleApi(async () => {
		const input = parseInput(NewsletterSchema, await readBody(request), apiFormMessages(request))
		await newsletterThrottle.reserve(throttleKey(clientAddressOf(context)))
		try {
			const { subscriber, pending } = await signUp({
				email: input.email,
				name: input.name,
				source: 'api',
				page: signUpPage(request),
				language: input.language,
			})
			// Pending: the reader confirms from the link mailed to them (docs/api.md).
			return Response.json(
				{
					success: true,
					subscriber: withoutContact(subscriberView(subscriber)),
					...(pending ? { message: CONFIRM_SENTENCE } : {}),
				},
				{ status: 201 },
			)
		} catch (error) {
			if (error instanceof AlreadySubscribedError) {
				return Response.json({ success: false, error: 'This email is already subscribed' }, { status: 409 })
			}
			throw error
		}
	})
}
