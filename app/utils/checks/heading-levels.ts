import { warning, type Check, type CheckSubject } from './check.ts'
import { headingsOf } from './text-marks.ts'

/**
 * Headings that skip a level ('##' then '####') leave a screen reader's outline with a hole. A text sits under
 * its page's own title (level 1), so its first heading is level 2 at most.
 */
export function headingLevelChecks(subject: CheckSubject): Check[] {
	const checks: Check[] = []
	for (const { field, text } of subject.texts) {
		let previous = 1
		for (const heading of headingsOf(text)) {
			if (heading.level > previous + 1) {
				checks.push(
					warning(
						'heading-skip',
						field,
						`The heading "${heading.text}" is level ${heading.level} after level ${previous}: use level ${previous + 1}.`,
					),
				)
				break
			}
			previous = heading.level
		}
	}
	return checks
}
