import { buttonClass } from '#app/components/ui/button.tsx'
import { type Check } from '#app/utils/checks/check.ts'

/** The `intent` of a one-click fix's button: `fix:status=auto` (app/server/admin/entity-forms.server.ts reads it). */
export const fixIntent = (fix: NonNullable<Check['fix']>) => `fix:${fix.field}=${fix.value}`

/**
 * A check's one-click fix ('From dates'): a submit button of the record's form, posting to the record's action
 * without JavaScript. The fix alone is saved.
 */
export function CheckFixButton({ check, about }: { check: Check; about: string }) {
	if (!check.fix) return null
	return (
		<button
			type="submit"
			name="intent"
			value={fixIntent(check.fix)}
			formNoValidate
			className={buttonClass.secondary}
			aria-label={`${check.fix.label}: ${about}`}
		>
			{check.fix.label}
		</button>
	)
}
