import * as Dialog from '@radix-ui/react-dialog'
import { Form, Link, useNavigate } from 'react-router'
import { type ReactNode } from 'react'
import { buttonClass } from './button.tsx'
import { useHydrated } from './use-hydrated.ts'

/**
 * A delete confirmation reached by a link (?delete={id}), so it works without
 * JavaScript as an inline panel; after hydration it is a modal dialog.
 * Confirming posts `intent=delete` with the id.
 */
export function ConfirmDialog({
	title,
	message,
	cancelTo,
	id,
	confirmLabel = 'Delete',
	intent = 'delete',
	action,
	version,
	fields,
	confirmTone = 'danger',
}: {
	/** More hidden fields the confirmation posts (a campaign's send posts the number of readers it asked about). */
	fields?: Record<string, string>
	/** A confirmation that destroys nothing (a send) uses the primary button. */
	confirmTone?: 'danger' | 'primary'
	/** The record's version the confirmation was opened from, sent with the post. */
	version?: string
	title: string
	message: ReactNode
	cancelTo: string
	id: number | string
	confirmLabel?: string
	intent?: string
	action?: string
}) {
	const hydrated = useHydrated()
	const navigate = useNavigate()
	const body = (
		<Form method="post" action={action} className="mt-6 flex justify-end gap-2">
			<input type="hidden" name="id" value={id} />
			{version ? <input type="hidden" name="version" value={version} /> : null}
			{Object.entries(fields ?? {}).map(([name, value]) => (
				<input key={name} type="hidden" name={name} value={value} />
			))}
			<Link to={cancelTo} replace preventScrollReset className={buttonClass.secondary}>
				Cancel
			</Link>
			<button type="submit" name="intent" value={intent} className={buttonClass[confirmTone]}>
				{confirmLabel}
			</button>
		</Form>
	)
	if (!hydrated) {
		return (
			<section
				role="alertdialog"
				aria-labelledby="confirm-title"
				className="my-4 rounded-lg border border-red-300 bg-red-50 p-4"
			>
				<h2 id="confirm-title" className="text-lg font-semibold">
					{title}
				</h2>
				<p className="mt-2 text-sm">{message}</p>
				{body}
			</section>
		)
	}
	return (
		<ConfirmModal
			open
			onOpenChange={(open) => !open && navigate(cancelTo, { replace: true, preventScrollReset: true })}
			title={title}
			message={message}
		>
			{body}
		</ConfirmModal>
	)
}

/**
 * A confirmation a script asks for (an uploader's Remove and Clear All): a
 * modal dialog whose Cancel closes it and whose confirm button calls
 * `onConfirm`. It needs JavaScript; without it, use ConfirmDialog.
 */
export function ConfirmPrompt({
	open,
	title,
	message,
	confirmLabel,
	onConfirm,
	onCancel,
}: {
	open: boolean
	title: string
	message: ReactNode
	confirmLabel: string
	onConfirm: () => void
	onCancel: () => void
}) {
	return (
		<ConfirmModal open={open} onOpenChange={(next) => !next && onCancel()} title={title} message={message}>
			<div className="mt-6 flex justify-end gap-2">
				<Dialog.Close className={buttonClass.secondary}>Cancel</Dialog.Close>
				<button type="button" className={buttonClass.danger} onClick={onConfirm}>
					{confirmLabel}
				</button>
			</div>
		</ConfirmModal>
	)
}

function ConfirmModal({
	open,
	onOpenChange,
	title,
	message,
	children,
}: {
	open: boolean
	onOpenChange: (open: boolean) => void
	title: string
	message: ReactNode
	children: ReactNode
}) {
	return (
		<Dialog.Root open={open} onOpenChange={onOpenChange}>
			<Dialog.Portal>
				<Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
				<Dialog.Content
					role="alertdialog"
					className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl"
				>
					<Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
					<Dialog.Description className="mt-2 text-sm text-stone-600">{message}</Dialog.Description>
					{children}
				</Dialog.Content>
			</Dialog.Portal>
		</Dialog.Root>
	)
}
