import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { Form, Link, useActionData, useLoaderData } from 'react-router'
import { PageHeader } from '#app/components/admin/list-parts.tsx'
import { ErrorList, Field } from '#app/components/forms.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import { noStoreHeaders } from '#app/server/admin/forms.server.ts'
import { requireAdmin } from '#app/server/auth.server.ts'
import { type AddReadersReply, addReaderByHand, importReaders } from '#app/server/newsletter/add-readers.server.ts'
import { MAX_READER_ROWS, READER_COLUMNS } from '#app/server/newsletter/reader-import.server.ts'
import { doubleOptIn } from '#app/server/newsletter/signup.server.ts'
import { clientAddressOf } from '#app/server/request-context.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { BODY_LIMITS, type RouteHandle } from '#app/utils/route-rules.ts'

// For admins only (unsaid role); a list's file is bounded at 2 MiB, and the page says so beside the field.
export const handle: RouteHandle = { body: { multipartBytes: BODY_LIMITS.readersImport, ownAnswer: true } }

/**
 * Adding newsletter readers (docs/admin.md, 'Adding readers'): one by hand,
 * or a list from a CSV with the consent each reader gave. Both work without
 * JavaScript; a bad file or row is said beside the file field and nothing of
 * the file is added.
 */
export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'Add readers')
export const headers = noStoreHeaders

export async function loader({ request }: LoaderFunctionArgs) {
	await requireAdmin(request)
	return { mailOn: doubleOptIn(), columns: READER_COLUMNS, maxRows: MAX_READER_ROWS }
}

export async function action({ request, context }: ActionFunctionArgs) {
	const user = await requireAdmin(request)
	const actor = { id: user.id, username: user.username, ip: clientAddressOf(context) }
	const multipart = (request.headers.get('Content-Type') ?? '').toLowerCase().startsWith('multipart/form-data')
	return multipart ? importReaders(request, actor) : addReaderByHand(request, actor)
}

export default function AddReaders() {
	const { mailOn, columns, maxRows } = useLoaderData<typeof loader>()
	const reply = useActionData<typeof action>() as AddReadersReply | undefined
	const added = reply?.form === 'add' ? reply : undefined
	const imported = reply?.form === 'import' ? reply : undefined
	return (
		<>
			<PageHeader
				title="Add readers"
				subtitle="Readers who agreed to receive the newsletter"
				actions={
					<Link to="/admin/newsletter" className={buttonClass.secondary}>
						Back to subscribers
					</Link>
				}
			/>
			<div className="grid gap-6 lg:grid-cols-2">
				<section aria-labelledby="add-heading" className="rounded-lg border border-stone-200 bg-white p-6">
					<h2 id="add-heading" className="mb-3 text-lg font-medium">
						Add a reader
					</h2>
					<Form method="post" className="space-y-4" aria-labelledby="add-heading">
						<Field
							label="Email"
							name="email"
							type="email"
							required
							maxLength={254}
							defaultValue={added?.values?.email}
							errors={added?.errors.email}
						/>
						<Field
							label="Name"
							name="name"
							maxLength={100}
							defaultValue={added?.values?.name}
							errors={added?.errors.name}
						/>
						<Field
							label="Consent"
							name="consent"
							maxLength={500}
							defaultValue={added?.values?.consent}
							hint={
								mailOn
									? 'How they agreed, such as "Signed the visitors\' book, 3 March". Left blank, they are mailed a link to confirm and stay pending until they do.'
									: 'How they agreed, such as "Signed the visitors\' book, 3 March".'
							}
							errors={added?.errors.consent}
						/>
						<Field
							label="Consent date"
							name="consented_at"
							type="date"
							defaultValue={added?.values?.consented_at}
							errors={added?.errors.consented_at}
						/>
						<button type="submit" className={buttonClass.primary}>
							Add reader
						</button>
					</Form>
				</section>
				<section aria-labelledby="import-heading" className="rounded-lg border border-stone-200 bg-white p-6">
					<h2 id="import-heading" className="mb-3 text-lg font-medium">
						Import a list
					</h2>
					<Form method="post" encType="multipart/form-data" className="space-y-4" aria-labelledby="import-heading">
						<div>
							<label htmlFor="readers-file" className="mb-1 block text-sm font-medium">
								CSV file
							</label>
							<input
								id="readers-file"
								name="readers"
								type="file"
								accept=".csv,text/csv"
								required
								aria-invalid={imported ? true : undefined}
								aria-describedby={`readers-file-hint${imported ? ' readers-file-error' : ''}`}
								className="block w-full text-sm text-stone-700 file:mr-3 file:rounded-md file:border file:border-stone-300 file:bg-white file:px-3 file:py-1.5 file:text-sm"
							/>
							<p id="readers-file-hint" className="mt-1 text-xs text-stone-600">
								A header row naming the columns <code>{columns.join(', ')}</code>; UTF-8, comma or semicolon; at most{' '}
								{maxRows.toLocaleString('en-US')} readers and 2 MB. Every row needs the reader's consent: how they
								agreed, and when in <code>consented_at</code> (such as 2025-03-14). Addresses already on the list are
								left as they were; nothing is mailed.
							</p>
							<ErrorList id="readers-file-error" errors={imported?.errors.readers} />
						</div>
						<button type="submit" className={buttonClass.primary}>
							Import readers
						</button>
					</Form>
				</section>
			</div>
		</>
	)
}
