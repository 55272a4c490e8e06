import { useRef, useState } from 'react'
import { useToast } from '#app/components/toaster.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import { useHydrated } from '#app/components/ui/use-hydrated.ts'
import { ImageDetailsControl } from './image-details.tsx'
import { Thumb } from './thumb.tsx'
import { uploadOne } from './upload-transport.ts'

/**
 * One image (a featured image, a profile picture): upload with preview,
 * 'Remove Image', or pick one of `choices`. Without JavaScript it is a radio
 * list of the choices plus "No image"; with `fallbackInput` a file input
 * `files` uploads with the form (the action then uses the first new file).
 */
export function SingleImageField({
	name,
	label,
	category,
	value,
	onChange,
	choices = [],
	uploadLabel = 'Upload Image',
	fallbackInput = false,
	successMessage = 'Image uploaded successfully',
	failureMessage = 'Failed to upload image',
}: {
	name: string
	label: string
	category: string
	value: string
	onChange: (url: string) => void
	choices?: string[]
	uploadLabel?: string
	fallbackInput?: boolean
	successMessage?: string
	failureMessage?: string
}) {
	const hydrated = useHydrated()
	const { toast } = useToast()
	const input = useRef<HTMLInputElement>(null)
	const [percent, setPercent] = useState<number | null>(null)
	const [sessionIds, setSessionIds] = useState<number[]>([])
	const inputId = `${name}-file`
	const options = [...new Set([value, ...choices].filter(Boolean))]

	if (!hydrated) {
		return (
			<fieldset className="rounded-lg border border-stone-200 p-4">
				<legend className="px-1 text-sm font-medium">{label}</legend>
				<div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
					<label className="flex items-center gap-2 text-sm">
						<input type="radio" name={name} value="" defaultChecked={!value} /> No image
					</label>
					{options.map((url) => (
						<div key={url} className="text-xs">
							<label>
								<Thumb image={{ url, name: url.split('/').pop() ?? url, size: null }} />
								<span className="mt-1 flex items-center gap-2">
									<input type="radio" name={name} value={url} defaultChecked={url === value} /> Use this image
								</span>
							</label>
							{url === value ? <ImageDetailsControl url={url} name={label} /> : null}
						</div>
					))}
				</div>
				{fallbackInput ? (
					<div className="mt-3">
						<label htmlFor={inputId} className="mb-1 block text-sm">
							{uploadLabel}
						</label>
						<input id={inputId} type="file" name="files" accept="image/*" className="text-sm" />
					</div>
				) : null}
			</fieldset>
		)
	}

	async function upload(file: File) {
		setPercent(0)
		try {
			const stored = await uploadOne(file, category, setPercent)
			if (stored.id) setSessionIds((ids) => [...ids, stored.id!])
			onChange(stored.url)
			toast({ type: 'success', title: successMessage })
		} catch {
			toast({ type: 'error', title: 'Error', description: failureMessage })
		} finally {
			setPercent(null)
			if (input.current) input.current.value = ''
		}
	}

	return (
		<fieldset className="rounded-lg border border-stone-200 p-4">
			<legend className="px-1 text-sm font-medium">{label}</legend>
			<input type="hidden" name={name} value={value} />
			{sessionIds.map((id) => (
				<input key={id} type="hidden" name="session_uploads" value={id} />
			))}
			<div className="flex flex-wrap items-start gap-4">
				<div className="w-40">
					{value ? (
						<>
							<Thumb image={{ url: value, name: `${label} preview`, size: null }} />
							<ImageDetailsControl url={value} name={label} />
						</>
					) : (
						<div className="flex aspect-square w-full items-center justify-center rounded-md bg-stone-100 text-xs text-stone-600">
							No image
						</div>
					)}
				</div>
				<div className="flex flex-col gap-2">
					<label htmlFor={inputId} className="sr-only">
						{label}: choose a file
					</label>
					<input
						ref={input}
						id={inputId}
						type="file"
						accept="image/*"
						className="sr-only"
						tabIndex={-1}
						onChange={(e) => e.target.files?.[0] && void upload(e.target.files[0])}
					/>
					<button
						type="button"
						className={buttonClass.secondary}
						disabled={percent !== null}
						onClick={() => input.current?.click()}
					>
						{percent !== null ? 'Uploading...' : uploadLabel}
					</button>
					{percent !== null ? <progress max={100} value={percent} aria-label={`Uploading ${label}`} /> : null}
					{value ? (
						<button type="button" className={buttonClass.smallDanger} onClick={() => onChange('')}>
							Remove Image
						</button>
					) : null}
				</div>
			</div>
			{choices.length ? (
				<div className="mt-3">
					<p className="mb-1 text-xs text-stone-600">Or choose from the gallery images:</p>
					<ul className="flex flex-wrap gap-2">
						{choices.map((url) => (
							<li key={url}>
								<button
									type="button"
									onClick={() => onChange(url)}
									aria-pressed={url === value}
									aria-label={`Use ${url.split('/').pop()} as ${label.toLowerCase()}`}
									className={`block w-16 rounded-md border-2 ${url === value ? 'border-stone-900' : 'border-transparent'}`}
								>
									<Thumb image={{ url, name: '', size: null }} />
								</button>
							</li>
						))}
					</ul>
				</div>
			) : null}
		</fieldset>
	)
}
