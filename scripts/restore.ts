// `npm run restore -- FILE [--force]`: checks a backup completely, then puts it into
// DATA_DIR and UPLOADS_DIR (see docs/operations.md).
import { runServerCommand } from './server-command.ts'

await runServerCommand('restoreCommand')
