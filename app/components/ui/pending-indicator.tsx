import { useNavigation } from 'react-router'
import { loadingTextFor } from '#app/utils/loading-text.ts'

/**
 * During a client-side navigation, a thin bar and the page's loading text
 * ('Loading exhibitions...' etc.). Server-rendered pages never show it.
 */
export function PendingIndicator() {
	const navigation = useNavigation()
	if (navigation.state !== 'loading' || !navigation.location) return null
	return (
		<div
			role="status"
			aria-live="polite"
			className="pointer-events-none fixed inset-x-0 top-0 z-50"
			data-testid="pending-indicator"
		>
			<div className="h-1 w-full bg-accent motion-safe:animate-pulse" />
			<p className="mx-auto mt-2 w-fit rounded-full bg-ink px-4 py-1 text-sm text-white shadow">
				{loadingTextFor(navigation.location.pathname)}
			</p>
		</div>
	)
}
