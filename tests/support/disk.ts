import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { makeTempDir } from './server.ts'

/**
 * A real full disk for tests: a small tmpfs mounted on a temp folder (the
 * tests run as root on Linux, locally and in CI). Where mounting is not
 * permitted, `canMount` is false and the tests that need one are skipped,
 * saying why: a full disk is not imitated by a switch in the code under test.
 */
export const canMount: boolean = (() => {
	if (process.platform !== 'linux') return false
	const probe = makeTempDir('mount-probe')
	try {
		execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', probe], { stdio: 'ignore' })
		execFileSync('umount', [probe], { stdio: 'ignore' })
		return true
	} catch {
		return false
	} finally {
		fs.rmSync(probe, { recursive: true, force: true })
	}
})()

export const mountSkipReason = 'needs to mount a small tmpfs (run the integration tests as root on Linux)'

export type SmallDisk = { dir: string; fill: () => string; free: () => void; unmount: () => void }

/** Mounts a tmpfs of `sizeMiB` on a new temp folder. Always call unmount() in teardown. */
export function mountSmallDisk(prefix: string, sizeMiB: number): SmallDisk {
	const dir = makeTempDir(prefix)
	execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeMiB}m,mode=0755`, 'tmpfs', dir])
	const filler = path.join(dir, 'filler')
	return {
		dir,
		/** Writes a file until the disk refuses (ENOSPC): the disk is then full. */
		fill: () => {
			const fd = fs.openSync(filler, 'a')
			const chunk = Buffer.alloc(64 * 1024, 1)
			try {
				for (;;) fs.writeSync(fd, chunk)
			} catch (error) {
				if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error
			}
			// Then the last partial pages, byte-sized writes until nothing fits.
			try {
				for (;;) fs.writeSync(fd, chunk.subarray(0, 512))
			} catch (error) {
				if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error
			} finally {
				fs.closeSync(fd)
			}
			return filler
		},
		free: () => fs.rmSync(filler, { force: true }),
		unmount: () => {
			try {
				execFileSync('umount', [dir], { stdio: 'ignore' })
			} catch {
				// Still busy (a process that failed to stop): detach it now, it goes when released.
				execFileSync('umount', ['-l', dir], { stdio: 'ignore' })
			}
			fs.rmSync(dir, { recursive: true, force: true })
		},
	}
}
