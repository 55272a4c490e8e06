import type Nodemailer from 'nodemailer'
import type SMTPTransport from 'nodemailer/lib/smtp-transport'
import { onFirstUse } from '#app/server/on-first-use.server.ts'

const nodemailer = onFirstUse<typeof Nodemailer>('nodemailer')

/** A connection to the site's mail server (`SMTP_URL`), made with nodemailer. */
export function smtpTransport(options: SMTPTransport.Options) {
	return nodemailer().createTransport(options)
}

export type SmtpTransport = ReturnType<typeof smtpTransport>
