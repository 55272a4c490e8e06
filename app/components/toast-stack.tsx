import * as ToastPrimitive from '@radix-ui/react-toast'
import { type Toast } from '#app/schemas/toast.ts'
import { toastClass } from './toaster.tsx'

/** The toasts once JavaScript runs (Radix Toast: announced, dismissable, swiped away); loaded with the first toast. */
export default function ToastStack({ toasts, onClose }: { toasts: Toast[]; onClose: (id: string) => void }) {
	return (
		<ToastPrimitive.Provider swipeDirection="right" duration={5000}>
			{toasts.map((t) => (
				<ToastPrimitive.Root
					key={t.id}
					className={toastClass(t)}
					data-toast={t.type}
					type={t.type === 'error' ? 'foreground' : 'background'}
					onOpenChange={(open) => {
						if (!open) onClose(t.id)
					}}
				>
					<ToastPrimitive.Title className="font-semibold">{t.title}</ToastPrimitive.Title>
					{t.description ? (
						<ToastPrimitive.Description className="text-sm">{t.description}</ToastPrimitive.Description>
					) : null}
					<ToastPrimitive.Close
						aria-label="Dismiss"
						className="absolute top-2 right-2 rounded px-1 text-lg leading-none opacity-70 hover:opacity-100"
					>
						×
					</ToastPrimitive.Close>
				</ToastPrimitive.Root>
			))}
			<ToastPrimitive.Viewport className="fixed right-0 bottom-0 z-50 flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-sm" />
		</ToastPrimitive.Provider>
	)
}
