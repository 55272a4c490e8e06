import { usePageLanguage } from '#app/utils/i18n/use-page-language.ts'

/**
 * The banner over a public page that signed-in staff see before visitors can
 * (docs/admin.md, 'Scheduled publishing and preview'): quiet, and announced
 * to screen readers as a status.
 */
export function PreviewBanner({ preview, className = '' }: { preview: { reason: string } | null; className?: string }) {
	const { t } = usePageLanguage()
	if (!preview) return null
	return (
		<div
			role="status"
			data-testid="preview-banner"
			className={`border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-stone-900 ${className}`}
		>
			<strong className="font-semibold">{t('preview.notPublic')}</strong> {preview.reason}
		</div>
	)
}
