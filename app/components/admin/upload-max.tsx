import { useMatches } from 'react-router'

/** The largest image an upload accepts, in MB (UPLOAD_MAX_MB, handed out by the back office's layout loader). */
export function useUploadMaxMb(): number {
	for (const match of useMatches()) {
		const mb = (match.loaderData as { uploadMaxMb?: unknown } | null | undefined)?.uploadMaxMb
		if (typeof mb === 'number') return mb
	}
	return 10
}
