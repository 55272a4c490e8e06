import { type ActionFunctionArgs } from 'react-router'
import { campaignCommand } from '#app/server/newsletter/campaign-api.server.ts'

/** POST /api/admin/campaigns/{id}/pause (docs/api.md, 'Newsletter campaigns'). */
export const action = (args: ActionFunctionArgs) => campaignCommand(args, 'pause')
export const loader = action
