import { type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router'
import { type z } from 'zod'
import { actorOf } from '#app/server/actor.server.ts'
import { requireAdmin } from '#app/server/auth.server.ts'
import { invariantResponse } from '#app/server/http.server.ts'
import { handleListAction, loadAdminList } from './admin-list.server.ts'
import { type AdminCollection, type FormCollection, type Stored } from './collections/collection.server.ts'
import { handleEntityForm } from './entity-forms.server.ts'
import { checksOf } from '#app/server/checks/checks.server.ts'
import { publishAnyway } from '#app/server/checks/publish.server.ts'
import { FORBIDDEN_MESSAGE } from '#app/server/permissions.server.ts'
import { redirectWithToast } from '#app/server/toast.server.ts'
import { type CheckedEntity } from '#app/server/checks/subjects.server.ts'
import { problemsOf } from '#app/utils/checks/index.ts'
import { pluralize } from '#app/utils/text.ts'
import { mergeOver, parseInput } from '#app/server/api/api.server.ts'

/** The report of the checks before publishing, where a fix made from it goes back to. */
const CHECKS_REPORT = '/admin/checks'
import { describeImages, formId, imageDetailsFor } from './forms.server.ts'

/**
 * The loaders and actions of an admin collection's routes, made from its
 * descriptor: `{collection}._index` (the list), `{collection}.new` and
 * `{collection}.$id.edit`. Each checks the admin session itself.
 */
export const listLoader =
	<R extends Stored, S extends z.ZodType, O extends object>(collection: AdminCollection<R, S, O>) =>
	({ request }: LoaderFunctionArgs) =>
		loadAdminList(collection, request)

export const listAction =
	<R extends Stored, S extends z.ZodType, O extends object>(collection: AdminCollection<R, S, O>) =>
	({ request, context }: ActionFunctionArgs) =>
		handleListAction(collection, request, context)

async function findRecord<R extends Stored, S extends z.ZodType, O extends object>(
	collection: AdminCollection<R, S, O>,
	param?: string,
) {
	const id = formId(param ?? null)
	const record = id ? await collection.data.get(id) : null
	invariantResponse(record, `${collection.name} not found`)
	return record
}

/** The add form's data: no record, no images, the choices it offers. */
export const newLoader =
	<R extends Stored, S extends z.ZodType, O extends object>(collection: FormCollection<R, S, O>) =>
	async ({ request }: LoaderFunctionArgs) => {
		await requireAdmin(request)
		return {
			record: null,
			images: [],
			imageDetails: [],
			options: await collection.form.options(),
			checks: [],
			mayPublishAnyway: false,
		}
	}

/**
 * The edit form's data: the record, its uploader's images, their alt texts, the choices it offers, and its checks
 * before publishing, with "Publish anyway" for an admin when problems keep it hidden.
 */
export const editLoader =
	<R extends Stored, S extends z.ZodType, O extends object>(collection: FormCollection<R, S, O>) =>
	async ({ request, params }: LoaderFunctionArgs) => {
		const user = await requireAdmin(request)
		const record = await findRecord(collection, params.id)
		const { form } = collection
		const [options, images, imageDetails, checked] = await Promise.all([
			form.options(record),
			describeImages(form.uploaderImages?.(record) ?? []),
			imageDetailsFor(form.images(record)),
			collection.checks ? checksOf(collection.checks, String(record.id)) : null,
		])
		const checks = checked?.checks ?? []
		const mayPublishAnyway = user.role === 'admin' && !record.is_visible && problemsOf(checks).length > 0
		return { record, images, imageDetails, options, checks, mayPublishAnyway }
	}

/**
 * The success toast's word on the saved record's warnings (docs/admin.md, 'Checks before publishing'): how many, and
 * where to see them; nothing when there are none.
 */
function warningsOf(collection: { checks?: CheckedEntity }) {
	const entity = collection.checks
	if (!entity) return undefined
	return async (saved: Stored) => {
		const count = (await checksOf(entity, String(saved.id)))?.checks.filter((c) => c.level === 'warning').length ?? 0
		if (!count) return undefined
		return `${pluralize(count, 'warning')} to look at: see "Checks before publishing" on its form.`
	}
}

export const newAction =
	<R extends Stored, S extends z.ZodType, O extends object>(collection: FormCollection<R, S, O>) =>
	async ({ request, context }: ActionFunctionArgs) => {
		const actor = actorOf(await requireAdmin(request), context)
		return handleEntityForm({
			request,
			collection,
			save: (value) => collection.data.create(value, { actor }),
			mode: 'created',
			warningsToLookAt: warningsOf(collection),
		})
	}

export const editAction =
	<R extends Stored, S extends z.ZodType, O extends object>(collection: FormCollection<R, S, O>) =>
	async ({ request, params, context }: ActionFunctionArgs) => {
		const user = await requireAdmin(request)
		const actor = actorOf(user, context)
		const record = await findRecord(collection, params.id)
		const { data, form, checks } = collection
		return handleEntityForm({
			request,
			collection,
			existingImages: form.images(record),
			// "Publish anyway": admins only; an editor sees the reasons and cannot override them.
			publishAnyway: async () => {
				if (user.role !== 'admin' || !checks) throw new Response(FORBIDDEN_MESSAGE, { status: 403 })
				await publishAnyway(checks, record.id, actor)
				return redirectWithToast(request, collection.path, {
					type: 'success',
					title: `${collection.name} published anyway`,
				})
			},
			// A check's one-click fix ('From dates'): the fix alone is saved, if the record's checks offer it.
			fix: async (field, value, back) => {
				const editPath = `${collection.path}/${record.id}/edit`
				const to = back === CHECKS_REPORT ? CHECKS_REPORT : editPath
				const found = checks ? await checksOf(checks, String(record.id)) : null
				const offered = found?.checks.find((c) => c.fix?.field === field && c.fix.value === value)
				if (!offered?.fix) {
					return redirectWithToast(request, to, { type: 'error', title: 'Nothing to fix: the record has changed' })
				}
				const fixed = (current: R) => parseInput(collection.schema, mergeOver(current, { [field]: value }))
				await data.update(record.id, fixed, { actor })
				return redirectWithToast(request, to, {
					type: 'success',
					title: `${collection.name} updated: ${offered.fix.label}`,
				})
			},
			save: (value, options) =>
				data.update(record.id, form.editInput ? form.editInput(value, record) : value, { actor, ...options }),
			mode: 'updated',
			warningsToLookAt: warningsOf(collection),
			back: form.editedPath?.(record),
		})
	}
