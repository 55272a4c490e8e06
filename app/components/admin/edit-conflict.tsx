import { buttonClass } from '#app/components/ui/button.tsx'
import { type FormConflict, KEEP_PREFIX } from '#app/utils/conflict-values.ts'

/** An edit form's conflict, as the action answers it (app/server/admin/entity-forms.server.ts). */
export type EditConflict = FormConflict

/**
 * Said above an edit form whose record someone else saved since it was
 * opened: who and when, what they changed (from, to), and for each field both
 * of us changed their value beside mine with a choice of which to keep. "Keep
 * theirs" loads the page afresh (mine is dropped); "Save mine anyway" submits
 * the form with `merge`, so only the fields I changed are written over theirs
 * (docs/admin.md, 'History and conflicts'). Works without JavaScript: a link,
 * radios and a submit button.
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
			<input type="hidden" name="merge" value="1" />
			<p id="conflict-title" className="font-semibold">
				{conflict.message}
			</p>
			<p>Your changes were not saved. They are still in the form below.</p>
			{conflict.changed.length ? (
				<div>
					<p>Fields they changed:</p>
					<ul className="mt-1 space-y-1" aria-label="Fields that differ">
						{conflict.changed.map((c) => (
							<li key={c.field} className="break-words">
								<span className="font-medium">{c.label}</span>: {c.before} →{' '}
								<span className="font-medium">{c.theirs}</span>
							</li>
						))}
					</ul>
				</div>
			) : null}
			{conflict.clashes.length ? (
				<div className="space-y-2">
					<p>You both changed {conflict.clashes.length === 1 ? 'this field' : 'these fields'}: choose which to keep.</p>
					{conflict.clashes.map((c) => (
						<fieldset key={c.field} className="rounded border border-amber-200 bg-white/60 p-2">
							<legend className="px-1 font-medium">{c.label}</legend>
							<div className="grid gap-1 sm:grid-cols-2">
								<label className="flex items-start gap-2 break-words">
									<input type="radio" name={`${KEEP_PREFIX}${c.field}`} value="mine" defaultChecked className="mt-1" />
									<span>
										Keep mine: <span className="font-medium">{c.mine}</span>
									</span>
								</label>
								<label className="flex items-start gap-2 break-words">
									<input type="radio" name={`${KEEP_PREFIX}${c.field}`} value="theirs" className="mt-1" />
									<span>
										Keep theirs: <span className="font-medium">{c.theirs}</span>
									</span>
								</label>
							</div>
						</fieldset>
					))}
				</div>
			) : null}
			<p>Save mine anyway writes only the fields you changed; the ones only they changed stay as they left them.</p>
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
