import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data } from 'react-router'
import { useActionData, useFetcher, useLoaderData } from 'react-router'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { type validateNewsletter } from '#app/components/site/newsletter-validation.ts'
import { PageHero } from '#app/components/site/page-hero.tsx'
import { AlreadySubscribedError } from '#app/data/newsletter.server.ts'
import { getPageContent, hasContactInfo, pagesInLanguage } from '#app/data/pages.server.ts'
import { pageContent } from '#app/server/page-language.server.ts'
import { useRootData } from '#app/root.tsx'
import { NewsletterSchema } from '#app/schemas/newsletter.ts'
import { parseForm } from '#app/utils/form.ts'
import { publicMeta } from '#app/utils/meta.ts'
import { redirectWithToast } from '#app/server/toast.server.ts'
import { newsletterThrottle, throttleKey, TooManyAttemptsError } from '#app/server/throttle.server.ts'
import { FieldError, Honeypot, PublicSubmit } from '#app/components/forms.tsx'
import { readFormData } from '#app/server/http.server.ts'
import { doubleOptIn, signUp, signUpPage } from '#app/server/newsletter/signup.server.ts'
import { clientAddressOf } from '#app/server/request-context.server.ts'
import { type RouteHandle } from '#app/utils/route-rules.ts'
import { usePageLanguage } from '#app/utils/i18n/use-page-language.ts'
import { pathInLanguage } from '#app/utils/i18n/page-language.ts'
import { inPageLanguage } from '#app/utils/i18n/form-messages.ts'
import { t, type StringKey } from '#app/utils/i18n/strings.ts'
import { type Language } from '#app/utils/languages.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { pageStrings } from '#app/server/page-language.server.ts'

export const handle: RouteHandle = { pageParams: [] }

export const meta: MetaFunction<typeof loader> = (args) =>
	publicMeta(args, { page: args.loaderData?.title ?? 'Contact Us', description: args.loaderData?.description })

/** The newsletter fields' `required` and lengths, read from the schema here so the page's script need not carry zod. */
const NEWSLETTER_CONSTRAINT = getZodConstraint(NewsletterSchema)

export async function loader({ request }: LoaderFunctionArgs) {
	const { pages, contactInfo } = pagesInLanguage(await getPageContent(), pageContent(request).localise)
	return {
		constraint: NEWSLETTER_CONSTRAINT,
		title: pages.contact.title,
		description: pages.contact.description,
		fallback: pages.contact.fallback,
		contact: hasContactInfo(contactInfo) ? contactInfo : null,
	}
}

export async function action({ request, context }: ActionFunctionArgs) {
	// The answer comes back to the contact page in the language of the page the form was on.
	const { lang } = pageStrings(request)
	const say = (key: StringKey, vars?: Record<string, string | number>) => t(lang, key, vars)
	const contactPage = pathInLanguage('/contact', lang, getEnv().SITE_LANGUAGES[0] ?? 'en')
	const form = await readFormData(request)
	// The reader's language is the page's (contract section 21): their confirmation mail is in it.
	form.set('language', lang)
	const submission = parseForm(form, NewsletterSchema)
	if (submission.status !== 'success') {
		return data({ result: inPageLanguage(submission, say, lang).reply() }, { status: 400 })
	}
	// Each sign-up is a disk write: a few per address and hour (the throttle), then a toast asks to wait.
	try {
		await newsletterThrottle.reserve(throttleKey(clientAddressOf(context)))
	} catch (error) {
		if (!(error instanceof TooManyAttemptsError)) throw error
		return redirectWithToast(request, contactPage, {
			type: 'error',
			title: say('newsletter.wait'),
			description: lang === 'en' ? error.message : say('newsletter.tooMany'),
		})
	}
	// The honeypot: people never fill it, bots do. Answer as if it worked and store nothing.
	if (submission.value.website) return redirectWithToast(request, contactPage, subscribedToast(doubleOptIn(), lang))
	let pending = false
	try {
		;({ pending } = await signUp({
			email: submission.value.email,
			name: submission.value.name,
			language: submission.value.language,
			source: 'website',
			page: signUpPage(request, '/contact'),
		}))
	} catch (error) {
		if (error instanceof AlreadySubscribedError) {
			return redirectWithToast(request, contactPage, {
				type: 'error',
				title: say('newsletter.already'),
				description: say('newsletter.alreadyText'),
			})
		}
		console.error('Newsletter subscription failed', error)
		return redirectWithToast(request, contactPage, {
			type: 'error',
			title: say('newsletter.error'),
			description: say('newsletter.errorText'),
		})
	}
	// With double opt-in the reader confirms from the mailed link (docs/admin.md, "Newsletter: readers").
	return redirectWithToast(request, contactPage, subscribedToast(pending, lang))
}

