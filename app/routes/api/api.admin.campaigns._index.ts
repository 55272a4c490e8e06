import { type ActionFunctionArgs } from 'react-router'
import { createCampaign, listCampaigns } from '#app/data/campaigns.server.ts'
import { CampaignSchema } from '#app/schemas/campaign.ts'
import { adminApiResource } from '#app/server/api/access.server.ts'
import { pagedJson, parseInput, readBody } from '#app/server/api/api.server.ts'
import { apiActor, campaignJson } from '#app/server/newsletter/campaign-api.server.ts'

/** GET /api/admin/campaigns (newest first, paged) and POST (a new draft, 201). */
function handlers(args: ActionFunctionArgs) {
	return {
		GET: async () => pagedJson(args.request, await listCampaigns()),
		POST: async () => {
			const input = parseInput(CampaignSchema, await readBody(args.request))
			const campaign = await createCampaign(input, await apiActor(args))
			return Response.json(await campaignJson(campaign), { status: 201 })
		},
	}
}

export const action = (args: ActionFunctionArgs) => adminApiResource(args.request, handlers(args))
export const loader = action
