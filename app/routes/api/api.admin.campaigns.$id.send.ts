import { type ActionFunctionArgs } from 'react-router'
import { campaignCommand } from '#app/server/newsletter/campaign-api.server.ts'

/** POST /api/admin/campaigns/{id}/send (docs/api.md, 'Newsletter campaigns'). */
export const action = (args: ActionFunctionArgs) => campaignCommand(args, 'send')
export const loader = action