/** 'Success!' and its sentence; with double opt-in, the sentence that asks to confirm from the mail too. */
function subscribedToast(pending: boolean, lang: Language) {
	const thanks = t(lang, 'newsletter.thanks')
	return {
		type: 'success',
		title: t(lang, 'newsletter.success'),
		description: pending ? `${thanks} ${t(lang, 'newsletter.confirmSentence')}` : thanks,
	} as const
}

export default function Contact() {
	const { title, description, fallback, contact } = useLoaderData<typeof loader>()
	const { t } = usePageLanguage()
	return (
		<>
			<PageHero title={title} description={description} fallback={fallback} />
			<div
				className={`mx-auto px-6 pb-16 ${contact ? 'grid max-w-7xl gap-14 md:grid-cols-2' : 'flex max-w-xl justify-center'}`}
			>
				{contact ? (
					<section aria-labelledby="contact-info-heading">
						<h2 id="contact-info-heading" className="text-xs tracking-[0.08em] text-muted uppercase">
							{t('contact.information')}
						</h2>
						<dl className="mt-6 space-y-5">
							{contact.email ? (
								<ContactRow label={t('contact.email')}>
									<a className="underline-offset-4 hover:underline" href={`mailto:${contact.email}`}>
										{contact.email}
									</a>
								</ContactRow>
							) : null}
							{contact.phone ? (
								<ContactRow label={t('contact.phone')}>
									<a
										className="underline-offset-4 hover:underline"
										href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}
									>
										{contact.phone}
									</a>
								</ContactRow>
							) : null}
							{contact.instagram ? (
								<ContactRow label={t('contact.instagram')}>
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
								<ContactRow label={t('contact.address')}>
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
	const { lang, t, to } = usePageLanguage()
	const subscribedTitle = t('newsletter.success')
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
		// The schema's messages in the page's language, as the server's answer gives them.
		onValidate: validate ? ({ formData }) => inPageLanguage(validate(formData), t, lang) : undefined,
	})
	useEffect(() => {
		if (toast?.type === 'success' && toast.title === subscribedTitle) formRef.current?.reset()
	}, [toast?.id, toast?.type, toast?.title, subscribedTitle])
	const busy = fetcher.state !== 'idle'
	const input =
		'mt-1 w-full border-0 border-b border-stone-400 bg-transparent px-0 py-2 focus:border-ink aria-[invalid]:border-red-700'
	return (
		<section aria-labelledby="newsletter-heading" className="w-full">
			<h2 id="newsletter-heading" className="text-xs tracking-[0.08em] text-muted uppercase">
				{t('newsletter.subscribeHeading')}
			</h2>
			<p className="mt-3 text-lg">{t('newsletter.pitch')}</p>
			<fetcher.Form
				method="post"
				action={to('/contact')}
				{...getFormProps(form)}
				ref={formRef}
				onFocus={loadValidation}
				className="mt-6 space-y-5"
			>
				<div>
					<label htmlFor={fields.name.id} className="text-sm text-muted">
						{t('newsletter.fullName')}
					</label>
					<input {...getInputProps(fields.name, { type: 'text' })} autoComplete="name" className={input} />
					<FieldError id={fields.name.errorId} errors={fields.name.errors} />
				</div>
				<div>
					<label htmlFor={fields.email.id} className="text-sm text-muted">
						{t('newsletter.emailAddress')}
					</label>
					<input {...getInputProps(fields.email, { type: 'email' })} autoComplete="email" className={input} />
					<FieldError id={fields.email.errorId} errors={fields.email.errors} />
				</div>
				<Honeypot id="newsletter-website" />
				<PublicSubmit busy={busy} busyText={t('newsletter.subscribing')}>
					{t('newsletter.subscribe')}
				</PublicSubmit>
			</fetcher.Form>
		</section>
	)
}
