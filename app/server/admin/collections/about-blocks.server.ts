import { holdBackProblems } from '#app/server/checks/guard.server.ts'
import { aboutBlockSubject } from '#app/server/checks/subjects.server.ts'
import {
	createAboutBlock,
	deleteAboutBlock,
	getAboutBlock,
	listAboutBlocks,
	setAboutBlockVisibility,
	updateAboutBlock,
} from '#app/data/about-blocks.server.ts'
import { AboutBlockSchema } from '#app/schemas/about-block.ts'
import { COLLECTIONS } from '#app/utils/collections.ts'
import { defineApiCollection } from './collection.server.ts'

/** About blocks: their API (the back office edits them on the About tab of Page Content). */
export const aboutBlocks = defineApiCollection({
	...COLLECTIONS.aboutBlocks,
	schema: AboutBlockSchema,
	data: {
		...holdBackProblems(
			'about-blocks',
			{
				get: (id) => getAboutBlock(id, 'all'),
				create: createAboutBlock,
				update: updateAboutBlock,
				setVisibility: setAboutBlockVisibility,
			},
			aboutBlockSubject,
		),
		list: () => listAboutBlocks('all'),
		remove: deleteAboutBlock,
	},
})
