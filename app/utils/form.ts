import { parseWithZod } from '@conform-to/zod/v4'
import { type z } from 'zod'

/**
 * Parses a form with one of the shared schemas, on the server (actions) and in
 * the browser (conform's onValidate). The schemas already turn blank fields
 * into their defaults, so conform's own coercion, which would make a blank
 * optional field `undefined` after those defaults ran, is switched off.
 */
export function parseForm<S extends z.ZodType>(formData: FormData, schema: S) {
	return parseWithZod(formData, { schema, disableAutoCoercion: true })
}
