import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { Form, Link, useActionData, useLoaderData, useRevalidator } from 'react-router'
import { FieldChecksContext } from '#app/components/field-checks.tsx'
import { useEffect } from 'react'
import { requireAdmin } from '#app/server/auth.server.ts'
import { CAMPAIGN_STATUS_LABELS, CAMPAIGN_STATUS_TONES, CampaignForm } from '#app/components/admin/campaign-form.tsx'
import { PageHeader } from '#app/components/admin/list-parts.tsx'
import { ErrorList, inputClass, SelectField } from '#app/components/forms.tsx'
import { LanguageOptions, useSiteLanguages } from '#app/components/admin/translated-field.tsx'
import { LANGUAGE_NAMES } from '#app/utils/languages.ts'
import { Badge, buttonClass } from '#app/components/ui/button.tsx'
import { noStoreHeaders } from '#app/server/admin/forms.server.ts'
import { ConfirmDialog } from '#app/components/ui/confirm-dialog.tsx'
import { CONFIRM_SEND } from '#app/schemas/campaign.ts'
import { campaignOr404, campaignPageAction, campaignPageData } from '#app/server/newsletter/campaign-admin.server.ts'
import { useFormatDateTime, useGalleryTimeZone } from '#app/components/admin/gallery-time.tsx'
import { pageMeta } from '#app/utils/meta.ts'
import { clientAddressOf } from '#app/server/request-context.server.ts'

/**
 * One campaign (docs/admin.md, 'Newsletter campaigns'): its content (editable
 * while a draft), the preview of the mail (HTML in a sandboxed frame, and the
 * plain text), a test to one address, send now or schedule, and while it
 * goes out its progress with pause, resume and cancel.
 */
export const meta: MetaFunction<typeof loader> = ({ matches, loaderData: data }) =>
	pageMeta(matches, data ? `Campaign: ${data.campaign.subject}` : 'Campaign')
export const headers = noStoreHeaders

// The session and role are checked before the campaign is looked up: a stranger learns nothing, not even a 404.
export async function loader({ request, params }: LoaderFunctionArgs) {
	await requireAdmin(request)
	return campaignPageData(request, await campaignOr404(params.id))
}

export async function action({ request, params, context }: ActionFunctionArgs) {
	await requireAdmin(request)
	return campaignPageAction(request, await campaignOr404(params.id), clientAddressOf(context))
}

function Progress({ counts }: { counts: { queued: number; sent: number; failed: number } }) {
	const total = counts.queued + counts.sent + counts.failed
	const done = counts.sent + counts.failed
	return (
		<div>
			<dl className="grid grid-cols-3 gap-3 text-center">
				{[
					['Sent', counts.sent],
					['Failed', counts.failed],
					['Left', counts.queued],
				].map(([label, value]) => (
					<div key={label} className="rounded-md border border-stone-200 px-3 py-2">
						<dt className="text-xs tracking-wide text-stone-600 uppercase">{label}</dt>
						<dd className="text-xl tabular-nums">{value}</dd>
					</div>
				))}
			</dl>
			{total ? (
				<div
					className="mt-3 h-2 overflow-hidden rounded-full bg-stone-100"
					role="progressbar"
					aria-label="Sending progress"
					aria-valuemin={0}
					aria-valuemax={total}
					aria-valuenow={done}
				>
					<div className="h-full bg-stone-800" style={{ width: `${Math.round((done / total) * 100)}%` }} />
				</div>
			) : null}
		</div>
	)
}

