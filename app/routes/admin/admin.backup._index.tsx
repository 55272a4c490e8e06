import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { Form, useLoaderData, useNavigation } from 'react-router'
import { PageHeader } from '#app/components/admin/list-parts.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import { listBackups } from '#app/server/backup/backup-folder.server.ts'
import { backupIntoFolder } from '#app/server/backup/create-backup.server.ts'
import { noStoreHeaders } from '#app/server/admin/forms.server.ts'
import { requireAdmin } from '#app/server/auth.server.ts'
import { redirectWithToast } from '#app/server/toast.server.ts'
import { useFormatDateTime } from '#app/components/admin/gallery-time.tsx'
import { getEnv } from '#app/utils/env.server.ts'
import { formatFileSize } from '#app/utils/image-type.ts'
import { pageMeta } from '#app/utils/meta.ts'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'Backups')
export const headers = noStoreHeaders

export async function loader({ request }: LoaderFunctionArgs) {
	await requireAdmin(request)
	const env = getEnv()
	return { backups: await listBackups(env.BACKUP_DIR), keep: env.BACKUP_KEEP }
}

/** "Back up now": the same backup the server makes each day, into BACKUP_DIR (older ones beyond BACKUP_KEEP go). */
export async function action({ request }: ActionFunctionArgs) {
	await requireAdmin(request)
	try {
		const result = await backupIntoFolder(getEnv())
		return await redirectWithToast(request, '/admin/backup', {
			type: 'success',
			title: 'Backup made',
			description: `${result.file.split('/').at(-1)} (${formatFileSize(result.size)}) is now the latest backup.`,
		})
	} catch (error) {
		console.error(`The backup asked for in the back office failed: ${(error as Error).message}`)
		return await redirectWithToast(request, '/admin/backup', {
			type: 'error',
			title: 'The backup failed',
			description: 'Nothing was changed; the server log says why.',
		})
	}
}

const downloadHref = (name?: string) => `/admin/backup/download${name ? `?name=${encodeURIComponent(name)}` : ''}`

export default function AdminBackups() {
	const formatDateTime = useFormatDateTime()
	const { backups, keep } = useLoaderData<typeof loader>()
	const busy = useNavigation().state === 'submitting'
	return (
		<>
			<PageHeader
				title="Backups"
				subtitle={`The site backs itself up once a day and keeps the last ${keep} backups: the database and every original image.`}
				actions={
					<>
						<Form method="post">
							<button type="submit" className={buttonClass.secondary} disabled={busy}>
								{busy ? 'Backing up…' : 'Back up now'}
							</button>
						</Form>
						{backups.length ? (
							<a href={downloadHref()} download className={buttonClass.primary}>
								Download latest backup
							</a>
						) : null}
					</>
				}
			/>
			<div className="overflow-x-auto rounded-lg border border-stone-200 bg-white">
				<table className="w-full text-left text-sm">
					<caption className="sr-only">Backups, newest first</caption>
					<thead className="bg-stone-50 text-xs tracking-wide text-stone-600 uppercase">
						<tr>
							<th scope="col" className="px-4 py-3">
								Made (UTC)
							</th>
							<th scope="col" className="px-4 py-3">
								Size
							</th>
							<th scope="col" className="px-4 py-3">
								File
							</th>
						</tr>
					</thead>
					<tbody>
						{backups.length === 0 ? (
							<tr>
								<td colSpan={3} className="px-4 py-8 text-center text-stone-600">
									No backup yet. The first one is made shortly after the server starts.
								</td>
							</tr>
						) : (
							backups.map((b) => (
								<tr key={b.name} className="border-t border-stone-100" data-backup={b.name}>
									<td className="px-4 py-3">{formatDateTime(b.createdAt)}</td>
									<td className="px-4 py-3">{formatFileSize(b.size)}</td>
									<td className="px-4 py-3">
										<a href={downloadHref(b.name)} download className="underline">
											{b.name}
										</a>
									</td>
								</tr>
							))
						)}
					</tbody>
				</table>
			</div>
			<p className="mt-4 max-w-prose text-sm text-stone-600">
				Keep a copy somewhere other than this server. To restore one, stop the site and run{' '}
				<code className="rounded bg-stone-100 px-1">npm run restore -- FILE</code> on the server; see the operations
				guide.
			</p>
		</>
	)
}
