// `npm run backup [-- --out FILE]`: one .tar.gz of the database and every original upload,
// taken while the server keeps serving (see docs/operations.md).
import { runServerCommand } from './server-command.ts'

await runServerCommand('backupCommand')
