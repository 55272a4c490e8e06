import { data, redirect } from 'react-router'
import { type Actor } from '#app/data/activity.server.ts'
import { listArtworks } from '#app/data/artworks.server.ts'
import {
	activeSubscriberCount,
	CampaignStateError,
	createCampaign,
	deleteCampaign,
	getCampaign,
	listCampaigns,
	updateCampaign,
} from '#app/data/campaigns.server.ts'
import { ConflictError, InvalidRecordError, NotFoundError } from '#app/data/db.server.ts'
import { deliveryCounts, failedDeliveries } from '#app/data/deliveries.server.ts'
import { listExhibitions } from '#app/data/exhibitions.server.ts'
import { listViewingRooms } from '#app/data/viewing-rooms.server.ts'
import { CampaignSchema, CampaignSendSchema, CampaignTestSchema, CONFIRM_SEND } from '#app/schemas/campaign.ts'
import { type Campaign } from '#app/schemas/records.ts'
import { now } from '#app/utils/clock.ts'
import { ApiError } from '#app/server/api/api.server.ts'
import { checksOf } from '#app/server/checks/checks.server.ts'
import { publishAnyway } from '#app/server/checks/publish.server.ts'
import { requireAdmin } from '#app/server/auth.server.ts'
import { readFormData } from '#app/server/http.server.ts'
import { redirectWithToast } from '#app/server/toast.server.ts'
import { move, sendOrSchedule, testSend } from './campaign-api.server.ts'
import { campaignContent, campaignText, renderCampaign } from './campaign-mail.server.tsx'
import { campaignMailOff } from './campaign-worker.server.ts'
import { pageUrlOf } from '#app/server/page-url.server.ts'
import { siteLanguageOr } from '#app/server/page-language.server.ts'
import { translationsFromForm } from '#app/schemas/entity-fields.ts'
import { moveOneStep } from '#app/utils/list-order.ts'

/**
 * The back office's campaign screens (docs/admin.md, 'Newsletter campaigns'):
 * the list with each campaign's progress, and one page per campaign to
 * compose, preview, test, send or schedule, pause, resume and cancel. Every
 * form posts an `intent` and works without JavaScript.
 */
export type FieldErrors = Record<string, string>
export const CAMPAIGNS_PATH = '/admin/newsletter/campaigns'

async function actorOf(request: Request, clientAddress: string | undefined): Promise<Actor> {
	const user = await requireAdmin(request)
	return { id: user.id, username: user.username, ip: clientAddress ?? null }
}

export async function campaignList(request: Request) {
	await requireAdmin(request)
	const campaigns = await listCampaigns()
	return {
		mailOff: campaignMailOff(),
		campaigns: await Promise.all(campaigns.map(async (c) => ({ ...summary(c), counts: await deliveryCounts(c.id) }))),
	}
}

function summary(c: Campaign) {
	return {
		id: c.id,
		subject: c.subject,
		status: c.status,
		send_at: c.send_at,
		sent_at: c.sent_at,
		updated_at: c.updated_at,
	}
}

/** What the form's selects offer: exhibitions, artworks (newest first) and viewing rooms. */
async function choices() {
	const [exhibitions, artworks, rooms] = await Promise.all([
		listExhibitions('all'),
		listArtworks('all'),
		listViewingRooms(),
	])
	return {
		exhibitions: exhibitions.map((e) => ({ id: e.id, title: e.title })),
		artworks: artworks.map((a) => ({ id: a.id, title: a.title, artist: a.artist_name, year: a.year })),
		rooms: rooms.map((r) => ({ id: r.id, title: r.title, status: r.status })),
	}
}

export async function newCampaignData(request: Request) {
	await requireAdmin(request)
	const url = pageUrlOf(request)
	const exhibition = Number(url.searchParams.get('exhibition') ?? '')
	return {
		mailOff: campaignMailOff(),
		choices: await choices(),
		exhibitionId: Number.isInteger(exhibition) ? exhibition : null,
	}
}

