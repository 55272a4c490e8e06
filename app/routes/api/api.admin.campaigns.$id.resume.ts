import { type ActionFunctionArgs } from 'react-router'
import { campaignCommand } from '#app/server/newsletter/campaign-api.server.ts'

/** POST /api/admin/campaigns/{id}/resume (docs/api.md, 'Newsletter campaigns'). */
export const action = (args: ActionFunctionArgs) => campaignCommand(args, 'resume')
export const loader = action
