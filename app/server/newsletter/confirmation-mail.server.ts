import { oneLine } from '#app/server/mail/enquiry-mail.server.ts'

/**
 * The mail with a reader's confirmation link: plain text and a simple HTML
 * part, both naming the gallery. Pure (tested on its own).
 */
export type ConfirmationMailInput = {
	to: string
	name: string
	galleryName: string
	from: string
	/** The absolute confirmation link. */
	link: string
	/** The site's public origin, shown at the foot. */
	origin: string
	headers?: Record<string, string>
}

export const CONFIRMATION_SUBJECT = (gallery: string) => `Please confirm your subscription to the ${gallery} newsletter`

function escapeHtml(text: string) {
	return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
}

export function buildConfirmationMail({ to, name, galleryName, from, link, origin, headers }: ConfirmationMailInput) {
	const gallery = oneLine(galleryName, 80)
	const greeting = name.trim() ? `Hello ${oneLine(name, 100)},` : 'Hello,'
	const text = [
		greeting,
		'',
		`Please confirm that you would like to receive the ${gallery} newsletter by opening this link:`,
		'',
		link,
		'',
		'The link works for 7 days. If you did not sign up, ignore this email: you will not be subscribed.',
		'',
		'--',
		gallery,
		origin,
	].join('\n')
	const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(gallery)}</title></head>
<body style="margin:0;padding:24px;background:#f7f5f2;font-family:Georgia,'Times New Roman',serif;color:#1c1917">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#ffffff;padding:32px">
<tr><td>
<p style="margin:0 0 24px;font-size:13px;letter-spacing:0.08em;text-transform:uppercase;color:#57534e">${escapeHtml(gallery)}</p>
<p style="margin:0 0 16px;font-size:17px;line-height:1.5">${escapeHtml(greeting)}</p>
<p style="margin:0 0 24px;font-size:17px;line-height:1.5">Please confirm that you would like to receive the ${escapeHtml(gallery)} newsletter.</p>
<p style="margin:0 0 24px"><a href="${escapeHtml(link)}" style="display:inline-block;background:#1c1917;color:#ffffff;padding:12px 20px;text-decoration:none;font-family:Arial,sans-serif;font-size:15px">Confirm subscription</a></p>
<p style="margin:0 0 24px;font-size:14px;line-height:1.5;color:#57534e">The link works for 7 days. If you did not sign up, ignore this email: you will not be subscribed.</p>
<p style="margin:0;font-size:13px;color:#57534e">${escapeHtml(gallery)} · <a href="${escapeHtml(origin)}" style="color:#57534e">${escapeHtml(origin.replace(/^https?:\/\//, ''))}</a></p>
</td></tr></table>
</body></html>`
	return {
		from: { name: gallery, address: from },
		to,
		subject: oneLine(CONFIRMATION_SUBJECT(gallery), 250),
		text,
		html,
		headers,
	}
}
