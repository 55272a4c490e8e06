import { ready } from '#app/data/db.server.ts'
import { roomUrl } from '#app/data/viewing-rooms.server.ts'
import { type ViewingRoomRecipient, type ViewingRoomRecord } from '#app/schemas/records.ts'
import { oneLine } from '#app/server/mail/enquiry-mail.server.ts'
import { storedFileId, usableImage } from '#app/utils/images.ts'
import { writingIn } from '#app/server/page-language.server.ts'
import { ARTWORK_FIELDS } from '#app/schemas/artwork.ts'
import { VIEWING_ROOM_FIELDS } from '#app/schemas/viewing-room.ts'
import { formatGalleryTime } from '#app/utils/time-zone.ts'

/**
 * A viewing room's invitation (docs/admin.md, 'Viewing rooms'): HTML in the
 * gallery's manner (one column of tables with inline styles, as mail programs
 * want: the cover, the sender's note, up to three of the room's works and the
 * link) with a plain-text part saying the same. Images are JPEGs at
 * PUBLIC_URL that any mail program may load (app/server/files/serve-file.server.ts). It is written in the
 * recipient's language, else the room's (contract section 21): the room's and works' texts where translated, its
 * fixed texts the shipped strings (`invitation.*`, app/utils/i18n), the date in that language's locale.
 */
export const INVITATION_WORKS_SHOWN = 3

export type Invitation = { subject: string; text: string; html: string }

const escape = (text: string) =>
	text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')

const SERIF = "Georgia, 'Times New Roman', serif"
const SANS = 'Helvetica, Arial, sans-serif'

export async function buildInvitation(input: {
	room: ViewingRoomRecord
	recipient: Pick<ViewingRoomRecipient, 'name' | 'token' | 'language'>
	note: string
	galleryName: string
	origin: string
	/** The member of staff who sends it, signing the mail when known. */
	senderName?: string | null
}): Promise<Invitation> {
	const { recipient, origin } = input
	const store = await ready()
	const { lang, localise, t, locale } = writingIn(recipient.language ?? input.room.language)
	const room = localise(VIEWING_ROOM_FIELDS, input.room)
	const gallery = oneLine(input.galleryName, 80)
	const link = roomUrl(origin, recipient.token)
	const image = (url: string | null | undefined, alt: string, width: number) => {
		const usable = usableImage(url)
		if (!usable) return null
		const id = storedFileId(usable)
		if (id)
			return { src: `${origin}/api/file/${id}?w=${width}&fm=jpeg`, alt: store.get('files', id)?.alt_text.trim() || alt }
		return { src: usable.startsWith('/') ? `${origin}${usable}` : usable, alt }
	}
	const works = room.items.flatMap((item) => {
		const work = store.get('artworks', item.artwork_id)
		return work ? [localise(ARTWORK_FIELDS, work)] : []
	})
	const shown = works.slice(0, INVITATION_WORKS_SHOWN).map((work) => ({
		title: work.title,
		artist: work.artist_name,
		year: work.year,
		image: image(
			work.featured_image || work.images[0],
			t('alt.workBy', { title: work.title, artist: work.artist_name }),
			640,
		),
	}))
	const cover = image(room.cover_image, room.title, 1280)
	const note = input.note.replace(/\r\n?/g, '\n').trim()
	const until = room.expires_at ? t('invitation.openUntil', { date: formatGalleryTime(room.expires_at, locale) }) : ''
	const more = works.length > shown.length ? t('invitation.more', { count: works.length - shown.length }) : ''
	const sign = input.senderName ? `${oneLine(input.senderName, 100)}, ${gallery}` : gallery
	const subject = oneLine(t('invitation.subject', { title: room.title, gallery }), 250)
	const dear = t('invitation.dear', { name: oneLine(recipient.name, 100) })
	const yours = t('invitation.yours')

	const text = [
		dear,
		'',
		t('invitation.invites', { gallery, title: oneLine(room.title, 200) }),
		'',
		...(note ? [note, ''] : []),
		link,
		'',
		...(shown.length
			? [...shown.map((w) => `- ${w.artist}, ${w.title}, ${w.year}`), ...(more ? [`  ${more}`] : []), '']
			: []),
		until,
		yours,
		'',
		`-- ${sign}`,
	]
		.filter((line, i, all) => line !== '' || all[i - 1] !== '')
		.join('\n')

	const paragraph = (content: string, style = '') =>
		`<p style="margin:0 0 16px;font-family:${SANS};font-size:15px;line-height:1.6;color:#1c1917;${style}">${content}</p>`
	const workCell = (w: (typeof shown)[number]) =>
		`<td valign="top" width="33%" style="padding:0 6px 16px;">${
			w.image
				? `<img src="${escape(w.image.src)}" alt="${escape(w.image.alt)}" width="176" style="display:block;width:100%;max-width:176px;height:auto;border:0;" />`
				: ''
		}<p style="margin:8px 0 0;font-family:${SANS};font-size:13px;line-height:1.4;color:#1c1917;">${escape(w.artist)}<br /><em>${escape(w.title)}</em>, ${w.year}</p></td>`
	const html = `<!DOCTYPE html>
<html lang="${lang}"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width" /><title>${escape(subject)}</title></head>
<body style="margin:0;padding:0;background:#f5f5f4;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f5f4;"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="width:100%;max-width:600px;background:#ffffff;">
<tr><td style="padding:28px 32px 12px;font-family:${SERIF};font-size:13px;letter-spacing:2px;text-transform:uppercase;color:#57534e;">${escape(gallery)}</td></tr>
${cover ? `<tr><td><img src="${escape(cover.src)}" alt="${escape(cover.alt)}" width="600" style="display:block;width:100%;max-width:600px;height:auto;border:0;" /></td></tr>` : ''}
<tr><td style="padding:28px 32px 8px;">
<h1 style="margin:0 0 20px;font-family:${SERIF};font-size:26px;font-weight:normal;line-height:1.25;color:#1c1917;">${escape(room.title)}</h1>
${paragraph(escape(dear))}
${paragraph(escape(t('invitation.invitesShort', { gallery })))}
${note ? paragraph(escape(note).replace(/\n/g, '<br />'), `border-left:2px solid #a8a29e;padding-left:12px;font-style:italic;`) : ''}
</td></tr>
${
	shown.length
		? `<tr><td style="padding:8px 26px 0;"><table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr>${shown.map(workCell).join('')}</tr></table>${
				more ? `<p style="margin:0 6px 16px;font-family:${SANS};font-size:13px;color:#57534e;">${escape(more)}</p>` : ''
			}</td></tr>`
		: ''
}
<tr><td align="center" style="padding:8px 32px 24px;">
<a href="${escape(link)}" style="display:inline-block;padding:12px 28px;background:#1c1917;color:#ffffff;font-family:${SANS};font-size:14px;letter-spacing:1px;text-decoration:none;">${escape(t('invitation.open'))}</a>
</td></tr>
<tr><td style="padding:0 32px 28px;">
${until ? paragraph(escape(until), 'font-size:13px;color:#57534e;') : ''}
${paragraph(escape(yours), 'font-size:13px;color:#57534e;')}
${paragraph(escape(sign), 'margin:0;')}
</td></tr>
</table></td></tr></table>
</body></html>`
	return { subject, text, html }
}
