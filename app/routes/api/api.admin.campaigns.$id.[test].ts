import { type ActionFunctionArgs } from 'react-router'
import { campaignCommand } from '#app/server/newsletter/campaign-api.server.ts'

/**
 * POST /api/admin/campaigns/{id}/test (docs/api.md, 'Newsletter campaigns'). The brackets in the file name keep it
 * from reading as a test file (app/routes.ts leaves out *.test.ts).
 */
export const action = (args: ActionFunctionArgs) => campaignCommand(args, 'test')
export const loader = action
