import { type Config } from '@react-router/dev/config'

export default {
	// Server-rendered: every page works without JavaScript (docs/architecture.md).
	ssr: true,
	serverModuleFormat: 'esm',
} satisfies Config
