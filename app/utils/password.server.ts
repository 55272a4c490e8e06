import crypto from 'node:crypto'
import bcrypt from 'bcryptjs'

// Cost 10 keeps a sign-in near 70 ms on a small VPS while staying far from brute-forceable.
const COST = 10

/**
 * bcrypt reads only the first 72 bytes, so the password is first reduced to a
 * SHA-256 digest: every one of its (up to 128) characters counts.
 */
function prehash(password: string) {
	return crypto.createHash('sha256').update(password, 'utf8').digest('base64')
}

export function hashPassword(password: string) {
	return bcrypt.hash(prehash(password), COST)
}

export function verifyPassword(password: string, hash: string) {
	return bcrypt.compare(prehash(password), hash)
}

// Compared against when the username is unknown, so both cases take as long.
let dummyHash: Promise<string> | undefined
export async function spendVerifyTime(password: string) {
	dummyHash ??= hashPassword(crypto.randomBytes(16).toString('hex'))
	await verifyPassword(password, await dummyHash)
}

export function generatePassword() {
	return crypto.randomBytes(15).toString('base64url')
}
