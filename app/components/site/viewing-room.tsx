import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult, useForm } from '@conform-to/react'
import { Form, useNavigation } from 'react-router'
import { Link } from '#app/utils/i18n/links.tsx'
import { usePageLanguage } from '#app/utils/i18n/use-page-language.ts'
import { type ReactNode } from 'react'
import { ErrorSummary, FieldError, Honeypot } from '#app/components/forms.tsx'
import { publicFieldLabel } from '#app/utils/i18n/form-messages.ts'
import { type PublicImage } from '#app/utils/images.ts'
import { ArtworkViewer } from './artwork-viewer.tsx'
import { SafeImage } from './safe-image.tsx'
import { SalesLine } from './sales-line.tsx'

/**
 * The collector's viewing room (docs/public-site.md, 'Viewing rooms'): the
 * room's works one after the other, each whole and large with deep zoom, its
 * caption, live availability and the room's price, the note, and a form to
 * enquire or to ask to reserve it. Every form posts without JavaScript. Its fixed texts are the page's language's
 * (the room's own language: room-page.server.ts sends its link to the room's language's address).
 */

export type RoomWorkData = {
	id: number
	slug: string
	title: string
	artist_name: string
	year: number | null
	medium: string
	dimensions: string
	edition: string
	description: string
	availability: string
	sold: boolean
	reservable: boolean
	price: string
	note: string
	images: PublicImage[]
	defaultMessage: string
	/** The fields shown in the default language, the page's own lacking (their `lang`, app/schemas/localise.ts). */
	fallback?: readonly string[]
}

export type RoomReply = SubmissionResult<string[]>
type Constraint = NonNullable<NonNullable<Parameters<typeof useForm>[0]>['constraint']>

const label = 'text-xs tracking-[0.08em] text-muted uppercase'
const inputClass =
	'mt-1 w-full border-0 border-b border-stone-400 bg-transparent px-0 py-2 focus:border-ink aria-[invalid]:border-red-700'
const button = 'border border-ink px-5 py-2 text-sm hover:bg-ink hover:text-white disabled:opacity-60'

/** A page of the room that is not the room itself: closed, not found, not yet open, the password form. */
export function RoomNotice({ heading, children }: { heading: string; children?: ReactNode }) {
	const { t } = usePageLanguage()
	return (
		<section className="mx-auto max-w-2xl px-6 pt-16 pb-24 sm:pt-24" data-testid="room-notice">
			<p className={label}>{t('room.label')}</p>
			<h1 className="mt-3 font-display text-4xl tracking-tight sm:text-5xl">{heading}</h1>
			<div className="mt-6 text-lg leading-relaxed">{children}</div>
		</section>
	)
}

export function ContactDetails({ contact }: { contact: { email: string; phone: string; address: string } }) {
	const lines = [
		contact.email ? (
			<a key="email" href={`mailto:${contact.email}`} className="underline underline-offset-4">
				{contact.email}
			</a>
		) : null,
		contact.phone ? <span key="phone">{contact.phone}</span> : null,
		contact.address ? (
			<span key="address" className="whitespace-pre-line">
				{contact.address}
			</span>
		) : null,
	].filter(Boolean)
	if (lines.length === 0) return null
	return (
		<address className="mt-6 flex flex-col gap-1 text-base not-italic" data-testid="room-contact">
			{lines}
		</address>
	)
}

export function PasswordForm({ action, reply }: { action: string; reply?: RoomReply }) {
	const [form, fields] = useForm<{ password: string }>({
		id: 'room-password',
		lastResult: reply,
		shouldValidate: 'onSubmit',
	})
	const busy = useNavigation().state === 'submitting'
	const { t } = usePageLanguage()
	return (
		// A whole page load, as the room's links are: the room that opens is a view, counted on the document's GET.
		<Form method="post" action={action} reloadDocument {...getFormProps(form)} className="mt-8 max-w-sm">
			<input type="hidden" name="intent" value="password" />
			{form.errors?.length ? (
				<p role="alert" className="mb-4 border-l-2 border-red-700 pl-3 text-sm text-red-900">
					{form.errors[0]}
				</p>
			) : null}
			<label htmlFor={fields.password.id} className="text-sm text-muted">
				{t('room.password')}
			</label>
			<input
				{...getInputProps(fields.password, { type: 'password' })}
				required
				autoComplete="current-password"
				className={inputClass}
			/>
			<FieldError id={fields.password.errorId} errors={fields.password.errors} />
			<button type="submit" disabled={busy} className={`${button} mt-6`}>
				{t('room.enter')}
			</button>
		</Form>
	)
}

