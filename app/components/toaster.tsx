import { lazy, Suspense, useEffect, useState } from 'react'
import { useHydrated } from '#app/components/ui/use-hydrated.ts'
import { type Toast } from '#app/schemas/toast.ts'

/**
 * Shows the flashed toast. Before hydration (or without JavaScript) it is a
 * plain status banner, sticky at the foot of the screen and with a place of its
 * own at the end of the page, so scrolled to the end it covers none of the
 * page's buttons (docs/public-site.md, "Toasts"); after hydration Radix Toast
 * takes over in a fixed layer. Neither shifts anything above it.
 */
export function Toaster({ toast }: { toast: Toast | null }) {
	const hydrated = useHydrated()
	const [toasts, setToasts] = useState<Toast[]>(toast ? [toast] : [])
	useEffect(() => {
		if (toast) setToasts((list) => (list.some((t) => t.id === toast.id) ? list : [...list, toast]))
	}, [toast])
	useEffect(() => {
		const onToast = (event: Event) => {
			const t = (event as CustomEvent<Toast>).detail
			setToasts((list) => [...list, t])
		}
		window.addEventListener(CLIENT_TOAST_EVENT, onToast)
		return () => window.removeEventListener(CLIENT_TOAST_EVENT, onToast)
	}, [])

	if (!hydrated) return toast ? <StaticToasts toasts={[toast]} /> : null

	if (toasts.length === 0) return null
	// Radix Toast is fetched with the first toast: most visits never see one, and its script would only add
	// to the page's start-up work. Until it has loaded, the toasts show as the plain banner.
	return (
		<Suspense fallback={<StaticToasts toasts={toasts} />}>
			<ToastStack toasts={toasts} onClose={(id) => setToasts((list) => list.filter((x) => x.id !== id))} />
		</Suspense>
	)
}

const ToastStack = lazy(() => import('./toast-stack.tsx'))

function StaticToasts({ toasts }: { toasts: Toast[] }) {
	return (
		<div
			className="pointer-events-none sticky bottom-0 z-50 flex flex-col items-center gap-2 px-4 pt-2 pb-4"
			data-testid="static-toasts"
			// A flashed toast is shown by the scripts (it closes itself), so its page starts them without waiting
			// for the visitor's first act (DeferredScripts).
			data-needs-scripts=""
		>
			{toasts.map((toast) => (
				<div
					key={toast.id}
					role={toast.type === 'error' ? 'alert' : 'status'}
					className={`${toastClass(toast)} pointer-events-auto`}
					data-toast={toast.type}
				>
					<p className="font-semibold">{toast.title}</p>
					{toast.description ? <p className="text-sm">{toast.description}</p> : null}
				</div>
			))}
		</div>
	)
}

export function toastClass(toast: Toast) {
	const tone =
		toast.type === 'error' ? 'border-red-700 bg-red-50 text-red-900' : 'border-stone-300 bg-white text-stone-900'
	return `relative w-full max-w-sm rounded-lg border p-4 pr-8 shadow-lg ${tone}`
}

const CLIENT_TOAST_EVENT = 'gallery:toast'

/** Shows a toast from the browser (uploads, exports); flashed toasts still come from the server. */
export function showToast(input: Omit<Toast, 'id'>) {
	const detail: Toast = { ...input, id: `client-${Date.now()}-${Math.random().toString(36).slice(2)}` }
	window.dispatchEvent(new CustomEvent(CLIENT_TOAST_EVENT, { detail }))
}

export function useToast() {
	return { toast: showToast }
}
