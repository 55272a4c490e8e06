import { type ActionFunctionArgs } from 'react-router'
import { type Actor } from '#app/data/activity.server.ts'
import { CampaignStateError, getCampaign, moveCampaign, scheduleCampaign } from '#app/data/campaigns.server.ts'
import { deliveryCounts } from '#app/data/deliveries.server.ts'
import { CampaignSendSchema, CampaignTestSchema } from '#app/schemas/campaign.ts'
import { type Campaign } from '#app/schemas/records.ts'
import { adminApiResource } from '#app/server/api/access.server.ts'
import { ApiError, notFound, parseId, parseInput, readBody } from '#app/server/api/api.server.ts'
import { requireApiUser } from '#app/server/auth.server.ts'
import { campaignMailOff, sendCampaignTest, wakeCampaignWorker } from './campaign-worker.server.ts'
import { refuseStoredWithProblems } from '#app/server/checks/guard.server.ts'
import { clientAddressOf } from '#app/server/request-context.server.ts'
import { type Language } from '#app/utils/languages.ts'

/**
 * The campaign endpoints of /api/admin (docs/api.md, 'Newsletter campaigns'):
 * a campaign answers with its deliveries' `counts`.
 */
export async function campaignJson(campaign: Campaign) {
	const { queued_upto: _queuedUpto, ...rest } = campaign
	return { ...rest, counts: await deliveryCounts(campaign.id) }
}

export async function apiActor(args: ActionFunctionArgs): Promise<Actor> {
	const user = await requireApiUser(args.request)
	return { id: user.id, username: user.username, ip: clientAddressOf(args.context) }
}

export function campaignId(args: ActionFunctionArgs) {
	return parseId(args.params.id, 'Campaign')
}

async function existing(id: number) {
	const campaign = await getCampaign(id)
	if (!campaign) throw notFound('Campaign')
	return campaign
}

function mailMustBeOn() {
	const off = campaignMailOff()
	if (off) throw new ApiError(409, off)
}

/** Sends a test of the campaign to one address, in a language; the mail server's refusal is a 502 naming its answer. */
export async function testSend(id: number, email: string, language?: Language) {
	mailMustBeOn()
	await existing(id)
	try {
		await sendCampaignTest(id, email, language)
	} catch (error) {
		const answer = (error as { response?: string }).response ?? (error as Error).message
		throw new ApiError(502, `The mail server did not take the test: ${answer}`)
	}
}

/**
 * Send now or later. A campaign with problems (a link to a page of this site that answers 404) is refused with the
 * reasons (HeldBackError, 409) unless an admin sends it anyway (`pastProblems`, app/server/checks/publish.server.ts).
 */
export async function sendOrSchedule(
	id: number,
	sendAt: string | null,
	actor: Actor,
	{ pastProblems = false }: { pastProblems?: boolean } = {},
) {
	mailMustBeOn()
	await existing(id)
	if (!pastProblems) await refuseStoredWithProblems('campaigns', id)
	const campaign = await scheduleCampaign(id, sendAt, actor)
	wakeCampaignWorker()
	return campaign
}

export async function move(id: number, to: 'pause' | 'resume' | 'cancel', actor: Actor) {
	await existing(id)
	const campaign = await moveCampaign(id, to, actor)
	if (to === 'resume') wakeCampaignWorker()
	return campaign
}

/** POST /api/admin/campaigns/{id}/{test|send|pause|resume|cancel}. */
export function campaignCommand(args: ActionFunctionArgs, command: 'test' | 'send' | 'pause' | 'resume' | 'cancel') {
	return adminApiResource(args.request, {
		POST: async () => {
			const id = campaignId(args)
			const body = await readBody(args.request)
			if (command === 'test') {
				const { email, language } = parseInput(CampaignTestSchema, body)
				await testSend(id, email, language)
				return Response.json({ success: true, email })
			}
			const actor = await apiActor(args)
			const campaign =
				command === 'send'
					? await sendOrSchedule(id, parseInput(CampaignSendSchema, body).send_at, actor)
					: await move(id, command, actor)
			return Response.json(await campaignJson(campaign))
		},
	})
}

export { CampaignStateError }
