// `npm start`: builds when the build is missing or older than the sources, then serves.
import { spawn } from 'node:child_process'
import { ensureBuild, SERVER_ENTRY, SERVER_NODE_FLAGS, serverEnv } from './site-build.ts'

ensureBuild()
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], {
	stdio: 'inherit',
	env: serverEnv(),
})
// The server stops on the first SIGINT or SIGTERM; one sent to this process alone is passed on.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
