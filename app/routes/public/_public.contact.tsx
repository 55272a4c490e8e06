import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, type MetaFunction, data } from 'react-router'
import { useActionData, useFetcher, useLoaderData } from 'react-router'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { type validateNewsletter } from '#app/components/site/newsletter-validation.ts'
import { PageHero } from '#app/components/site/page-hero.tsx'
import { AlreadySubscribedError } from '#app/data/newsletter.server.ts'
import { getPageContent, hasContactInfo } from '#app/data/pages.server.ts'
import { useRootData } from '#app/root.tsx'
import { NewsletterSchema } from '#app/schemas/newsletter.ts'
import { parseForm } from '#app/utils/form.ts'
import { publicMeta } from '#app/utils/meta.ts'
import { redirectWithToast } from '#app/server/toast.server.ts'
import { newsletterThrottle, throttleKey, TooManyAttemptsError } from '#app/server/throttle.server.ts'
import { FieldError, Honeypot, PublicSubmit } from '#app/components/forms.tsx'
import { readFormData } from '#app/server/http.server.ts'
import { CONFIRM_SENTENCE, doubleOptIn, signUp, signUpPage } from '#app/server/newsletter/signup.server.ts'
import { clientAddressOf } from '#app/server/request-context.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { pageParams: [] }

export const meta: MetaFunction<typeof loader> = (args) =>
	publicMeta(args, { page: args.loaderData?.title ?? 'Contact Us', description: args.loaderData?.description })

/** The newsletter fields' `required` and lengths, read from the schema here so the page's script need not carry zod. */
const NEWSLETTER_CONSTRAINT = getZodConstraint(NewsletterSchema)

export async function loader() {
	const { pages, contactInfo } = await getPageContent()
	return {
		constraint: NEWSLETTER_CONSTRAINT,
		title: pages.contact.title,
		description: pages.contact.description,
		contact: hasContactInfo(contactInfo) ? contactInfo : null,
	}
}

export const SUBSCRIBED_TOAST = {
	type: 'success',
	title: 'Success!',
	description: 'Thank you for subscribing to our newsletter!',
} as const

export async function action({ request, context }: ActionFunctionArgs) {
	const submission = parseForm(await readFormData(request), NewsletterSchema)
	if (submission.status !== 'success') {
		return data({ result: submission.reply() }, { status: 400 })
	}
	// Each sign-up is a disk write: a few per address and hour (the throttle), then a toast asks to wait.
	try {
		await newsletterThrottle.reserve(throttleKey(clientAddressOf(context)))
	} catch (error) {
		if (!(error instanceof TooManyAttemptsError)) throw error
		return redirectWithToast(request, '/contact', { type: 'error', title: 'Please wait', description: error.message })
	}
	// The honeypot: people never fill it, bots do. Answer as if it worked and store nothing.
	if (submission.value.website) return redirectWithToast(request, '/contact', subscribedToast(doubleOptIn()))
	let pending = false
	try {
		;({ pending } = await signUp({
			email: submission.value.email,
			name: submission.value.name,
			source: 'website',
			page: signUpPage(request, '/contact'),
		}))
	} catch (error) {
		if (error instanceof AlreadySubscribedError) {
			return redirectWithToast(request, '/contact', {
				type: 'error',
				title: 'Already Subscribed',
				description: 'This email is already subscribed to our newsletter.',
			})
		}
		console.error('Newsletter subscription failed', error)
		return redirectWithToast(request, '/contact', {
			type: 'error',
			title: 'Error',
			description: 'Error subscribing to newsletter. Please try again.',
		})
	}
	// With double opt-in the reader confirms from the mailed link (docs/admin.md, "Newsletter: readers").
	return redirectWithToast(request, '/contact', subscribedToast(pending))
}

function subscribedToast(pending: boolean) {
	return pending
		? { ...SUBSCRIBED_TOAST, description: `${SUBSCRIBED_TOAST.description} ${CONFIRM_SENTENCE}` }
		: SUBSCRIBED_TOAST
}

