// Preloaded with NODE_OPTIONS=--import: on exit, writes the process's peak resident size (KiB) to MAX_RSS_FILE.
import fs from 'node:fs'
import process from 'node:process'

process.on('exit', () => {
	if (process.env.MAX_RSS_FILE) fs.writeFileSync(process.env.MAX_RSS_FILE, String(process.resourceUsage().maxRSS))
})
