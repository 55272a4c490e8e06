import { Form } from 'react-router'
import { ErrorList, Field, SelectField, TextareaField } from '#app/components/forms.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import { CAMPAIGN_MAX_ARTWORKS } from '#app/schemas/records.ts'
import { type Language, type Translations } from '#app/utils/languages.ts'
import { Translated } from './translated-field.tsx'

/** The campaign's content fields (docs/admin.md, 'Newsletter campaigns'): plain form fields, no script needed. */
export type CampaignChoices = {
	exhibitions: { id: number; title: string }[]
	artworks: { id: number; title: string; artist: string; year: number }[]
	rooms: { id: number; title: string; status: string }[]
}
export type CampaignValues = {
	subject?: unknown
	preheader?: unknown
	intro?: unknown
	/** As stored; a refused save comes back with the texts it sent as `translations.de.subject`. */
	translations?: Translations
	exhibition_id?: unknown
	artwork_ids?: unknown
	viewing_room_id?: unknown
}

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v))
const ids = (v: unknown) =>
	Array.isArray(v) ? v.map(String) : v === undefined || v === null || v === '' ? [] : [String(v)]

export function CampaignForm({
	values,
	errors,
	choices,
	disabled,
	submitLabel,
}: {
	values: CampaignValues
	errors: Record<string, string>
	choices: CampaignChoices
	disabled?: boolean
	submitLabel: string
}) {
	// The chosen works in their order (the form posts them first, so the order is kept), then the others.
	const byId = new Map(choices.artworks.map((a) => [String(a.id), a]))
	const chosenIds = ids(values.artwork_ids).filter((id) => byId.has(id))
	const chosenWorks = chosenIds.map((id) => byId.get(id)!)
	const otherWorks = choices.artworks.filter((a) => !chosenIds.includes(String(a.id)))
	const err = (name: string) => (errors[name] ? [errors[name]] : undefined)
	// A text in another language (contract section 21): as sent when a save came back refused, else as stored.
	const translated = (field: string) => (language: Language) => {
		const name = `translations.${language}.${field}`
		const sent = (values as Record<string, unknown>)[name]
		return {
			name,
			defaultValue: sent === undefined ? (values.translations?.[language]?.[field] ?? '') : text(sent),
			errors: err(name),
		}
	}
	return (
		<Form method="post" className="space-y-5" aria-label="Campaign content">
			<fieldset disabled={disabled} className="space-y-5">
				<Translated translations={translated('subject')} name="subject" label="Subject" maxLength={200}>
					<Field
						label="Subject"
						name="subject"
						required
						maxLength={200}
						defaultValue={text(values.subject)}
						errors={err('subject')}
					/>
				</Translated>
				<Translated translations={translated('preheader')} name="preheader" label="Preheader" maxLength={300}>
					<Field
						label="Preheader"
						name="preheader"
						maxLength={300}
						defaultValue={text(values.preheader)}
						hint="The line mail programs show after the subject."
						errors={err('preheader')}
					/>
				</Translated>
				<Translated translations={translated('intro')} name="intro" label="Intro" multiline rows={6} maxLength={5000}>
					<TextareaField
						label="Intro"
						name="intro"
						rows={6}
						maxLength={5000}
						defaultValue={text(values.intro)}
						hint="A blank line starts a new paragraph."
						errors={err('intro')}
					/>
				</Translated>
				<SelectField
					label="Exhibition"
					name="exhibition_id"
					defaultValue={text(values.exhibition_id)}
					errors={err('exhibition_id')}
				>
					<option value="">None</option>
					{choices.exhibitions.map((e) => (
						<option key={e.id} value={e.id}>
							{e.title}
						</option>
					))}
				</SelectField>
				<fieldset aria-describedby="artwork-ids-hint" id="campaign-artworks">
					<legend className="mb-1 block text-sm font-medium">Artworks</legend>
					<p id="artwork-ids-hint" className="mb-2 text-xs text-stone-500">
						Up to {CAMPAIGN_MAX_ARTWORKS}, shown two to a row in the order chosen: the chosen works come first, and Move
						up and Move down change their order. Works ticked below are added after them.
					</p>
					{chosenWorks.length ? (
						<ol
							className="mb-2 space-y-1 rounded-md border border-stone-200 bg-stone-50 p-2"
							aria-label="Chosen artworks, in order"
						>
							{chosenWorks.map((a, index) => (
								<li key={a.id} className="flex flex-wrap items-center gap-2 text-sm">
									<label className="flex flex-1 items-start gap-2 px-1 py-1">
										<input type="checkbox" name="artwork_ids" value={a.id} defaultChecked className="mt-0.5" />
										<span>
											{index + 1}. {a.title}{' '}
											<span className="text-stone-600">
												— {a.artist}, {a.year}
											</span>
										</span>
									</label>
									{disabled ? null : (
										<span className="flex gap-1">
											<button
												type="submit"
												name="intent"
												value={`move-up:${a.id}`}
												className={buttonClass.small}
												disabled={index === 0}
												aria-label={`Move ${a.title} up`}
											>
												Move up
											</button>
											<button
												type="submit"
												name="intent"
												value={`move-down:${a.id}`}
												className={buttonClass.small}
												disabled={index === chosenWorks.length - 1}
												aria-label={`Move ${a.title} down`}
											>
												Move down
											</button>
										</span>
									)}
								</li>
							))}
						</ol>
					) : null}
					<div className="max-h-72 overflow-y-auto rounded-md border border-stone-200 bg-white p-2">
						<ul className="grid gap-1 sm:grid-cols-2">
							{otherWorks.map((a) => (
								<li key={a.id}>
									<label className="flex items-start gap-2 rounded px-1 py-1 text-sm hover:bg-stone-50">
										<input type="checkbox" name="artwork_ids" value={a.id} className="mt-0.5" />
										<span>
											{a.title}{' '}
											<span className="text-stone-600">
												— {a.artist}, {a.year}
											</span>
										</span>
									</label>
								</li>
							))}
						</ul>
					</div>
					<ErrorList id="artwork-ids-error" errors={err('artwork_ids')} />
				</fieldset>
				<SelectField
					label="Viewing room"
					name="viewing_room_id"
					defaultValue={text(values.viewing_room_id)}
					hint="The mail links to the room's shared link."
					errors={err('viewing_room_id')}
				>
					<option value="">None</option>
					{choices.rooms.map((r) => (
						<option key={r.id} value={r.id}>
							{r.title} ({r.status})
						</option>
					))}
				</SelectField>
				<ErrorList id="campaign-form-error" errors={err('form')} />
				{disabled ? null : (
					<button type="submit" name="intent" value="save" className={buttonClass.primary}>
						{submitLabel}
					</button>
				)}
			</fieldset>
		</Form>
	)
}

export const CAMPAIGN_STATUS_LABELS = {
	draft: 'Draft',
	scheduled: 'Scheduled',
	sending: 'Sending',
	paused: 'Paused',
	sent: 'Sent',
	cancelled: 'Cancelled',
} as const

export const CAMPAIGN_STATUS_TONES = {
	draft: 'neutral',
	scheduled: 'blue',
	sending: 'amber',
	paused: 'amber',
	sent: 'green',
	cancelled: 'red',
} as const
