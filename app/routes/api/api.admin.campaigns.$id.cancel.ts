import { type ActionFunctionArgs } from 'react-router'
import { campaignCommand } from '#app/server/newsletter/campaign-api.server.ts'

/** POST /api/admin/campaigns/{id}/cancel (docs/api.md, 'Newsletter campaigns'). */
export const action = (args: ActionFunctionArgs) => campaignCommand(args, 'cancel')
export const loader = action
