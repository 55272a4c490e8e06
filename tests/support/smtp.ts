import net from 'node:net'
import { SMTPServer } from 'smtp-server'

/**
 * A real SMTP server for the mail tests (the `smtp-server` package): it
 * receives what the site sends and keeps each message's envelope and raw text.
 * `refuse(n)` makes it answer the next n messages with a permanent 550, `refuse(n, 451)` with a temporary 451.
 */
export type ReceivedMail = { from: string; to: string[]; raw: string; headers: Record<string, string>; text: string }

export const SMTP_USER = 'gallery'
export const SMTP_PASS = 'mail-secret'

/** `beforeAnswer` runs once a message is received and kept, before the server answers it (a test may kill the sender there). */
export async function startSmtp(port = 0, options: { beforeAnswer?: (mail: ReceivedMail) => void } = {}) {
	const messages: ReceivedMail[] = []
	let refusals = 0
	let refusalCode = 550
	const server = new SMTPServer({
		authOptional: true,
		allowInsecureAuth: true,
		disabledCommands: ['STARTTLS'],
		logger: false,
		onAuth(auth, _session, callback) {
			if (auth.username === SMTP_USER && auth.password === SMTP_PASS) callback(null, { user: SMTP_USER })
			else callback(new Error('Invalid username or password'))
		},
		onData(stream, session, callback) {
			const chunks: Buffer[] = []
			stream.on('data', (chunk: Buffer) => chunks.push(chunk))
			stream.on('end', () => {
				if (refusals > 0) {
					refusals -= 1
					const error: Error & { responseCode?: number } = new Error('Mailbox unavailable')
					error.responseCode = refusalCode
					return callback(error)
				}
				const raw = Buffer.concat(chunks).toString('utf8')
				const mail = {
					from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
					to: session.envelope.rcptTo.map((r) => r.address),
					raw,
					...parseMessage(raw),
				}
				messages.push(mail)
				options.beforeAnswer?.(mail)
				callback()
			})
		},
	})
	await new Promise<void>((resolve, reject) => {
		server.once('error', reject)
		server.listen(port, '127.0.0.1', () => resolve())
	})
	const address = server.server.address() as net.AddressInfo
	return {
		port: address.port,
		messages,
		refuse(count: number, code = 550) {
			refusals = count
			refusalCode = code
		},
		stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
	}
}

/** A port nobody listens on (taken from the system, then released). */
export async function freePort(): Promise<number> {
	const probe = net.createServer()
	await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()))
	const { port } = probe.address() as net.AddressInfo
	await new Promise<void>((resolve) => probe.close(() => resolve()))
	return port
}

/** The decoded parts of a multipart message, by content type. */
export function partsOf(mail: ReceivedMail): Record<string, string> {
	const boundary = /boundary="?([^";\s]+)"?/i.exec(mail.headers['content-type'] ?? '')?.[1]
	if (!boundary) return {}
	const parts: Record<string, string> = {}
	for (const chunk of mail.raw.split(`--${boundary}`).slice(1, -1)) {
		const [head = '', ...rest] = chunk.replace(/^\r\n/, '').split('\r\n\r\n')
		const type = /content-type:\s*([^;\r\n]+)/i.exec(head)?.[1]?.trim().toLowerCase() ?? ''
		let body = rest.join('\r\n\r\n')
		if (/quoted-printable/i.test(head))
			body = Buffer.from(
				body
					.replace(/=\r\n/g, '')
					.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
				'latin1',
			).toString('utf8')
		else if (/base64/i.test(head)) body = Buffer.from(body, 'base64').toString('utf8')
		parts[type] = body.replace(/\r\n/g, '\n')
	}
	return parts
}

/** Headers (unfolded, names in lower case; a repeated header keeps its last value) and the decoded text body. */
function parseMessage(raw: string) {
	const [head = '', ...rest] = raw.split('\r\n\r\n')
	const headers: Record<string, string> = {}
	for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
		const colon = line.indexOf(':')
		if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim())
	}
	let text = rest.join('\r\n\r\n')
	if (/quoted-printable/i.test(headers['content-transfer-encoding'] ?? '')) {
		text = Buffer.from(
			text.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
			'latin1',
		).toString('utf8')
	} else if (/base64/i.test(headers['content-transfer-encoding'] ?? '')) {
		text = Buffer.from(text, 'base64').toString('utf8')
	}
	return { headers, text: text.replace(/\r\n/g, '\n') }
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=) back to text. */
function decodeWords(value: string) {
	return value
		.replace(/\?=\s+=\?/g, '?==?')
		.replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset: string, kind: string, body: string) =>
			kind.toUpperCase() === 'B'
				? Buffer.from(body, 'base64').toString('utf8')
				: Buffer.from(
						body
							.replace(/_/g, ' ')
							.replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
						'latin1',
					).toString('utf8'),
		)
}
