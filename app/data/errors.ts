/**
 * The data layer's failures, as the request handlers see them: a missing
 * record (404), a clash with another record (409) and a record the stored
 * schema refuses (400 naming the field). Anything else is a storage failure.
 */
export class StartupError extends Error {
	override name = 'StartupError'
}

export class NotFoundError extends Error {
	override name = 'NotFoundError'
}

export class ConflictError extends Error {
	override name = 'ConflictError'
	readonly field: string
	constructor(field: string, message: string) {
		super(message)
		this.field = field
	}
}

/** A write whose record the load schema would refuse, or that points at a record that does not exist. */
export class InvalidRecordError extends Error {
	override name = 'InvalidRecordError'
	readonly field: string
	constructor(field: string, message: string) {
		super(message)
		this.field = field
	}
}

/**
 * A write refused because the database cannot be reached (PostgreSQL away):
 * nothing was stored, and the same write may be tried again later (503).
 */
export class StorageUnavailableError extends Error {
	override name = 'StorageUnavailableError'
}