/** The caption block of a work in the room: artist; title, year; medium, dimensions, edition; availability and price; the note. */
export function RoomCaption({
	work,
	heading = 'h2',
	link,
}: {
	work: RoomWorkData
	heading?: 'h1' | 'h2'
	link?: string
}) {
	const Heading = heading
	const { t, langOf } = usePageLanguage()
	const facts = [work.medium, work.dimensions, work.edition].filter(Boolean)
	const title = (
		<>
			<span className="italic" lang={langOf(work, 'title')}>
				{work.title}
			</span>
			{work.year ? <span>{`, ${work.year}`}</span> : null}
		</>
	)
	return (
		<div className="text-base leading-relaxed">
			<p className="text-lg">{work.artist_name}</p>
			<Heading
				className={`font-display font-normal ${heading === 'h1' ? 'text-2xl sm:text-3xl' : 'text-xl sm:text-2xl'}`}
			>
				{link ? (
					// Each page of the room loads whole: a view is counted once, on the document's GET (room-page.server.ts).
					<Link to={link} reloadDocument className="underline-offset-4 hover:underline">
						{title}
					</Link>
				) : (
					title
				)}
			</Heading>
			{facts.length ? (
				<ul className="mt-3 text-muted" aria-label={t('artwork.details')}>
					{facts.map((fact) => (
						<li key={fact} lang={fact === work.medium ? langOf(work, 'medium') : undefined}>
							{fact}
						</li>
					))}
				</ul>
			) : null}
			<SalesLine availability={work.availability} sold={work.sold} price={work.price} />
			{work.note ? (
				<p className="mt-5 max-w-prose whitespace-pre-line" data-testid="room-note">
					{work.note}
				</p>
			) : null}
		</div>
	)
}

/**
 * "Enquire" and "Request to reserve" about one work: one form, two buttons
 * (the button pressed is the enquiry's kind), the recipient's name and email
 * filled in. Posts to the page, which redirects back with a flash message.
 */
export function RoomEnquiryForm({
	action,
	work,
	recipient,
	constraint,
	reply,
}: {
	action: string
	work: RoomWorkData
	recipient: { name: string; email: string } | null
	constraint: Constraint
	reply?: RoomReply
}) {
	const [form, fields] = useForm<{ name: string; email: string; phone: string; message: string }>({
		id: `room-enquiry-${work.id}`,
		lastResult: reply,
		defaultValue: { name: recipient?.name ?? '', email: recipient?.email ?? '', message: work.defaultMessage },
		constraint,
		shouldValidate: 'onSubmit',
	})
	const navigation = useNavigation()
	const busy = navigation.state === 'submitting' && navigation.formData?.get('artwork_id') === String(work.id)
	const { t } = usePageLanguage()
	return (
		<Form method="post" action={action} {...getFormProps(form)} className="mt-4 grid gap-5 sm:grid-cols-2">
			<input type="hidden" name="artwork_id" value={work.id} />
			<ErrorSummary
				formId={form.id}
				errors={form.allErrors}
				intro={t('form.pleaseCorrect')}
				label={(field) => publicFieldLabel(field, t)}
				className="border-l-2 border-red-700 pl-3 text-sm text-red-900 sm:col-span-2"
			/>
			{/* One field a row: in a work page's narrow column, two side by side left the email too short for an address. */}
			<div className="sm:col-span-2">
				<label htmlFor={fields.name.id} className="text-sm text-muted">
					{t('enquiry.name')}
				</label>
				<input {...getInputProps(fields.name, { type: 'text' })} autoComplete="name" className={inputClass} />
				<FieldError id={fields.name.errorId} errors={fields.name.errors} />
			</div>
			<div className="sm:col-span-2">
				<label htmlFor={fields.email.id} className="text-sm text-muted">
					{t('enquiry.email')}
				</label>
				<input {...getInputProps(fields.email, { type: 'email' })} autoComplete="email" className={inputClass} />
				<FieldError id={fields.email.errorId} errors={fields.email.errors} />
			</div>
			<div className="sm:col-span-2">
				<label htmlFor={fields.phone.id} className="text-sm text-muted">
					{t('enquiry.phone')}
				</label>
				<input
					{...getInputProps(fields.phone, { type: 'tel' })}
					required={false}
					autoComplete="tel"
					className={inputClass}
				/>
				<FieldError id={fields.phone.errorId} errors={fields.phone.errors} />
			</div>
			<div className="sm:col-span-2">
				<label htmlFor={fields.message.id} className="text-sm text-muted">
					{t('enquiry.message')}
				</label>
				<textarea
					{...getTextareaProps(fields.message)}
					rows={4}
					className="mt-2 w-full border border-stone-400 bg-transparent p-3 focus:border-ink aria-[invalid]:border-red-700"
				/>
				<FieldError id={fields.message.errorId} errors={fields.message.errors} />
			</div>
			<Honeypot id={`room-website-${work.id}`} />
			<div className="flex flex-wrap gap-3 sm:col-span-2">
				<button type="submit" name="kind" value="enquiry" disabled={busy} className={button}>
					{t('artwork.enquire')}
				</button>
				{work.reservable ? (
					<button type="submit" name="kind" value="reserve" disabled={busy} className={button}>
						{t('room.reserve')}
					</button>
				) : null}
			</div>
		</Form>
	)
}

