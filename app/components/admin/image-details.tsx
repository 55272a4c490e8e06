import { getFormProps } from '@conform-to/react'
import * as Dialog from '@radix-ui/react-dialog'
import { useFetcher, useLocation, useMatches } from 'react-router'
import { type MouseEvent, useEffect, useRef, useState } from 'react'
import { Field, TextareaField } from '#app/components/forms.tsx'
import { useToast } from '#app/components/toaster.tsx'
import { Badge, buttonClass } from '#app/components/ui/button.tsx'
import { useHydrated } from '#app/components/ui/use-hydrated.ts'
import { ALT_TEXT_MAX, FileDetailsSchema } from '#app/schemas/file-details.ts'
import { storedFileId, variantUrl } from '#app/utils/images.ts'
import { type FormReply, inputProps, lastValue, textareaProps, useAdminForm } from './admin-form.tsx'

/** What staff write about a stored image: its alt text and focal point (docs/admin.md, 'Alt text and focal point'). */
export type ImageDetails = {
	id: number
	name: string
	alt_text: string
	focal_x: number
	focal_y: number
}

/**
 * The stored details of an image, from the page's loader data (`imageDetails`,
 * which edit pages send for the images they show). After a save, React Router reloads
 * that data, so every flag of the same image follows.
 */
function useStoredDetails(id: number | null): ImageDetails | undefined {
	const matches = useMatches()
	if (!id) return undefined
	for (const match of [...matches].reverse()) {
		const list = (match.loaderData as { imageDetails?: ImageDetails[] } | undefined)?.imageDetails
		const found = list?.find((d) => d.id === id)
		if (found) return found
	}
	return undefined
}

/** The page that edits one image's details without JavaScript, returning to `back`. */
export function imageDetailsHref(id: number, back: string) {
	return `/admin/images/${id}?back=${encodeURIComponent(back)}`
}

/**
 * Beside each image in the back office: a flag when it has no alt text, and
 * 'Describe', which opens the alt text and focal point form in a dialog (with
 * JavaScript) or on its own page (without).
 */
export function ImageDetailsControl({ url, name }: { url: string; name: string }) {
	const id = storedFileId(url)
	const stored = useStoredDetails(id)
	const hydrated = useHydrated()
	const location = useLocation()
	const [saved, setSaved] = useState<ImageDetails | null>(null)
	const [open, setOpen] = useState(false)
	if (!id) return null
	// A just-uploaded image has no details yet: no alt text, focal point in the middle.
	const details = saved ?? stored ?? { id, name, alt_text: '', focal_x: 0.5, focal_y: 0.5 }
	const label = `Describe ${name}: alt text and focal point`
	return (
		<div className="mt-1 flex flex-wrap items-center gap-2 text-xs">
			{details.alt_text.trim() ? <Badge tone="green">Alt text</Badge> : <Badge tone="amber">No alt text</Badge>}
			{hydrated ? (
				<button type="button" className="underline" aria-label={label} onClick={() => setOpen(true)}>
					Describe
				</button>
			) : (
				<a className="underline" aria-label={label} href={imageDetailsHref(id, location.pathname + location.search)}>
					Describe
				</a>
			)}
			{open ? (
				<ImageDetailsDialog
					details={details}
					onClose={() => setOpen(false)}
					onSaved={(next) => {
						setSaved(next)
						setOpen(false)
					}}
				/>
			) : null}
		</div>
	)
}

type Reply = { result?: FormReply; saved?: ImageDetails }

