import { buildOnce } from '../support/build.ts'
import { prepareTemplate } from '../support/server.ts'

export default async function setup() {
	buildOnce()
	await prepareTemplate()
}