const readersText = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'reader' : 'readers'}`

function IntentButton({
	intent,
	label,
	tone = 'secondary',
}: {
	intent: string
	label: string
	tone?: 'primary' | 'secondary' | 'danger'
}) {
	return (
		<Form method="post">
			<button type="submit" name="intent" value={intent} className={buttonClass[tone]}>
				{label}
			</button>
		</Form>
	)
}

export default function CampaignPage() {
	const { campaign, values, counts, failures, preview, mailOff, readers, confirmingSend, choices, checks } =
		useLoaderData<typeof loader>()
	const reply = useActionData<typeof action>()
	const errors: Record<string, string> = reply?.errors ?? {}
	const draft = campaign.status === 'draft'
	// A problem keeps the campaign from being sent; the confirmation names it and offers "Send anyway".
	const problems = checks.filter((c) => c.level === 'problem').map((c) => c.message)
	const active = campaign.status === 'sending' || campaign.status === 'scheduled'
	const revalidator = useRevalidator()
	const timeZone = useGalleryTimeZone()
	const formatTime = useFormatDateTime()
	// With more than one language, each is previewed and tested on its own (docs/admin.md, 'Newsletter campaigns').
	const languages = useSiteLanguages()
	// With scripts on, the progress follows by itself while the campaign goes out.
	useEffect(() => {
		if (!active) return
		const timer = setInterval(() => {
			if (revalidator.state === 'idle') void revalidator.revalidate()
		}, 2000)
		return () => clearInterval(timer)
	}, [active, revalidator])
	return (
		<FieldChecksContext value={checks}>
			<PageHeader
				title={campaign.subject}
				subtitle={
					campaign.sent_at
						? `Sent ${formatTime(campaign.sent_at)}`
						: campaign.status === 'scheduled' && campaign.send_at
							? `Scheduled for ${formatTime(campaign.send_at)}`
							: undefined
				}
				actions={
					<Link to="/admin/newsletter/campaigns" className={buttonClass.secondary}>
						Back to campaigns
					</Link>
				}
			/>
			<p className="mb-4 flex items-center gap-2 text-sm">
				Status: <Badge tone={CAMPAIGN_STATUS_TONES[campaign.status]}>{CAMPAIGN_STATUS_LABELS[campaign.status]}</Badge>
			</p>
			{mailOff ? (
				<p className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900" role="note">
					{mailOff}
				</p>
			) : null}
			<div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,40rem)]">
				<div className="min-w-0 space-y-6">
					{draft ? null : (
						<section aria-labelledby="progress-heading" className="rounded-lg border border-stone-200 bg-white p-6">
							<h2 id="progress-heading" className="mb-3 text-lg font-medium">
								Progress
							</h2>
							<Progress counts={counts} />
							<div className="mt-4 flex flex-wrap gap-2">
								{campaign.status === 'sending' ? <IntentButton intent="pause" label="Pause" /> : null}
								{campaign.status === 'paused' ? <IntentButton intent="resume" label="Resume" tone="primary" /> : null}
								{['scheduled', 'sending', 'paused'].includes(campaign.status) ? (
									<IntentButton intent="cancel" label="Cancel campaign" tone="danger" />
								) : null}
								<Link to="." className={buttonClass.ghost} reloadDocument>
									Refresh
								</Link>
							</div>
							{failures.length ? (
								<div className="mt-4">
									<h3 className="mb-2 text-sm font-medium">Latest failures</h3>
									<ul className="space-y-1 text-sm">
										{failures.map((f) => (
											<li key={f.id}>
												<span className="font-medium">{f.email}</span>:{' '}
												<span className="text-stone-600">{f.answer}</span>
											</li>
										))}
									</ul>
								</div>
							) : null}
						</section>
					)}
					{draft ? (
						<section aria-labelledby="send-heading" className="rounded-lg border border-stone-200 bg-white p-6">
							<h2 id="send-heading" className="mb-3 text-lg font-medium">
								Send
							</h2>
							<Form method="post" className="flex flex-wrap items-end gap-2">
								<div className="min-w-56 flex-1">
									<label htmlFor="test-email" className="mb-1 block text-sm font-medium">
										Send a test to
									</label>
									<input
										id="test-email"
										type="email"
										name="email"
										required
										className={inputClass}
										aria-invalid={errors.email ? true : undefined}
										aria-describedby={errors.email ? 'test-email-error' : undefined}
										defaultValue={typeof reply?.values?.email === 'string' ? reply.values.email : ''}
									/>
								</div>
								{languages.length > 1 ? (
									<SelectField label="Language" name="language" defaultValue={preview.language}>
										<LanguageOptions languages={languages} />
									</SelectField>
								) : null}
								<button
									type="submit"
									name="intent"
									value="test"
									className={buttonClass.secondary}
									disabled={Boolean(mailOff)}
								>
									Send test
								</button>
								<ErrorList id="test-email-error" errors={errors.email ? [errors.email] : undefined} />
							</Form>
							<div className="mt-5 flex flex-wrap items-end gap-4 border-t border-stone-100 pt-5">
								<div>
									<p className="mb-2 text-sm text-stone-600">Goes to every active subscriber ({readers}).</p>
									{problems.length ? (
										<p className="mb-2 max-w-prose text-sm text-red-700">
											A problem keeps it from being sent: {problems.join(' ')}
										</p>
									) : null}
									{mailOff ? (
										<button type="button" className={buttonClass.primary} disabled>
											Send now
										</button>
									) : (
										// Asks "Send to N readers?" first: a page of its own without JavaScript, a dialog with it.
										<Link to={`?${CONFIRM_SEND}`} preventScrollReset className={buttonClass.primary}>
											Send now
										</Link>
									)}
								</div>
								<Form method="post" className="flex flex-wrap items-end gap-2">
									<div>
										<label htmlFor="send-at" className="mb-1 block text-sm font-medium">
											Send at ({timeZone})
										</label>
										<input
											id="send-at"
											type="datetime-local"
											name="send_at"
											required
											className={inputClass}
											aria-describedby={`send-at-hint${errors.send_at ? ' send-at-error' : ''}`}
											aria-invalid={errors.send_at ? true : undefined}
										/>
									</div>
									<button
										type="submit"
										name="intent"
										value="schedule"
										className={buttonClass.secondary}
										disabled={Boolean(mailOff)}
									>
										Schedule
									</button>
									<p id="send-at-hint" className="w-full text-xs text-stone-500">
										Times are in the gallery's time zone, {timeZone}.
									</p>
									<ErrorList id="send-at-error" errors={errors.send_at ? [errors.send_at] : undefined} />
								</Form>
							</div>
						</section>
					) : null}
					{confirmingSend && !mailOff ? (
						<ConfirmDialog
							title={`Send to ${readersText(readers)}?`}
							message={`"${campaign.subject}" goes now to every active subscriber: ${readersText(readers)}. It cannot be called back once sent, only paused or cancelled while it goes out.${problems.length ? ` It has a problem that keeps it from being sent: ${problems.join(' ')} Send it anyway only if it is right as it is.` : ''}`}
							cancelTo="."
							id={campaign.id}
							intent={problems.length ? 'send-anyway' : 'send'}
							confirmLabel={problems.length ? 'Send anyway' : 'Send'}
							confirmTone="primary"
							fields={{ readers: String(readers) }}
						/>
					) : null}
					<section aria-labelledby="content-heading" className="rounded-lg border border-stone-200 bg-white p-6">
						<h2 id="content-heading" className="mb-3 text-lg font-medium">
							Content
						</h2>
						{draft ? null : <p className="mb-3 text-sm text-stone-600">Only a draft can be changed.</p>}
						<CampaignForm
							values={reply?.values && draft ? reply.values : values}
							errors={errors}
							choices={choices}
							disabled={!draft}
							submitLabel="Save draft"
						/>
						{draft ? (
							<Form method="post" className="mt-4 border-t border-stone-100 pt-4">
								<button type="submit" name="intent" value="delete" className={buttonClass.smallDanger}>
									Delete draft
								</button>
							</Form>
						) : null}
					</section>
				</div>
				<section aria-labelledby="preview-heading" className="min-w-0 space-y-4">
					<h2 id="preview-heading" className="text-lg font-medium">
						Preview
					</h2>
					{languages.length > 1 ? (
						<nav aria-label="Preview language" className="flex flex-wrap gap-2 text-sm">
							{languages.map((language) => (
								<Link
									key={language}
									to={`?lang=${language}`}
									preventScrollReset
									aria-current={language === preview.language ? 'page' : undefined}
									className={language === preview.language ? buttonClass.primary : buttonClass.secondary}
								>
									{LANGUAGE_NAMES[language]}
								</Link>
							))}
						</nav>
					) : null}
					<iframe
						title="Preview of the mail as HTML"
						srcDoc={preview.html}
						// No scripts ever run in it; the same origin only lets it load this site's images.
						sandbox="allow-same-origin"
						className="h-[56rem] w-full max-w-[40rem] rounded-lg border border-stone-200 bg-white"
					/>
					<details className="rounded-lg border border-stone-200 bg-white p-4">
						<summary className="cursor-pointer text-sm font-medium">Plain text</summary>
						<pre
							className="mt-3 text-xs break-words whitespace-pre-wrap [overflow-wrap:anywhere]"
							aria-label="Preview of the mail as plain text"
						>
							{preview.text}
						</pre>
					</details>
				</section>
			</div>
		</FieldChecksContext>
	)
}
