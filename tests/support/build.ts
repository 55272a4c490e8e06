import { ensureBuild } from '../../scripts/start.js'

/** Builds once when the sources changed; every tier then uses the same build. */
export function buildOnce() {
	ensureBuild()
}
