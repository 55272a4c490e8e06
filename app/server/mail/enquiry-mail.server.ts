import { type EnquirySubject } from '#app/data/enquiries.server.ts'
import { type Enquiry } from '#app/schemas/records.ts'

/**
 * The notice the gallery receives for a new enquiry: plain text only, Reply-To
 * the visitor, the work's title and its absolute link. Everything a visitor
 * typed that ends up in a header is first made one line, so no name or title
 * can add a header of its own (nodemailer encodes what remains).
 */
export function oneLine(text: string, max = 200) {
	// Control characters (CR, LF, NUL, ...) are exactly what must never reach a header.
	// eslint-disable-next-line no-control-regex
	const controls = /[\u0000-\u001f\u007f\u2028\u2029]+/g
	return text.replace(controls, ' ').replace(/\s+/g, ' ').trim().slice(0, max)
}

export type EnquiryMailInput = {
	enquiry: Enquiry
	subject: EnquirySubject | null
	/** The site's public origin, e.g. https://gallery.example.org */
	origin: string
	galleryName: string
	from: string
	to: string
	/** The viewing room it was sent from, and the recipient whose link was used. */
	room?: { id: number; title: string; recipient: string | null } | null
}

export function buildEnquiryMail({ enquiry, subject, origin, galleryName, from, to, room }: EnquiryMailInput) {
	const name = oneLine(enquiry.name, 100)
	const about = subject ? `"${oneLine(subject.title, 150)}"` : 'the gallery'
	// A work hidden from the public (one shown only in a viewing room) has no public page: staff get its editor.
	const link = subject ? `${origin}${subject.is_visible ? subject.path : subject.admin_path}` : origin
	const reserve = enquiry.kind === 'reserve'
	const appointment = enquiry.kind === 'appointment'
	const subjectLabel = { artwork: 'Artwork', exhibition: 'Exhibition', fair: 'Fair' }
	const lines = [
		reserve
			? `Request to reserve: ${name} <${enquiry.email}> asks to reserve ${about}.`
			: appointment
				? `Appointment request: ${name} <${enquiry.email}> asks for an appointment at ${about} on ${enquiry.preferred_date}.`
				: `${name} <${enquiry.email}> sent an enquiry about ${about}.`,
		'',
		room
			? `Viewing room: ${oneLine(room.title, 200)}${room.recipient ? ` (the link sent to ${oneLine(room.recipient, 100)})` : ' (the shared link)'}: ${origin}/admin/viewing-rooms/${room.id}/edit`
			: '',
		`${subject ? subjectLabel[subject.kind] : 'Website'}${subject && !subject.is_visible ? ' (hidden from the public)' : ''}: ${link}`,
		enquiry.phone ? `Phone: ${enquiry.phone}` : '',
		'',
		enquiry.message,
		'',
		'--',
		`Reply to this email to answer ${name} directly.`,
		`Every enquiry is also in the inbox: ${origin}/admin/enquiries`,
	]
	return {
		from: { name: oneLine(galleryName, 80), address: from },
		to,
		replyTo: { name, address: enquiry.email },
		subject: oneLine(
			`${reserve ? 'Request to reserve' : appointment ? 'Appointment request at' : 'Enquiry about'} ${about} from ${name}`,
			250,
		),
		text: lines.filter((line, i) => line !== '' || lines[i - 1] !== '').join('\n'),
	}
}
