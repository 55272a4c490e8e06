import { EnquirySchema } from '#app/schemas/enquiry.ts'
import { parseForm } from '#app/utils/form.ts'

/**
 * The enquiry form's check in the browser. `EnquiryForm` imports this module
 * when a visitor first focuses the form, so zod is not part of the script
 * that every artwork and exhibition page runs on load.
 */
export function validateEnquiry(formData: FormData) {
	return parseForm(formData, EnquirySchema)
}
