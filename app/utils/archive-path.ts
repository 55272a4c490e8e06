/**
 * Whether a path inside a backup archive is one a restore may write: relative,
 * `/`-separated, without `.` or `..` segments, under `data/` or `uploads/`
 * (or the manifest itself). Returns the reason it is not, or null.
 */
export const ARCHIVE_FOLDERS = ['data', 'uploads'] as const

export function unsafeArchivePath(entryPath: string): string | null {
	if (entryPath === 'manifest.json') return null
	if (entryPath === '') return 'an empty path'
	// eslint-disable-next-line no-control-regex
	if (/[\u0000-\u001f\\]/.test(entryPath)) return 'a backslash or control character'
	if (entryPath.startsWith('/') || /^[a-zA-Z]:/.test(entryPath)) return 'an absolute path'
	const segments = entryPath.split('/')
	if (segments.includes('..')) return 'a ".." segment'
	if (segments.some((s) => s === '' || s === '.')) return 'an empty or "." segment'
	if (!(ARCHIVE_FOLDERS as readonly string[]).includes(segments[0]!) || segments.length < 2) {
		return 'a path outside data/ and uploads/'
	}
	return null
}