/**
 * The campaign page: the campaign, its progress, its latest failures, and the preview in the language `?lang=` picks
 * (the site's default when none or one not published).
 */
export async function campaignPageData(request: Request, campaign: Campaign) {
	await requireAdmin(request)
	const previewLanguage = siteLanguageOr(pageUrlOf(request).searchParams.get('lang'))
	// The preview draws images from this very site (the page's own origin), so the page's policy lets them in.
	const content = await campaignContent(campaign, new URL(request.url).origin, 'preview', previewLanguage)
	const mail = await renderCampaign(content)
	return {
		campaign: summary(campaign),
		// Its checks before publishing, beside the fields: a problem keeps it from being sent (docs/admin.md).
		checks: (await checksOf('campaigns', String(campaign.id)))?.checks ?? [],
		values: {
			subject: campaign.subject,
			preheader: campaign.preheader,
			intro: campaign.intro,
			translations: campaign.translations,
			exhibition_id: campaign.exhibition_id,
			artwork_ids: campaign.artwork_ids,
			viewing_room_id: campaign.viewing_room_id,
		},
		counts: await deliveryCounts(campaign.id),
		failures: (await failedDeliveries(campaign.id, 20)).map((d) => ({ id: d.id, email: d.email, answer: d.answer })),
		preview: { html: mail.html, text: campaignText(content), language: previewLanguage },
		mailOff: campaignMailOff(),
		readers: await activeSubscriberCount(),
		confirmingSend: campaign.status === 'draft' && new URL(request.url).searchParams.get('send') === 'confirm',
		choices: await choices(),
	}
}

export async function campaignOr404(raw: string | undefined): Promise<Campaign> {
	const id = raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null
	const campaign = id ? await getCampaign(id) : null
	if (!campaign) throw new Response('Campaign not found', { status: 404 })
	return campaign
}

function inputOf(form: FormData) {
	const translations = translationsFromForm(form)
	return {
		subject: form.get('subject'),
		preheader: form.get('preheader'),
		intro: form.get('intro'),
		// The form shows the other languages' texts only when the site has them: without, a save keeps the stored ones.
		...(Object.keys(translations).length ? { translations } : {}),
		exhibition_id: form.get('exhibition_id'),
		artwork_ids: form.getAll('artwork_ids').map(String),
		viewing_room_id: form.get('viewing_room_id'),
	}
}

function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
	const fields: FieldErrors = {}
	for (const issue of issues) fields[issue.path.map(String).join('.') || 'form'] ??= issue.message
	return fields
}

function refused(errors: FieldErrors, form: FormData) {
	const values: Record<string, string | string[]> = {
		...(Object.fromEntries(form) as Record<string, string>),
		artwork_ids: form.getAll('artwork_ids').map(String),
	}
	return data({ errors, values }, { status: 400 })
}

export async function createCampaignFromForm(request: Request, clientAddress: string | undefined) {
	const actor = await actorOf(request, clientAddress)
	const form = await readFormData(request)
	const parsed = CampaignSchema.safeParse(inputOf(form))
	if (!parsed.success) return refused(fieldErrors(parsed.error.issues), form)
	try {
		const campaign = await createCampaign(parsed.data, actor)
		return redirectWithToast(request, `${CAMPAIGNS_PATH}/${campaign.id}`, {
			type: 'success',
			title: 'Campaign saved',
			description: 'Preview it below, send a test, then send it.',
		})
	} catch (error) {
		if (error instanceof InvalidRecordError) return refused({ [error.field]: stripField(error.message) }, form)
		throw error
	}
}

function stripField(message: string) {
	return message.replace(/^[a-z_]+: /, '')
}

