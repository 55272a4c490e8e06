import { describe, expect, it } from 'vitest'
import { isViewingRoomPath } from './viewing-room-path.ts'

describe('isViewingRoomPath', () => {
	it('reads the path as the router does: decoded, in any case, repeated slashes as one', () => {
		for (const path of [
			'/viewing-room/abc',
			'/%76iewing-room/abc',
			'/VIEWING-ROOM',
			'//viewing-room/abc',
			'/viewing%2Droom/x',
			'/de/viewing-room/abc',
			'/FR//viewing-room',
		])
			expect(isViewingRoomPath(path), path).toBe(true)
		for (const path of [
			'/',
			'/viewing-rooms',
			'/admin/viewing-rooms/1',
			'/%zz/viewing-room',
			'/de/viewing-rooms',
			'/deu/viewing-room/x',
		])
			expect(isViewingRoomPath(path), path).toBe(false)
	})
})
