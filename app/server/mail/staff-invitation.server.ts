import { getGalleryName } from '#app/data/pages.server.ts'
import { type User } from '#app/schemas/records.ts'
import { mailFrom } from '#app/server/newsletter/unsubscribe.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { oneLine } from './enquiry-mail.server.ts'
import { mailEnabled, sendSiteMail } from './outbox.server.ts'

/**
 * A new staff account's invitation (docs/admin.md, 'Users and roles'): the
 * address of the back office, the username and the one-time password, which
 * works for the first sign-in only, where the new user chooses their own. The
 * password is never stored in clear, so the mail goes when the account is made
 * or not at all; the panel that follows shows the password too, for when the
 * mail does not arrive.
 */

const ROLE_NAMES: Record<User['role'], string> = { admin: 'an admin', editor: 'an editor' }

export function buildStaffInvitation({
	user,
	password,
	galleryName,
	origin,
	invitedBy,
}: {
	user: Pick<User, 'username' | 'role'>
	password: string
	galleryName: string
	origin: string
	invitedBy: string
}) {
	const gallery = oneLine(galleryName, 80)
	return {
		subject: `Your account for ${gallery}'s website`,
		text: [
			`Hello ${user.username},`,
			'',
			`${oneLine(invitedBy, 100)} has made you an account as ${ROLE_NAMES[user.role]} of ${gallery}'s website.`,
			'',
			`Sign in at ${origin}/admin`,
			`Username: ${user.username}`,
			`One-time password: ${password}`,
			'',
			'At the first sign-in you choose a password of your own; the one above then stops working.',
			'If you did not expect this mail, you can ignore it.',
			'',
		].join('\n'),
	}
}

/** Mails the invitation now; true when the mail server took it, else why not, in a sentence. */
export async function mailStaffInvitation(
	user: User,
	password: string,
	invitedBy: { username: string; email?: string | null },
): Promise<true | string> {
	if (!mailEnabled()) return 'Email is off (SMTP_URL is not set): give the password below yourself.'
	if (!user.email) return 'The account has no email address: give the password below yourself.'
	const galleryName = await getGalleryName()
	const mail = buildStaffInvitation({
		user,
		password,
		galleryName,
		origin: getEnv().PUBLIC_URL!,
		invitedBy: invitedBy.username,
	})
	try {
		await sendSiteMail({
			from: { name: oneLine(galleryName, 80), address: mailFrom() },
			to: { name: oneLine(user.username, 100), address: user.email },
			...(invitedBy.email ? { replyTo: { name: oneLine(invitedBy.username, 100), address: invitedBy.email } } : {}),
			subject: mail.subject,
			text: mail.text,
		})
		return true
	} catch (error) {
		console.error(`The invitation of user ${user.id} was not mailed: ${(error as Error).message}`)
		return `The mail server did not accept it (${(error as Error).message}): give the password below yourself.`
	}
}