/** Every post of the campaign page, by its `intent`. */
export async function campaignPageAction(request: Request, campaign: Campaign, clientAddress: string | undefined) {
	const actor = await actorOf(request, clientAddress)
	const form = await readFormData(request)
	const [intent = 'save', movedId] = String(form.get('intent') ?? 'save').split(':')
	const path = `${CAMPAIGNS_PATH}/${campaign.id}`
	const toast = (title: string, description?: string, type: 'success' | 'error' = 'success') =>
		redirectWithToast(request, path, { type, title, description })
	try {
		switch (intent) {
			case 'save': {
				const parsed = CampaignSchema.safeParse(inputOf(form))
				if (!parsed.success) return refused(fieldErrors(parsed.error.issues), form)
				await updateCampaign(campaign.id, parsed.data, actor)
				return toast('Campaign saved')
			}
			case 'move-up':
			case 'move-down': {
				// Move up / Move down save the form with one chosen work moved, and come back to the list of works.
				const input = inputOf(form)
				input.artwork_ids = moveOneStep(input.artwork_ids, String(movedId), intent === 'move-up' ? 'up' : 'down')
				const parsed = CampaignSchema.safeParse(input)
				if (!parsed.success) return refused(fieldErrors(parsed.error.issues), form)
				await updateCampaign(campaign.id, parsed.data, actor)
				return redirect(`${path}#campaign-artworks`)
			}
			case 'test': {
				const parsed = CampaignTestSchema.safeParse({ email: form.get('email'), language: form.get('language') })
				if (!parsed.success) return refused(fieldErrors(parsed.error.issues), form)
				await testSend(campaign.id, parsed.data.email, parsed.data.language)
				return toast('Test sent', `A test went to ${parsed.data.email}.`)
			}
			case 'send-anyway':
			case 'send':
				// "Send now" asks "Send to N readers?" first; a post without that answer, or from before the
				// number changed, asks again (docs/admin.md, 'Newsletter campaigns').
				if (form.get('readers') !== String(await activeSubscriberCount())) return redirect(`${path}?${CONFIRM_SEND}`)
				if (intent === 'send-anyway') {
					// Sent past its problems, now (docs/admin.md, 'Checks before publishing'): the activity log says so.
					await publishAnyway('campaigns', campaign.id, actor)
					return toast('Sending started', 'Sent anyway, past its problems: the activity log records it.')
				}
			// falls through
			case 'schedule': {
				const parsed = CampaignSendSchema.safeParse({ send_at: intent === 'send' ? '' : form.get('send_at') })
				if (!parsed.success) return refused(fieldErrors(parsed.error.issues), form)
				if (intent === 'schedule' && !parsed.data.send_at) return refused({ send_at: 'Choose a date and time' }, form)
				const saved = await sendOrSchedule(campaign.id, parsed.data.send_at, actor)
				return toast(saved.send_at && saved.send_at > now() ? 'Campaign scheduled' : 'Sending started')
			}
			case 'pause':
				await move(campaign.id, 'pause', actor)
				return toast('Sending paused')
			case 'resume':
				await move(campaign.id, 'resume', actor)
				return toast('Sending resumed')
			case 'cancel':
				await move(campaign.id, 'cancel', actor)
				return toast('Campaign cancelled', 'Mails not yet sent will not be sent.')
			case 'delete':
				await deleteCampaign(campaign.id, actor)
				return redirectWithToast(request, CAMPAIGNS_PATH, { type: 'success', title: 'Campaign deleted' })
			default:
				return toast('Unknown action', undefined, 'error')
		}
	} catch (error) {
		if (error instanceof InvalidRecordError) return refused({ [error.field]: stripField(error.message) }, form)
		if (error instanceof CampaignStateError || error instanceof ConflictError || error instanceof NotFoundError)
			return toast('Not done', error.message, 'error')
		if (error instanceof ApiError)
			return toast(error.status === 502 ? 'Test not sent' : 'Not sent', error.message, 'error')
		throw error
	}
}
