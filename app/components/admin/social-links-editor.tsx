import { useState } from 'react'
import { ErrorList, inputClass } from '#app/components/forms.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import { Icon } from '#app/components/ui/icon.tsx'
import { useHydrated } from '#app/components/ui/use-hydrated.ts'
import { SOCIAL_PLATFORMS, type SocialPlatform } from '#app/utils/social-platforms.ts'

export function platformPlaceholder(key: string) {
	return SOCIAL_PLATFORMS.find((p) => p.key === key)?.placeholder ?? `Enter ${key} handle or URL`
}

/**
 * Social links as fields `social_media.{platform}`. With JavaScript: a
 * platform dropdown, Add, and a row per added platform. Without: one input
 * per platform (blank ones are skipped by the schema).
 */
export function SocialLinksEditor({
	initial,
	errors,
}: {
	initial: Record<string, string>
	errors?: (key: string) => string[] | undefined
}) {
	const hydrated = useHydrated()
	const [links, setLinks] = useState(() =>
		SOCIAL_PLATFORMS.filter((p) => initial[p.key]).map((p) => ({ key: p.key, value: initial[p.key]! })),
	)
	const [choice, setChoice] = useState('')
	const available = SOCIAL_PLATFORMS.filter((p) => !links.some((l) => l.key === p.key))

	if (!hydrated) {
		return (
			<fieldset className="rounded-lg border border-stone-200 p-4">
				<legend className="px-1 text-sm font-medium">Social Media Links</legend>
				<div className="grid gap-3 md:grid-cols-2">
					{SOCIAL_PLATFORMS.map((p) => {
						const error = errors?.(`social_media.${p.key}`)
						return (
							<div key={p.key}>
								<label htmlFor={`social-${p.key}`} className="mb-1 block text-sm">
									{p.label}
								</label>
								<input
									id={`social-${p.key}`}
									name={`social_media.${p.key}`}
									defaultValue={initial[p.key] ?? ''}
									placeholder={p.placeholder}
									aria-invalid={error?.length ? true : undefined}
									aria-describedby={error?.length ? `social-${p.key}-error` : undefined}
									className={inputClass}
								/>
								<ErrorList id={`social-${p.key}-error`} errors={error} />
							</div>
						)
					})}
				</div>
			</fieldset>
		)
	}

	return (
		<fieldset className="rounded-lg border border-stone-200 p-4">
			<legend className="px-1 text-sm font-medium">Social Media Links</legend>
			<div className="flex flex-wrap items-end gap-2">
				<div>
					<label htmlFor="social-platform" className="mb-1 block text-xs text-stone-600">
						Platform
					</label>
					<select
						id="social-platform"
						value={choice}
						onChange={(e) => setChoice(e.target.value)}
						className={inputClass}
					>
						<option value="">Select a platform</option>
						{available.map((p) => (
							<option key={p.key} value={p.key}>
								{p.label}
							</option>
						))}
					</select>
				</div>
				<button
					type="button"
					className={buttonClass.secondary}
					disabled={!choice}
					onClick={() => {
						setLinks((l) => [...l, { key: choice as SocialPlatform, value: '' }])
						setChoice('')
					}}
				>
					Add Platform
				</button>
			</div>
			{links.length === 0 ? (
				<div className="mt-3 rounded-md bg-stone-50 p-4 text-center text-sm">
					<p>No social media links added yet</p>
					<p className="text-xs text-stone-500">Click "Add Platform" to get started</p>
				</div>
			) : (
				<ul className="mt-3 space-y-2">
					{links.map((link) => {
						const platform = SOCIAL_PLATFORMS.find((p) => p.key === link.key)!
						const error = errors?.(`social_media.${link.key}`)
						return (
							<li key={link.key} className="flex items-center gap-2">
								<Icon name={platform.key} className="w-6 shrink-0 text-stone-700" />
								<label htmlFor={`social-${link.key}`} className="w-24 text-sm font-medium">
									{platform.label}
								</label>
								<input
									id={`social-${link.key}`}
									name={`social_media.${link.key}`}
									value={link.value}
									onChange={(e) =>
										setLinks((l) => l.map((x) => (x.key === link.key ? { ...x, value: e.target.value } : x)))
									}
									placeholder={platformPlaceholder(link.key)}
									aria-invalid={error?.length ? true : undefined}
									aria-describedby={error?.length ? `social-${link.key}-error` : undefined}
									className={`${inputClass} flex-1`}
								/>
								<button
									type="button"
									className={buttonClass.smallDanger}
									aria-label={`Remove ${platform.label}`}
									onClick={() => setLinks((l) => l.filter((x) => x.key !== link.key))}
								>
									Remove
								</button>
								<ErrorList id={`social-${link.key}-error`} errors={error} />
							</li>
						)
					})}
				</ul>
			)}
		</fieldset>
	)
}
