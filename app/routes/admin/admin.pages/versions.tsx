import { Link } from 'react-router'
import { createContext, useContext } from 'react'
import { ConflictNotice, type EditConflict } from '#app/components/admin/edit-conflict.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import { type PagePart } from '#app/schemas/page-parts.ts'

/**
 * The versions of the parts of Page Content (docs/admin.md, 'History and
 * conflicts'): each form carries the version it was opened with, and a save
 * over a newer one comes back with the conflict notice above the form.
 */
export type PageVersions = {
	versions: Record<PagePart, number>
	/** The refused form's part and its conflict, after a stale save. */
	conflict?: { part: string; conflict: EditConflict }
}

export const PageVersionsContext = createContext<PageVersions | null>(null)

/** Inside a form: its hidden version, and the conflict notice when its save was refused. */
export function PartVersion({ part, intent, reloadHref }: { part: PagePart; intent: string; reloadHref: string }) {
	const state = useContext(PageVersionsContext)
	if (!state) return null
	const conflict = state.conflict?.part === part ? state.conflict.conflict : undefined
	return (
		<>
			<input type="hidden" name="version" value={conflict?.version ?? state.versions[part]} />
			{conflict ? <ConflictNotice conflict={conflict} reloadHref={reloadHref} intent={intent} /> : null}
		</>
	)
}

/** The link to a part's history screen. */
export function HistoryLink({ part, label }: { part: PagePart; label: string }) {
	return (
		<Link to={`/admin/pages/${part}/history`} className={buttonClass.small} aria-label={`History of the ${label}`}>
			History
		</Link>
	)
}