export default function Contact() {
	const { title, description, contact } = useLoaderData<typeof loader>()
	return (
		<>
			<PageHero title={title} description={description} />
			<div
				className={`mx-auto px-6 pb-16 ${contact ? 'grid max-w-7xl gap-14 md:grid-cols-2' : 'flex max-w-xl justify-center'}`}
			>
				{contact ? (
					<section aria-labelledby="contact-info-heading">
						<h2 id="contact-info-heading" className="text-xs tracking-[0.08em] text-muted uppercase">
							Contact Information
						</h2>
						<dl className="mt-6 space-y-5">
							{contact.email ? (
								<ContactRow label="Email">
									<a className="underline-offset-4 hover:underline" href={`mailto:${contact.email}`}>
										{contact.email}
									</a>
								</ContactRow>
							) : null}
							{contact.phone ? (
								<ContactRow label="Phone">
									<a
										className="underline-offset-4 hover:underline"
										href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}
									>
										{contact.phone}
									</a>
								</ContactRow>
							) : null}
							{contact.instagram ? (
								<ContactRow label="Instagram">
									<a
										className="underline-offset-4 hover:underline"
										href={
											/^https?:\/\//.test(contact.instagram)
												? contact.instagram
												: `https://www.instagram.com/${contact.instagram.replace(/^@/, '')}`
										}
										target="_blank"
										rel="noopener noreferrer"
									>
										{contact.instagram}
									</a>
								</ContactRow>
							) : null}
							{contact.address ? (
								<ContactRow label="Address">
									<span className="whitespace-pre-line">{contact.address}</span>
								</ContactRow>
							) : null}
						</dl>
					</section>
				) : null}
				<NewsletterCard />
			</div>
		</>
	)
}

function ContactRow({ label, children }: { label: string; children: ReactNode }) {
	return (
		<div>
			<dt className="text-sm text-muted">{label}</dt>
			<dd className="text-lg">{children}</dd>
		</div>
	)
}

/**
 * Posts to this route's action: without JavaScript a normal form post and
 * redirect; with it a fetcher, and the form clears after a successful
 * subscription (the flashed 'Success!' toast).
 */
function NewsletterCard() {
	const fetcher = useFetcher<typeof action>()
	// Without JavaScript the form is a plain post: the page itself holds the server's answer.
	const actionData = useActionData<typeof action>()
	const toast = useRootData()?.toast
	const { constraint } = useLoaderData<typeof loader>()
	const formRef = useRef<HTMLFormElement>(null)
	// The check in the browser (zod) loads when the form is first focused; until then the server's answer shows the
	// messages, as without JavaScript.
	const [validate, setValidate] = useState<typeof validateNewsletter>()
	const loadValidation = () => {
		if (validate) return
		import('#app/components/site/newsletter-validation.ts')
			.then((m) => setValidate(() => m.validateNewsletter))
			.catch(() => {})
	}
	const [form, fields] = useForm({
		id: 'newsletter',
		lastResult: fetcher.state === 'idle' ? (fetcher.data?.result ?? actionData?.result) : undefined,
		constraint,
		shouldValidate: 'onSubmit',
		shouldRevalidate: 'onInput',
		onValidate: validate ? ({ formData }) => validate(formData) : undefined,
	})
	useEffect(() => {
		if (toast?.type === 'success' && toast.title === SUBSCRIBED_TOAST.title) formRef.current?.reset()
	}, [toast?.id, toast?.type, toast?.title])
	const busy = fetcher.state !== 'idle'
	const input =
		'mt-1 w-full border-0 border-b border-stone-400 bg-transparent px-0 py-2 focus:border-ink aria-[invalid]:border-red-700'
	return (
		<section aria-labelledby="newsletter-heading" className="w-full">
			<h2 id="newsletter-heading" className="text-xs tracking-[0.08em] text-muted uppercase">
				Subscribe to our Newsletter
			</h2>
			<p className="mt-3 text-lg">Hear about new exhibitions, openings and events.</p>
			<fetcher.Form
				method="post"
				action="/contact"
				{...getFormProps(form)}
				ref={formRef}
				onFocus={loadValidation}
				className="mt-6 space-y-5"
			>
				<div>
					<label htmlFor={fields.name.id} className="text-sm text-muted">
						Full Name
					</label>
					<input {...getInputProps(fields.name, { type: 'text' })} autoComplete="name" className={input} />
					<FieldError id={fields.name.errorId} errors={fields.name.errors} />
				</div>
				<div>
					<label htmlFor={fields.email.id} className="text-sm text-muted">
						Email Address *
					</label>
					<input {...getInputProps(fields.email, { type: 'email' })} autoComplete="email" className={input} />
					<FieldError id={fields.email.errorId} errors={fields.email.errors} />
				</div>
				<Honeypot id="newsletter-website" />
				<PublicSubmit busy={busy} busyText="Subscribing...">
					Subscribe
				</PublicSubmit>
			</fetcher.Form>
		</section>
	)
}
