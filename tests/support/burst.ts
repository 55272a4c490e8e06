import net from 'node:net'

export type BurstRequest = {
	method?: string
	path: string
	headers?: Record<string, string>
	body?: string
}

/**
 * Sends `requests` at once, one per socket: every socket is opened (and kept
 * alive) first, then every request is written in the same tick, so the server
 * gets them all before it has answered any. Resolves with each answer's status,
 * in order.
 */
export async function burst(baseUrl: string, requests: BurstRequest[]): Promise<number[]> {
	const { hostname, port } = new URL(baseUrl)
	const sockets = await Promise.all(
		requests.map(
			() =>
				new Promise<net.Socket>((resolve, reject) => {
					const socket = net.connect({ host: hostname, port: Number(port) }, () => resolve(socket))
					socket.setNoDelay(true)
					socket.once('error', reject)
				}),
		),
	)
	const answers = sockets.map(
		(socket) =>
			new Promise<number>((resolve, reject) => {
				let head = ''
				socket.setEncoding('latin1')
				socket.on('data', (text: string) => {
					head += text
					const match = /^HTTP\/1\.1 (\d{3}) /.exec(head)
					if (match) {
						resolve(Number(match[1]))
						socket.destroy()
					}
				})
				socket.on('error', reject)
				socket.on('close', () => reject(new Error(`connection closed before an answer: ${head.slice(0, 80)}`)))
			}),
	)
	requests.forEach((request, i) => {
		const body = Buffer.from(request.body ?? '')
		const headers = {
			Host: `${hostname}:${port}`,
			Connection: 'keep-alive',
			'Content-Length': String(body.length),
			...request.headers,
		}
		const head = Object.entries(headers)
			.map(([name, value]) => `${name}: ${value}\r\n`)
			.join('')
		sockets[i]!.write(
			Buffer.concat([Buffer.from(`${request.method ?? 'POST'} ${request.path} HTTP/1.1\r\n${head}\r\n`), body]),
		)
	})
	return Promise.all(answers)
}

/** How many answers had each status. */
export function tally(statuses: number[]): Record<number, number> {
	const counts: Record<number, number> = {}
	for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1
	return counts
}