function ImageDetailsDialog({
	details,
	onClose,
	onSaved,
}: {
	details: ImageDetails
	onClose: () => void
	onSaved: (details: ImageDetails) => void
}) {
	const fetcher = useFetcher<Reply>()
	const { toast } = useToast()
	const [form, fields] = useImageDetailsForm(details, fetcher.data?.result)
	const saved = fetcher.state === 'idle' ? fetcher.data?.saved : undefined
	const done = useRef(onSaved)
	done.current = onSaved
	useEffect(() => {
		if (!saved) return
		toast({ type: 'success', title: 'Image details saved' })
		done.current(saved)
	}, [saved, toast])
	return (
		<Dialog.Root open onOpenChange={(next) => !next && onClose()}>
			<Dialog.Portal>
				<Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
				<Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl">
					<Dialog.Title className="text-lg font-semibold">Describe {details.name}</Dialog.Title>
					<Dialog.Description className="mt-1 text-sm text-stone-600">
						Alt text is read to visitors who cannot see the image; the focal point stays in view when it is cropped.
					</Dialog.Description>
					{/* The dialog sits inside the edit form in React's tree: its events must not reach that form. */}
					<div onSubmit={(e) => e.stopPropagation()} onChange={(e) => e.stopPropagation()}>
						<fetcher.Form
							method="post"
							action={`/admin/images/${details.id}`}
							className="mt-4 space-y-4"
							{...getFormProps(form)}
						>
							<input type="hidden" name="stay" value="1" />
							<ImageDetailsFields id={details.id} fields={fields} />
							<div className="flex justify-end gap-2">
								<Dialog.Close className={buttonClass.secondary}>Cancel</Dialog.Close>
								<button type="submit" className={buttonClass.primary} disabled={fetcher.state !== 'idle'}>
									{fetcher.state !== 'idle' ? 'Saving...' : 'Save'}
								</button>
							</div>
						</fetcher.Form>
					</div>
				</Dialog.Content>
			</Dialog.Portal>
		</Dialog.Root>
	)
}

/** The alt text and focal point form's conform state, for the dialog and for the page. */
export function useImageDetailsForm(details: ImageDetails, reply?: FormReply) {
	return useAdminForm(FileDetailsSchema, {
		id: `image-${details.id}`,
		reply,
		defaultValue: { alt_text: details.alt_text, focal_x: String(details.focal_x), focal_y: String(details.focal_y) },
	})
}

/**
 * The form's fields, shared by the dialog and the page: alt text, the focal
 * point as two numbers from 0 to 1 (with JavaScript, a click on the preview
 * sets them) and a preview marking the point.
 */
export function ImageDetailsFields({ id, fields }: { id: number; fields: ReturnType<typeof useImageDetailsForm>[1] }) {
	// Kept as typed (a half-typed number is not a number yet); the marker shows what parses.
	const [focal, setFocal] = useState({
		x: lastValue(fields.focal_x.initialValue) || '0.5',
		y: lastValue(fields.focal_y.initialValue) || '0.5',
	})
	const at = (v: string) => `${Math.min(1, Math.max(0, Number(v) || 0)) * 100}%`
	function pick(event: MouseEvent<HTMLDivElement>) {
		const box = event.currentTarget.getBoundingClientRect()
		const round = (v: number) => String(Math.round(Math.min(1, Math.max(0, v)) * 100) / 100)
		setFocal({ x: round((event.clientX - box.left) / box.width), y: round((event.clientY - box.top) / box.height) })
	}
	// The focal fields follow the preview, so their value is React's, not a default.
	const { defaultValue: _x, ...focalX } = inputProps(fields.focal_x, 'number')
	const { defaultValue: _y, ...focalY } = inputProps(fields.focal_y, 'number')
	return (
		<>
			<div className="relative mx-auto w-fit cursor-crosshair" onClick={pick} data-testid="focal-picker">
				<img src={variantUrl(`/api/file/${id}`, 640)} alt="" className="block max-h-64 w-auto rounded" />
				<span
					aria-hidden
					className="absolute size-5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-red-600/70 shadow"
					style={{ left: at(focal.x), top: at(focal.y) }}
				/>
			</div>
			<TextareaField
				label="Alt text"
				rows={3}
				maxLength={ALT_TEXT_MAX}
				hint="What the image shows, for visitors who cannot see it. Left empty, the title stands in."
				{...textareaProps(fields.alt_text)}
			/>
			<div className="grid gap-4 sm:grid-cols-2">
				<Field
					label="Focal point from the left (0 to 1)"
					step="0.01"
					min="0"
					max="1"
					{...focalX}
					value={focal.x}
					onChange={(e) => setFocal((f) => ({ ...f, x: e.target.value }))}
				/>
				<Field
					label="Focal point from the top (0 to 1)"
					step="0.01"
					min="0"
					max="1"
					{...focalY}
					value={focal.y}
					onChange={(e) => setFocal((f) => ({ ...f, y: e.target.value }))}
				/>
			</div>
		</>
	)
}
