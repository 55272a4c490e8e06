import { describe, expect, it } from 'vitest'
import { answered, isPermanent, nextTry, RETRY_MAX_MS } from './retry.ts'

describe('notice retries', () => {
	it('waits 1 s, 2 s, 4 s, ... up to 10 minutes', () => {
		expect([0, 1, 2, 3].map((n) => nextTry(n, 1000).notBefore - 1000)).toEqual([1000, 2000, 4000, 8000])
		expect(nextTry(2, 0).failures).toBe(3)
		expect(nextTry(40, 0).notBefore).toBe(RETRY_MAX_MS)
	})
	it('gives up on a message only when the mail server refuses that message with a 5xx', () => {
		expect(isPermanent({ responseCode: 550, code: 'EMESSAGE' })).toBe(true)
		expect(isPermanent({ responseCode: 553, code: 'EENVELOPE' })).toBe(true)
		expect(isPermanent({ responseCode: 451, code: 'EMESSAGE' })).toBe(false)
		expect(isPermanent({ responseCode: 421, code: 'EENVELOPE' })).toBe(false)
		expect(isPermanent({ responseCode: 535, code: 'EAUTH' })).toBe(false)
		expect(isPermanent({ code: 'ECONNECTION' })).toBe(false)
		expect(isPermanent(new Error('socket hang up'))).toBe(false)
		expect(isPermanent(undefined)).toBe(false)
	})
	it('tells a server that answered from one out of reach', () => {
		expect(answered({ responseCode: 451, code: 'EMESSAGE' })).toBe(true)
		expect(answered({ code: 'ECONNECTION' })).toBe(false)
		expect(answered(null)).toBe(false)
	})
})
