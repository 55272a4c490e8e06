import { ensureBuild } from '../../scripts/site-build.ts'

/** Builds once when the sources changed; every tier then uses the same build. */
export function buildOnce() {
	ensureBuild()
}
