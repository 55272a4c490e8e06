import { FieldCheckList } from '#app/components/field-checks.tsx'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { Form, Link, useActionData, useNavigation } from 'react-router'
import { PageHeader } from '#app/components/admin/list-parts.tsx'
import { Badge, buttonClass } from '#app/components/ui/button.tsx'
import { ImportRefusedError, type ImportReport } from '#app/data/import.server.ts'
import { noStoreHeaders } from '#app/server/admin/forms.server.ts'
import { requireAdmin } from '#app/server/auth.server.ts'
import { UploadError } from '#app/server/framework/multipart.server.ts'
import { ARTWORK_COLUMNS } from '#app/server/import/columns.server.ts'
import {
	dropPending,
	ImportStopped,
	keepPending,
	pendingFiles,
	readImportUpload,
	runImport,
} from '#app/server/import/import.server.ts'
import { redirectWithToast } from '#app/server/toast.server.ts'
import { readFormData } from '#app/server/http.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { clientAddressOf } from '#app/server/request-context.server.ts'
import { BODY_LIMITS, type RouteHandle } from '#app/utils/route-rules.ts'

export const handle: RouteHandle = { body: { multipartBytes: BODY_LIMITS.import } }

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'Import artworks')
export const headers = noStoreHeaders

type ImportAnswer =
	| { step: 'error'; error: string }
	| { step: 'checked'; report: ImportReport; pending: string | null; applyFailed?: boolean }

export async function loader({ request }: LoaderFunctionArgs) {
	await requireAdmin(request)
	return { columns: ARTWORK_COLUMNS }
}

/**
 * Two steps (docs/admin.md, 'Import and export'): the upload is checked (a dry
 * run, shown per row) and its files kept for an hour under an unguessable id;
 * "Import" then applies that check's files in one write, or nothing.
 */
/** What the import's toast says of the works a problem kept hidden (docs/admin.md, 'Checks before publishing'). */
function keptHidden(report: { rows: { kept_hidden?: boolean }[] }) {
	const n = report.rows.filter((r) => r.kept_hidden).length
	return n ? ` ${n} kept hidden by a problem: see "Checks before publishing".` : ''
}

export async function action({ request, context }: ActionFunctionArgs) {
	const user = await requireAdmin(request)
	const actor = { id: user.id, username: user.username, ip: clientAddressOf(context) }
	const fail = (error: string, status = 400) => data<ImportAnswer>({ step: 'error', error }, { status })
	const multipart = (request.headers.get('Content-Type') ?? '').toLowerCase().startsWith('multipart/form-data')
	if (multipart) {
		let upload: Awaited<ReturnType<typeof readImportUpload>> | undefined
		try {
			upload = await readImportUpload(request)
			const report = await runImport(upload.files, { dryRun: true, actor })
			const pending = report.refused === 0 && report.rows.length > 0 ? await keepPending(upload.files) : null
			return data<ImportAnswer>({ step: 'checked', report, pending })
		} catch (error) {
			if (error instanceof ImportStopped) return fail(error.message)
			if (error instanceof UploadError) return fail(error.message, error.status)
			throw error
		} finally {
			await upload?.discard()
		}
	}
	const form = await readFormData(request)
	const id = String(form.get('pending') ?? '')
	const files = await pendingFiles(id)
	if (!files) return fail('This check has expired or was already imported: choose the files again.')
	try {
		const report = await runImport(files, { dryRun: false, actor })
		await dropPending(id)
		return await redirectWithToast(request, '/admin/artworks', {
			type: 'success',
			title: 'Import done',
			description: `Imported ${report.created + report.updated} works (${report.created} created, ${report.updated} updated).${keptHidden(report)}`,
		})
	} catch (error) {
		if (error instanceof ImportRefusedError) {
			await dropPending(id)
			return data<ImportAnswer>(
				{ step: 'checked', report: error.report, pending: null, applyFailed: true },
				{ status: 400 },
			)
		}
		if (error instanceof ImportStopped) {
			await dropPending(id)
			return fail(error.message)
		}
		throw error
	}
}

const ACTION_TONE = { create: 'green', update: 'blue', refuse: 'red' } as const

