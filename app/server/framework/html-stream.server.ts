import { Transform, type TransformCallback } from 'node:stream'
import { StringDecoder } from 'node:string_decoder'

/**
 * Works around two faults of the renderers this project is on (Remix 2 with
 * single fetch, React 18), both of which made the W3C checker fail. The
 * rendered document is repaired on its way out:
 *
 * - Remix renders its streamed hydration data (single fetch) as a sibling of
 *   the document, so React writes those scripts after `</html>`. The stream
 *   holds back the closing `</body></html>` and writes it after everything
 *   else, so the scripts end up inside the body.
 * - React 18 fills its output in 2 KiB views; when a multi-byte character does
 *   not fit at the end of one, it still sends the whole view, padded with NUL
 *   bytes. NUL never belongs in an HTML document (or in the data embedded in
 *   it), so it is dropped.
 *
 * Everything else passes through as it comes: streaming is kept.
 * `html-stream.server.test.ts` checks the repairs, and fails when React or
 * Remix leaves the major version these faults were seen in, so that whoever
 * upgrades checks whether the rewrite is still needed (tests/integration/
 * html-validity.test.ts shows whether pages still validate without it).
 */
const CLOSING = '</body></html>'

export function documentStream() {
	const decoder = new StringDecoder('utf8')
	let pending = ''
	let held = false
	return new Transform({
		transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback) {
			pending += (typeof chunk === 'string' ? chunk : decoder.write(chunk)).replaceAll('\u0000', '')
			if (!held) {
				const at = pending.indexOf(CLOSING)
				if (at !== -1) {
					held = true
					pending = pending.slice(0, at) + pending.slice(at + CLOSING.length)
				}
			}
			// Before the closing tags are found, keep back a tail that could be their start.
			const keep = held ? 0 : Math.min(pending.length, CLOSING.length - 1)
			const out = pending.slice(0, pending.length - keep)
			pending = pending.slice(pending.length - keep)
			callback(null, out || undefined)
		},
		flush(callback: TransformCallback) {
			callback(null, pending + decoder.end().replaceAll('\u0000', '') + (held ? CLOSING : ''))
		},
	})
}
