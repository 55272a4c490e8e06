import { type InputFrom, inputFor } from '#app/data/lookup.ts'
import { getPageContent, setPageVisibility, updatePage, type AllPageContent } from '#app/data/pages.server.ts'
import { type WriteOptions } from '#app/data/revisions.server.ts'
import { type PageInput } from '#app/schemas/page.ts'
import { ALWAYS_VISIBLE_PAGES, type PageKey } from '#app/schemas/records.ts'
import { HeldBackError, problemsHoldingBack } from './guard.server.ts'
import { pageSubject } from './subjects.server.ts'

/**
 * A page's settings with the checks before publishing in front (contract section 23), as
 * app/server/checks/guard.server.ts does for the collections: a save asking a page shown with problems saves it
 * hidden, and showing a hidden page with problems is refused (HeldBackError). Home, Exhibitions and Contact are
 * always shown, so their problems are reported only. "Publish anyway" shows a page past them (publish.server.ts).
 */
export async function updatePageChecked(
	key: PageKey,
	input: InputFrom<AllPageContent, PageInput>,
	options: WriteOptions = {},
): Promise<AllPageContent> {
	if (ALWAYS_VISIBLE_PAGES.includes(key)) return updatePage(key, input, options)
	const content = await getPageContent()
	const current = content.pages[key]
	const value = inputFor(input, content)
	const held =
		value.is_visible &&
		(await problemsHoldingBack(pageSubject(key, value), current.isVisible ? pageSubject(key, current) : null)).length >
			0
	// The values are made again inside the write, over the latest page, as the write would without checks.
	return updatePage(key, held ? (latest) => ({ ...inputFor(input, latest), is_visible: false }) : input, options)
}

/** The eye button and `is_visible` alone: showing a hidden page with problems is refused with the reason. */
export async function setPageVisibilityChecked(key: PageKey, visible: boolean, options: WriteOptions = {}) {
	const current = (await getPageContent()).pages[key]
	if (visible && !current.isVisible) {
		const problems = await problemsHoldingBack(pageSubject(key, current), null)
		if (problems.length) throw new HeldBackError('pages', problems)
	}
	return setPageVisibility(key, visible, options)
}
