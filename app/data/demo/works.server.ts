import { type Hung } from './installation-view.server.ts'
import { type ImageRecipe, type WorkEntry } from './content.ts'
import { studioPhotograph } from './object.server.ts'
import { canvasTooth, paint } from './painting.server.ts'
import { photograph } from './photograph.server.ts'
import { createRandom } from './random.ts'
import { addGrain, type Picture, resizePicture } from './raster.server.ts'
import { weave } from './textile.server.ts'

/**
 * The pixel size of a work's image: the work's own proportions (height x
 * width in cm), the long side at 1,200 px (1,600 for a panorama), which the
 * variants (up to 960 or 1,280 px wide) show sharply and which is quick to make.
 */
export function pixelSize(work: Pick<WorkEntry, 'cm' | 'image' | 'large'>): [number, number] {
	if (work.large) return [4000, Math.round((4000 * work.cm[0]) / work.cm[1])]
	// Objects are photographed upright, on a 4:5 sheet.
	if (work.image.kind === 'object') return [960, 1200]
	const ratio = work.cm[1] / work.cm[0]
	if (ratio < 1) return [Math.round(1200 * ratio), 1200]
	if (ratio < 1.9) return [1200, Math.round(1200 / ratio)]
	return [1600, Math.round(1600 / ratio)]
}

function draw(recipe: ImageRecipe, seed: number, width: number, height: number, aspect: number): Promise<Picture> {
	switch (recipe.kind) {
		case 'painting':
			return paint(seed, recipe.style, recipe.palette, width, height)
		case 'photograph':
			return photograph(seed, recipe.scene, width, height)
		case 'textile':
			return weave(seed, recipe.weave, recipe.palette, width, height)
		case 'object':
			return studioPhotograph(seed, recipe.object, recipe.glaze, aspect, width, height)
	}
}

/**
 * A work's image (at `scale` of its size: tests draw small ones). Soft
 * pictures (paint, light) are drawn at a smaller size and enlarged, then
 * given their grain (and a large painting its canvas weave) at full size:
 * the same look in a fifth of the time. Cloth is woven thread by thread at
 * full size.
 */
export async function drawWork(work: WorkEntry, seed: number, scale = 1): Promise<Picture> {
	const [width, height] = pixelSize(work).map((v) => Math.round(v * scale)) as [number, number]
	const aspect = work.cm[1] / work.cm[0]
	if (work.image.kind === 'textile') return draw(work.image, seed, width, height, aspect)
	const drawn = work.large ? 0.3 : 0.45
	const small = await draw(work.image, seed, Math.round(width * drawn), Math.round(height * drawn), aspect)
	const full = await resizePicture(small, width, height, work.large ? 'linear' : 'lanczos3')
	if (work.large) canvasTooth(full, 3.5, 0.05)
	addGrain(full, createRandom(seed + 1), work.image.kind === 'photograph' ? 5 : 3)
	return full
}

/** How a work hangs (or stands) in an installation view. */
export function hung(work: WorkEntry, picture: Picture): Hung {
	if (work.image.kind === 'object') {
		return {
			kind: 'object',
			object: work.image.object,
			glaze: work.image.glaze,
			heightCm: work.cm[0],
			widthCm: work.cm[1],
			plinth: work.image.object === 'vessel',
		}
	}
	const frame =
		work.image.kind === 'photograph'
			? 'black'
			: work.image.kind === 'painting' && work.image.style === 'river'
				? 'white'
				: 'none'
	return { kind: 'wall', picture, widthCm: work.cm[1], heightCm: work.cm[0], frame }
}
