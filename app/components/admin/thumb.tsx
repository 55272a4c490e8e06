import { useState } from 'react'
import { variantUrl } from '#app/utils/images.ts'
import { type UploadedImage } from './upload-transport.ts'

/** A square preview of an uploaded image, whole; a broken one says it must be uploaded again. */
export function Thumb({ image }: { image: UploadedImage }) {
	const [broken, setBroken] = useState(false)
	return (
		<div className="relative aspect-square w-full overflow-hidden rounded-md bg-stone-100">
			{broken ? (
				<div className="absolute inset-0 flex flex-col items-center justify-center bg-stone-200 p-1 text-center text-xs text-stone-600">
					<span className="font-medium">Image Not Available</span>
					<span>Re-upload required</span>
				</div>
			) : (
				<img
					src={variantUrl(image.url, 320)}
					alt={image.name}
					className="h-full w-full object-contain"
					onError={() => setBroken(true)}
				/>
			)}
		</div>
	)
}
