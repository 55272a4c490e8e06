import { buttonClass } from '#app/components/ui/button.tsx'

/** An edit form's conflict, as the action answers it (app/server/admin/entity-forms.server.ts). */
export type EditConflict = {
	version: number
	message: string
	username: string
	at: string | null
	fields: string[]
}

/** A stored field name as staff read it: 'assigned_artists' → 'Assigned artists'. */
export function fieldLabel(field: string) {
	const words = field.replace(/_/g, ' ')
	return words.charAt(0).toUpperCase() + words.slice(1)
}

/**
 * Said above an edit form whose record someone else saved since it was
 * opened: who and when, the fields they changed, and the choice. "Keep
 * theirs" loads the page afresh (mine is dropped); "Save mine anyway" submits
 * the form, whose hidden version is now the current one. Works without
 * JavaScript: a link and a submit button.
 */
export function ConflictNotice({
	conflict,
	reloadHref,
	intent = 'save',
}: {
	conflict: EditConflict
	reloadHref: string
	/** The form's own save intent, sent by "Save mine anyway". */
	intent?: string
}) {
	return (
		<div
			role="alert"
			aria-labelledby="conflict-title"
			className="space-y-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
		>
			<p id="conflict-title" className="font-semibold">
				{conflict.message}
			</p>
			<p>Your changes were not saved. They are still in the form below.</p>
			{conflict.fields.length ? (
				<div>
					<p>Fields they changed:</p>
					<ul className="mt-1 flex flex-wrap gap-1.5" aria-label="Fields that differ">
						{conflict.fields.map((field) => (
							<li key={field} className="rounded bg-amber-100 px-2 py-0.5 text-xs font-medium">
								{fieldLabel(field)}
							</li>
						))}
					</ul>
				</div>
			) : null}
			<div className="flex flex-wrap gap-2">
				<a href={reloadHref} className={buttonClass.secondary}>
					Keep theirs
				</a>
				<button type="submit" name="intent" value={intent} className={buttonClass.primary}>
					Save mine anyway
				</button>
			</div>
		</div>
	)
}