/** One work on the room page: the image (deep zoom on click), the caption beside it, the form folded under. */
export function RoomWork({
	work,
	base,
	recipient,
	constraint,
	reply,
}: {
	work: RoomWorkData
	base: string
	recipient: { name: string; email: string } | null
	constraint: Constraint
	reply?: RoomReply
}) {
	const link = `${base}/${work.slug}`
	const { t } = usePageLanguage()
	return (
		<li className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-16" data-testid="room-work">
			<ArtworkViewer
				images={work.images.slice(0, 1)}
				title={work.title}
				artist={work.artist_name}
				year={work.year}
				initialIndex={0}
			/>
			<div className="lg:pt-2">
				<RoomCaption work={work} link={link} />
				<details className="mt-6" open={Boolean(reply)}>
					<summary className="cursor-pointer text-sm underline-offset-4 hover:underline">
						{work.reservable ? t('room.enquireOrReserve') : t('room.enquireAbout')}
					</summary>
					<RoomEnquiryForm action={base} work={work} recipient={recipient} constraint={constraint} reply={reply} />
				</details>
			</div>
		</li>
	)
}

export function RoomCover({ image }: { image: PublicImage | null }) {
	if (!image) return null
	return (
		<SafeImage
			image={image}
			sizes="(min-width: 1280px) 1232px, calc(100vw - 48px)"
			priority
			fit="contain"
			className="mt-10 block h-auto max-h-[70vh] w-auto max-w-full"
			fallbackClassName="mt-10 aspect-[16/9] w-full"
		/>
	)
}

export function PreviewBanner({ text }: { text: string | null }) {
	if (!text) return null
	return (
		<p className="bg-ink px-6 py-2 text-center text-sm text-white" role="status" data-testid="room-preview">
			{text}
		</p>
	)
}

/** Unknown, revoked and draft links all read the same. */
export function RoomNotFound() {
	const { t } = usePageLanguage()
	return (
		<RoomNotice heading={t('room.notFound')}>
			<p>{t('room.notFoundText')}</p>
		</RoomNotice>
	)
}

/** A closed or expired room: the gallery's contact details. */
export function RoomClosed({ contact }: { contact: { email: string; phone: string; address: string } }) {
	const { t } = usePageLanguage()
	return (
		<RoomNotice heading={t('room.closed')}>
			<p>{t('room.closedText')}</p>
			<ContactDetails contact={contact} />
		</RoomNotice>
	)
}

function RoomNotYetOpen({ title, opens }: { title: string; opens: string }) {
	const { t } = usePageLanguage()
	return <RoomNotice heading={title}>{t('room.opensOn', { date: opens })}</RoomNotice>
}

function RoomPrivate() {
	const { t } = usePageLanguage()
	return <p>{t('room.private')}</p>
}

/** What a room's link shows before the room itself, in the order the loader decides it. */
export type RoomGateState =
	| { state: 'not-found' }
	| { state: 'closed'; contact: { email: string; phone: string; address: string } }
	| { state: 'not-yet-open'; title: string; opens: string }
	| { state: 'password'; title: string; path: string }

/** The page a room's link shows instead of the room (not found, closed, not yet open, password), or null once it is open. */
export function roomGate(page: RoomGateState | { state: 'open' }, reply?: RoomReply): ReactNode {
	switch (page.state) {
		case 'not-found':
			return <RoomNotFound />
		case 'closed':
			return <RoomClosed contact={page.contact} />
		case 'not-yet-open':
			return <RoomNotYetOpen title={page.title} opens={page.opens} />
		case 'password':
			return (
				<RoomNotice heading={page.title}>
					<RoomPrivate />
					<PasswordForm action={page.path} reply={reply} />
				</RoomNotice>
			)
		default:
			return null
	}
}
