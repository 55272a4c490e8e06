import { buildOnce } from '../support/build.ts'
import { cleanTempRoot, prepareTemplate } from '../support/server.ts'

export default async function setup() {
	buildOnce()
	cleanTempRoot()
	await prepareTemplate()
}
