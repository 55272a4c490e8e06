import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

/**
 * A package loaded when it is first used rather than when the server starts: for the libraries only some requests
 * need (mail, documents), whose hundreds of modules would otherwise be resolved and compiled by every start
 * (docs/architecture.md, "Start").
 */
export function onFirstUse<T>(name: string): () => T {
	let loaded: T | undefined
	return () => (loaded ??= require(name) as T)
}
