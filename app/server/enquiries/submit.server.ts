import { createEnquiry, type EnquiryOrigin } from '#app/data/enquiries.server.ts'
import { type EnquiryInput } from '#app/schemas/enquiry.ts'
import { notifyEnquiry } from '#app/server/mail/outbox.server.ts'
import { releaseEnquiry, reserveEnquiry } from './rate-limit.server.ts'

/**
 * The one path of a new enquiry, from the page's form and from the API:
 * counted against the sender's address (TooManyAttemptsError past the limit),
 * stored (durably; one that cannot be stored is not counted), then mailed in
 * the background. Only the limit and the store can fail the request.
 */
export async function submitEnquiry(input: EnquiryInput, clientAddress: string, from?: EnquiryOrigin) {
	await reserveEnquiry(clientAddress)
	let enquiry: Awaited<ReturnType<typeof createEnquiry>>
	try {
		enquiry = await createEnquiry(input, from)
	} catch (error) {
		await releaseEnquiry(clientAddress)
		throw error
	}
	notifyEnquiry()
	return enquiry
}
