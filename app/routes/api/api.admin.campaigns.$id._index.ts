import { type ActionFunctionArgs } from 'react-router'
import { deleteCampaign, getCampaign, updateCampaign } from '#app/data/campaigns.server.ts'
import { CampaignSchema } from '#app/schemas/campaign.ts'
import { adminApiResource } from '#app/server/api/access.server.ts'
import { mergeOver, notFound, parseInput, readBody } from '#app/server/api/api.server.ts'
import { apiActor, campaignId, campaignJson } from '#app/server/newsletter/campaign-api.server.ts'

/** GET (with `counts`), PUT (a draft only) and DELETE (a draft only) /api/admin/campaigns/{id}. */
function handlers(args: ActionFunctionArgs) {
	const existing = async () => {
		const campaign = await getCampaign(campaignId(args))
		if (!campaign) throw notFound('Campaign')
		return campaign
	}
	return {
		GET: async () => Response.json(await campaignJson(await existing()), { headers: { 'Cache-Control': 'no-store' } }),
		PUT: async () => {
			const campaign = await existing()
			const input = parseInput(CampaignSchema, mergeOver(campaign, await readBody(args.request)))
			return Response.json(await campaignJson(await updateCampaign(campaign.id, input, await apiActor(args))))
		},
		DELETE: async () => {
			const campaign = await existing()
			await deleteCampaign(campaign.id, await apiActor(args))
			return Response.json({ success: true })
		},
	}
}

export const action = (args: ActionFunctionArgs) => adminApiResource(args.request, handlers(args))
export const loader = action