export default function AdminImport() {
	const answer = useActionData<typeof action>()
	const busy = useNavigation().state === 'submitting'
	return (
		<>
			<PageHeader
				title="Import artworks"
				subtitle="Add or update many works at once from a spreadsheet saved as CSV, with a zip of their images."
				actions={
					<Link to="/admin/artworks" className={buttonClass.secondary}>
						Back to artworks
					</Link>
				}
			/>
			<section aria-labelledby="import-files" className="mb-6 rounded-lg border border-stone-200 bg-white p-4 sm:p-6">
				<h2 id="import-files" className="mb-1 text-base font-semibold text-stone-900">
					1. Choose the files
				</h2>
				<p className="mb-4 max-w-prose text-sm text-stone-600">
					Nothing is changed yet: the check lists what each row would do. A row whose slug is already used updates that
					work; the others are added. Missing artists are created by name.{' '}
					<a href="/admin/artworks/export.csv" className="underline">
						Export the artworks
					</a>{' '}
					for a spreadsheet with the right columns.
				</p>
				<Form method="post" encType="multipart/form-data" className="grid gap-4 sm:grid-cols-2">
					<div>
						<label htmlFor="import-csv" className="mb-1 block text-sm font-medium text-stone-800">
							CSV file (required)
						</label>
						<input
							id="import-csv"
							name="csv"
							type="file"
							accept=".csv,text/csv"
							required
							aria-describedby="import-csv-help"
							className="block w-full text-sm text-stone-700 file:mr-3 file:rounded-md file:border file:border-stone-300 file:bg-white file:px-3 file:py-1.5 file:text-sm"
						/>
						<p id="import-csv-help" className="mt-1 text-xs text-stone-600">
							UTF-8, comma or semicolon, a header row; at most 5,000 rows and 10 MB.
						</p>
					</div>
					<div>
						<label htmlFor="import-zip" className="mb-1 block text-sm font-medium text-stone-800">
							Zip of images (optional)
						</label>
						<input
							id="import-zip"
							name="zip"
							type="file"
							accept=".zip,application/zip"
							aria-describedby="import-zip-help"
							className="block w-full text-sm text-stone-700 file:mr-3 file:rounded-md file:border file:border-stone-300 file:bg-white file:px-3 file:py-1.5 file:text-sm"
						/>
						<p id="import-zip-help" className="mt-1 text-xs text-stone-600">
							The images the <code>images</code> column names; at most 200 MB, 10 MB per image.
						</p>
					</div>
					<div className="sm:col-span-2">
						<button type="submit" className={buttonClass.primary} disabled={busy}>
							{busy ? 'Checking…' : 'Check the import'}
						</button>
					</div>
				</Form>
			</section>
			{answer?.step === 'error' ? (
				<p role="alert" className="mb-6 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
					{answer.error}
				</p>
			) : null}
			{answer?.step === 'checked' ? <CheckResult answer={answer} busy={busy} /> : null}
		</>
	)
}

function CheckResult({ answer, busy }: { answer: Extract<ImportAnswer, { step: 'checked' }>; busy: boolean }) {
	const { report, pending } = answer
	return (
		<section aria-labelledby="import-check" className="rounded-lg border border-stone-200 bg-white p-4 sm:p-6">
			<h2 id="import-check" className="mb-1 text-base font-semibold text-stone-900">
				2. Check what will happen
			</h2>
			<p className="mb-4 text-sm text-stone-700" data-import-counts>
				{report.created} to create, {report.updated} to update, {report.refused} refused.
			</p>
			{report.refused > 0 ? (
				<p role="alert" className="mb-4 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
					{answer.applyFailed
						? 'Nothing was imported: the data changed since the check and some rows are now refused.'
						: 'Nothing can be imported while a row is refused. Correct the rows below and check the files again.'}
				</p>
			) : null}
			{report.rows.length === 0 ? (
				<p className="text-sm text-stone-600">The CSV file has no rows under its header.</p>
			) : (
				<div className="overflow-x-auto rounded-md border border-stone-200">
					<table className="w-full text-left text-sm">
						<caption className="sr-only">What each row of the CSV file will do</caption>
						<thead className="bg-stone-50 text-xs tracking-wide text-stone-600 uppercase">
							<tr>
								<th scope="col" className="w-16 px-3 py-2">
									Row
								</th>
								<th scope="col" className="w-28 px-3 py-2">
									Action
								</th>
								<th scope="col" className="px-3 py-2">
									Slug
								</th>
								<th scope="col" className="px-3 py-2">
									Reason
								</th>
								<th scope="col" className="px-3 py-2">
									Checks
								</th>
							</tr>
						</thead>
						<tbody>
							{report.rows.map((r) => (
								<tr key={r.row} className="border-t border-stone-100 align-top" data-import-row={r.row}>
									<td className="px-3 py-2 tabular-nums">{r.row}</td>
									<td className="px-3 py-2">
										<Badge tone={ACTION_TONE[r.action]}>{r.action}</Badge>
									</td>
									<td className="px-3 py-2 break-all">{r.slug}</td>
									<td className="px-3 py-2 text-stone-700">{r.reason}</td>
									<td className="px-3 py-2">
										{r.kept_hidden ? <p className="text-sm font-medium text-red-700">Kept hidden</p> : null}
										<FieldCheckList id={`import-row-${r.row}-checks`} checks={r.checks ?? []} />
									</td>
								</tr>
							))}
						</tbody>
					</table>
				</div>
			)}
			{pending ? (
				<Form method="post" className="mt-4 flex flex-wrap items-center gap-3">
					<input type="hidden" name="pending" value={pending} />
					<button type="submit" className={buttonClass.primary} disabled={busy}>
						{busy ? 'Importing…' : 'Import'}
					</button>
					<span className="text-sm text-stone-600">All rows are written together, or none.</span>
				</Form>
			) : null}
		</section>
	)
}
