import { jsonLdHtml } from '#app/utils/structured-data.ts'

/**
 * A page's JSON-LD in the document head, escaped (see jsonLdHtml) and carrying
 * the response's CSP nonce like every other inline script.
 */
export function StructuredData({ data, nonce }: { data: object; nonce: string }) {
	return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: jsonLdHtml(data) }} />
}

/** The JSON-LD of the deepest route whose loader returned `jsonLd`. */
export function pageJsonLd(matches: readonly { loaderData?: unknown }[]): object | null {
	for (const match of [...matches].reverse()) {
		const data = match.loaderData as { jsonLd?: unknown } | null | undefined
		if (data && typeof data === 'object' && data.jsonLd && typeof data.jsonLd === 'object') return data.jsonLd
	}
	return null
}
