import { describe, expect, it } from 'vitest'
import { maintainedNode, refuseEndOfLifeNode } from './runtime.server.ts'

describe('the Node.js the server runs on', () => {
	it('is 22.22 or newer', () => {
		for (const version of ['v22.22.0', '22.23.1', 'v24.21.0', 'v26.10.0'])
			expect(maintainedNode(version), version).toBe(true)
		for (const version of ['v20.20.2', 'v22.21.9', 'v18.20.0', 'v21.7.3'])
			expect(maintainedNode(version), version).toBe(false)
	})
	it('refuses to start on an end-of-life one with one line saying what to do', () => {
		expect(() => refuseEndOfLifeNode('v20.20.2')).toThrow(
			'Node.js v20.20.2 is past its end of life. Start the server with npm start or npm run serve (they run on the Node.js 24 that npm install brought), or with Node.js 22.22 or newer',
		)
		expect(() => refuseEndOfLifeNode('v24.21.0')).not.toThrow()
	})
	it('is what this test runs on, as npm test runs it', () => {
		expect(maintainedNode(process.version), process.version).toBe(true)
	})
})
