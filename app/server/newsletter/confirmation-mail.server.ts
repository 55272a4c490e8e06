import { oneLine } from '#app/server/mail/enquiry-mail.server.ts'
import { type Language } from '#app/utils/languages.ts'

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
	/** The reader's language (contract section 21); English when not known. */
	language?: Language
}

/**
 * The mail's texts in each shipped language, the one place they are kept: a language added to the site adds its
 * texts here (docs/admin.md, 'Languages').
 */
export const CONFIRMATION_TEXTS: Record<
	Language,
	{
		subject: (gallery: string) => string
		hello: (name: string) => string
		ask: (gallery: string) => string
		askShort: (gallery: string) => string
		button: string
		expiry: string
	}
> = {
	en: {
		subject: (gallery) => `Please confirm your subscription to the ${gallery} newsletter`,
		hello: (name) => (name ? `Hello ${name},` : 'Hello,'),
		ask: (gallery) => `Please confirm that you would like to receive the ${gallery} newsletter by opening this link:`,
		askShort: (gallery) => `Please confirm that you would like to receive the ${gallery} newsletter.`,
		button: 'Confirm subscription',
		expiry: 'The link works for 7 days. If you did not sign up, ignore this email: you will not be subscribed.',
	},
	de: {
		subject: (gallery) => `Bitte bestätigen Sie Ihr Abonnement des Newsletters von ${gallery}`,
		hello: (name) => (name ? `Guten Tag ${name},` : 'Guten Tag,'),
		ask: (gallery) =>
			`bitte bestätigen Sie, dass Sie den Newsletter von ${gallery} erhalten möchten, indem Sie diesen Link öffnen:`,
		askShort: (gallery) => `bitte bestätigen Sie, dass Sie den Newsletter von ${gallery} erhalten möchten.`,
		button: 'Abonnement bestätigen',
		expiry:
			'Der Link ist 7 Tage gültig. Wenn Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail einfach: Sie werden nicht eingetragen.',
	},
	fr: {
		subject: (gallery) => `Merci de confirmer votre abonnement à la lettre d’information de ${gallery}`,
		hello: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
		ask: (gallery) =>
			`Merci de confirmer que vous souhaitez recevoir la lettre d’information de ${gallery} en ouvrant ce lien :`,
		askShort: (gallery) => `Merci de confirmer que vous souhaitez recevoir la lettre d’information de ${gallery}.`,
		button: 'Confirmer l’abonnement',
		expiry:
			'Ce lien est valable 7 jours. Si vous ne vous êtes pas inscrit, ignorez cet e-mail : vous ne serez pas abonné.',
	},
}

export const CONFIRMATION_SUBJECT = CONFIRMATION_TEXTS.en.subject

function escapeHtml(text: string) {
	return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
}

export function buildConfirmationMail({
	to,
	name,
	galleryName,
	from,
	link,
	origin,
	headers,
	language = 'en',
}: ConfirmationMailInput) {
	const texts = CONFIRMATION_TEXTS[language]
	const gallery = oneLine(galleryName, 80)
	const greeting = texts.hello(name.trim() ? oneLine(name, 100) : '')
	const text = [greeting, '', texts.ask(gallery), '', link, '', texts.expiry, '', '--', gallery, origin].join('\n')
	const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(gallery)}</title></head>
<body style="margin:0;padding:24px;background:#f7f5f2;font-family:Georgia,'Times New Roman',serif;color:#1c1917">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#ffffff;padding:32px">
<tr><td>
<p style="margin:0 0 24px;font-size:13px;letter-spacing:0.08em;text-transform:uppercase;color:#57534e">${escapeHtml(gallery)}</p>
<p style="margin:0 0 16px;font-size:17px;line-height:1.5">${escapeHtml(greeting)}</p>
<p style="margin:0 0 24px;font-size:17px;line-height:1.5">${escapeHtml(texts.askShort(gallery))}</p>
<p style="margin:0 0 24px"><a href="${escapeHtml(link)}" style="display:inline-block;background:#1c1917;color:#ffffff;padding:12px 20px;text-decoration:none;font-family:Arial,sans-serif;font-size:15px">${escapeHtml(texts.button)}</a></p>
<p style="margin:0 0 24px;font-size:14px;line-height:1.5;color:#57534e">${escapeHtml(texts.expiry)}</p>
<p style="margin:0;font-size:13px;color:#57534e">${escapeHtml(gallery)} · <a href="${escapeHtml(origin)}" style="color:#57534e">${escapeHtml(origin.replace(/^https?:\/\//, ''))}</a></p>
</td></tr></table>
</body></html>`
	return {
		from: { name: gallery, address: from },
		to,
		subject: oneLine(texts.subject(gallery), 250),
		text,
		html,
		headers,
	}
}
