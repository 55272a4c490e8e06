/** An import stopped as a whole (a file that cannot be read, a hostile zip): nothing is written. */
export class ImportStopped extends Error {
	override name = 'ImportStopped'
}
