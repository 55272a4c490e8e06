import { z } from 'zod'

/**
 * zod for code that also runs in the browser. There zod would probe
 * `new Function` to compile faster parsers, and a strict CSP reports that
 * probe as a violation even though zod catches it: jitless skips it. It must
 * be set before any object schema is made, hence this module, imported
 * instead of 'zod' by every schema. The server keeps the faster parsers.
 */
if (typeof document !== 'undefined') z.config({ jitless: true })

export { z }
