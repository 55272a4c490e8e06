import { createEnquiry } from '#app/data/enquiries.server.ts'
import { type EnquiryInput } from '#app/schemas/enquiry.ts'
import { notifyEnquiry } from '#app/server/mail/outbox.server.ts'
import { recordEnquiry } from './rate-limit.server.ts'

/**
 * The one path of a new enquiry, from the page's form and from the API:
 * stored first (durably), counted against the sender's address, then mailed
 * in the background. Only the store can fail the request.
 */
export async function submitEnquiry(input: EnquiryInput, request: Request, clientAddress: string) {
	const enquiry = await createEnquiry(input)
	recordEnquiry(clientAddress)
	notifyEnquiry()
	return enquiry
}
