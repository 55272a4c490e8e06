import { warning, type Check, type CheckSubject } from './check.ts'

/** A collector's first questions: what is it made of, and how big is it. */
export function artworkDetailChecks(subject: CheckSubject): Check[] {
	const details = subject.details
	if (!details) return []
	const checks: Check[] = []
	if (!details.medium.trim())
		checks.push(warning('artwork-medium', 'medium', 'No medium: say what the work is made of.'))
	const measured = [details.height, details.width, details.depth].some((v) => v !== null && v > 0)
	if (!measured && !details.size.trim()) {
		checks.push(warning('artwork-dimensions', 'height', 'No dimensions: give the height and width (or the size).'))
	}
	return checks
}
