import { type ActionFunctionArgs } from '@remix-run/node'
import { AlreadySubscribedError, subscribe } from '#app/data/newsletter.server.ts'
import { NewsletterSchema } from '#app/schemas/newsletter.ts'
import { handleApi, methodNotAllowed, parseInput, readBody } from '#app/server/api/api.server.ts'

export async function loader() {
	return methodNotAllowed(['POST'])
}

export async function action({ request }: ActionFunctionArgs) {
	if (request.method !== 'POST') return methodNotAllowed(['POST'])
	return handleApi(async () => {
		const input = parseInput(NewsletterSchema, await readBody(request))
		try {
			const subscriber = await subscribe({ email: input.email, name: input.name, source: 'api' })
			return Response.json({ success: true, subscriber }, { status: 201 })
		} catch (error) {
			if (error instanceof AlreadySubscribedError) {
				return Response.json({ success: false, error: 'This email is already subscribed' }, { status: 409 })
			}
			throw error
		}
	})
}
