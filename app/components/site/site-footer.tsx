import { Link } from 'react-router'
import { type ContactInfo } from '#app/schemas/records.ts'
import { nowMs } from '#app/utils/clock.ts'
import { profileUrl } from '#app/utils/social-platforms.ts'

const COLLABORATORS = ['Arts Council', 'City Museum', 'Print Guild', 'Open Studios', 'Design Week']

/** Five collaborator marks, drawn inline so nothing is downloaded. */
function CollaboratorLogos() {
	return (
		<ul aria-label="Collaborators" className="flex flex-wrap items-center gap-x-6 gap-y-3">
			{COLLABORATORS.map((name, i) => (
				<li key={name} className="flex items-center gap-2 text-xs tracking-[0.08em] text-muted uppercase">
					<svg role="img" aria-label={`${name} logo`} width="20" height="20" viewBox="0 0 28 28">
						{i % 2 === 0 ? (
							<circle cx="14" cy="14" r="11" fill="none" stroke="currentColor" strokeWidth="2" />
						) : (
							<rect x="4" y="4" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" />
						)}
						<circle cx="14" cy="14" r={3 + i} fill="currentColor" />
					</svg>
					<span>{name}</span>
				</li>
			))}
		</ul>
	)
}

const label = 'text-xs tracking-[0.08em] text-muted uppercase'

/** The footer: quiet text on the white ground under a hairline, every part of it kept. */
export function SiteFooter({
	galleryName,
	description,
	hours,
	contact,
}: {
	galleryName: string
	description: string
	hours: string
	contact: ContactInfo
}) {
	const hasContact = Boolean(contact.email || contact.phone || contact.instagram || contact.address)
	const year = new Date(nowMs()).getFullYear()
	const logo = (
		<Link to="/" className="font-display text-lg font-medium tracking-tight" aria-label={`${galleryName} home`}>
			{galleryName}
		</Link>
	)
	const copyright = (
		<p className="text-xs text-muted">
			© {year} {galleryName}. All rights reserved.
		</p>
	)
	if (!hasContact) {
		return (
			<footer className="mt-auto border-t border-rule text-sm" data-layout="simple">
				<div className="mx-auto flex max-w-3xl flex-col items-center gap-6 px-6 py-14 text-center">
					{logo}
					{description ? <p className="text-muted">{description}</p> : null}
					{hours ? (
						<p>
							<span className="text-muted">Gallery Hours: </span>
							{hours}
						</p>
					) : null}
					<CollaboratorLogos />
					{copyright}
				</div>
			</footer>
		)
	}
	return (
		<footer className="mt-auto border-t border-rule text-sm" data-layout="full">
			<div className="mx-auto grid max-w-7xl gap-10 px-6 py-14 md:grid-cols-3">
				<div className="space-y-3">
					{logo}
					{description ? <p className="max-w-xs text-muted">{description}</p> : null}
				</div>
				<div className="space-y-2">
					<h2 className={label}>Gallery Hours</h2>
					<p>{hours || 'By appointment'}</p>
				</div>
				<div className="space-y-2">
					<h2 className={label}>Contact</h2>
					<address className="space-y-1 not-italic">
						{contact.email ? (
							<p>
								<a className="underline-offset-4 hover:underline" href={`mailto:${contact.email}`}>
									{contact.email}
								</a>
							</p>
						) : null}
						{contact.phone ? (
							<p>
								<a className="underline-offset-4 hover:underline" href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}>
									{contact.phone}
								</a>
							</p>
						) : null}
						{contact.instagram ? (
							<p>
								<a
									className="underline-offset-4 hover:underline"
									href={profileUrl('instagram', contact.instagram)}
									target="_blank"
									rel="noopener noreferrer"
								>
									Instagram {contact.instagram}
								</a>
							</p>
						) : null}
						{contact.address ? <p className="whitespace-pre-line">{contact.address}</p> : null}
					</address>
				</div>
			</div>
			<div className="mx-auto flex max-w-7xl flex-col gap-6 px-6 pb-10 md:flex-row md:items-center md:justify-between">
				<CollaboratorLogos />
				{copyright}
			</div>
		</footer>
	)
}
