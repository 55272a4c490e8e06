import { type InputHTMLAttributes, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { fieldAria, FieldShell, inputClass } from '#app/components/forms.tsx'

/** A contact as the suggestions list it (GET /admin/contacts/suggest). */
type Suggestion = { id: number; name: string; email: string; organisation: string }

/** How long typing pauses before the contacts are asked. */
const PAUSE_MS = 150
/** Fewer characters than this find nothing (the endpoint's rule too). */
const MIN_QUERY = 2

/**
 * Every contact field that names a person (a sale's buyer, a work's consignor; docs/admin.md, 'Contacts'): an
 * email field that posts as it is without JavaScript (the contact of that address, or a new one made with it),
 * and with JavaScript a combobox (the ARIA 1.2 pattern: a list of at most ten contacts found by the contacts
 * list's search as a name, email or organisation is typed; arrows, Enter and Escape) whose choice fills in that
 * contact's email. A book of a hundred thousand contacts is never sent to the page.
 */
export function ContactPicker({
	label,
	errors,
	hint,
	className,
	...input
}: {
	label: string
	errors?: string[]
	hint?: string
	className?: string
} & InputHTMLAttributes<HTMLInputElement>) {
	const fallback = useId()
	const id = input.id ?? fallback
	const listId = `${id}-contacts`
	const [query, setQuery] = useState<string | null>(null)
	const [found, setFound] = useState<Suggestion[]>([])
	const [open, setOpen] = useState(false)
	const [active, setActive] = useState(-1)
	const inputRef = useRef<HTMLInputElement>(null)
	// A choice is written into the field as typing would be; it is not a new question.
	const choosing = useRef(false)

	// Ask for the contacts once typing pauses; an answer to an older question is dropped.
	useEffect(() => {
		if (query === null) return
		const q = query.trim()
		if (q.length < MIN_QUERY) {
			setFound([])
			setOpen(false)
			return
		}
		const asked = new AbortController()
		const timer = setTimeout(() => {
			fetch(`/admin/contacts/suggest?q=${encodeURIComponent(q)}`, {
				signal: asked.signal,
				headers: { Accept: 'application/json' },
			})
				.then((res) => (res.ok ? (res.json() as Promise<{ contacts: Suggestion[] }>) : { contacts: [] }))
				.then(({ contacts }) => {
					setFound(contacts)
					setActive(-1)
					setOpen(true)
				})
				.catch(() => {})
		}, PAUSE_MS)
		return () => {
			clearTimeout(timer)
			asked.abort()
		}
	}, [query])

	const choose = (contact: Suggestion) => {
		const field = inputRef.current
		if (field) {
			field.value = contact.email
			// conform and the form's own checks hear the new value as if it were typed.
			choosing.current = true
			field.dispatchEvent(new Event('input', { bubbles: true }))
			choosing.current = false
		}
		setQuery(null)
		setOpen(false)
		setActive(-1)
	}

	const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
		if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
			if (!found.length) return
			event.preventDefault()
			setOpen(true)
			const step = event.key === 'ArrowDown' ? 1 : -1
			setActive((i) => (open ? (i + step + found.length) % found.length : step === 1 ? 0 : found.length - 1))
		} else if (event.key === 'Enter' && open && active >= 0 && found[active]) {
			event.preventDefault()
			choose(found[active])
		} else if (event.key === 'Escape' && open) {
			event.preventDefault()
			setOpen(false)
			setActive(-1)
		}
	}

	const expanded = open && found.length > 0
	return (
		<FieldShell id={id} name={input.name} label={label} errors={errors} hint={hint} className={className}>
			<div className="relative">
				<input
					ref={inputRef}
					id={id}
					className={inputClass}
					{...fieldAria(id, errors, hint)}
					{...input}
					type="email"
					role="combobox"
					aria-autocomplete="list"
					aria-expanded={expanded}
					aria-controls={listId}
					aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
					autoComplete="off"
					onChange={(event) => {
						input.onChange?.(event)
						if (!choosing.current) setQuery(event.target.value)
					}}
					onKeyDown={onKeyDown}
					onBlur={(event) => {
						input.onBlur?.(event)
						setOpen(false)
					}}
				/>
				<ul
					id={listId}
					role="listbox"
					aria-label="Contacts found"
					hidden={!expanded}
					className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto rounded-md border border-stone-300 bg-white py-1 shadow-lg"
				>
					{found.map((contact, i) => (
						<li
							key={contact.id}
							id={`${listId}-${i}`}
							role="option"
							aria-selected={i === active}
							// Chosen on press, before the field's blur closes the list.
							onMouseDown={(event) => {
								event.preventDefault()
								choose(contact)
							}}
							className={`cursor-pointer px-3 py-2 text-sm ${i === active ? 'bg-stone-900 text-white' : 'hover:bg-stone-100'}`}
						>
							<span className="font-medium">{contact.name}</span>{' '}
							<span className={i === active ? 'text-stone-200' : 'text-stone-600'}>
								{contact.email}
								{contact.organisation ? ` · ${contact.organisation}` : ''}
							</span>
						</li>
					))}
				</ul>
				<p aria-live="polite" className="sr-only">
					{open && query !== null
						? found.length
							? `${found.length} ${found.length === 1 ? 'contact' : 'contacts'} found`
							: 'No contact found: a new one is made with this email'
						: ''}
				</p>
			</div>
		</FieldShell>
	)
}
