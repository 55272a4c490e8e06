import fs from 'node:fs'
import http from 'node:http'

/**
 * Sends a large body to the server and resolves with the answer as soon as it
 * arrives, without waiting for (or failing on) the rest of the upload: the
 * server may close the connection once it has refused the body.
 */
export type LargePost = {
	pathname: string
	bytes: number
	/** Without a Content-Length the body goes out chunked and has to be counted as it streams. */
	chunked?: boolean
	contentType?: string
	headers?: Record<string, string>
}

export function postLarge(baseUrl: string, post: LargePost): Promise<{ status: number; body: string }> {
	const url = new URL(post.pathname, baseUrl)
	const chunk = Buffer.alloc(256 * 1024, 'a')
	return new Promise((resolve, reject) => {
		const req = http.request(url, {
			method: 'POST',
			headers: {
				'Content-Type': post.contentType ?? 'application/x-www-form-urlencoded',
				...(post.chunked ? {} : { 'Content-Length': String(post.bytes) }),
				...post.headers,
			},
		})
		let answered = false
		req.on('response', (res) => {
			answered = true
			let body = ''
			res.setEncoding('utf8')
			res.on('data', (text) => (body += text))
			const done = () => {
				resolve({ status: res.statusCode ?? 0, body })
				req.destroy()
			}
			res.on('end', done)
			res.on('error', done)
		})
		req.on('error', (error) => {
			if (!answered) reject(error)
		})
		let sent = 0
		const write = () => {
			while (!answered && sent < post.bytes) {
				const part = chunk.subarray(0, Math.min(chunk.length, post.bytes - sent))
				sent += part.length
				if (!req.write(part)) return void req.once('drain', write)
			}
			if (!answered) req.end()
		}
		write()
	})
}

/** The peak resident memory of a process so far (VmHWM), in bytes. */
export function peakMemory(pid: number): number {
	const match = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))
	if (!match) throw new Error(`No VmHWM for process ${pid}`)
	return Number(match[1]) * 1024
}
