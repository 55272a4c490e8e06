export function now(): string {
	return new Date().toISOString()
}
