/** Where scripts/node.js writes what it compiles. */
export const OUT_DIR: string
/** Compiles a TypeScript entry of the repository into build/node/; answers the compiled file's path. */
export function compileForNode(entry: string): string
