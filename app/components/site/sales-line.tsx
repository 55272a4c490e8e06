/** An artwork's availability and, when the gallery publishes it, its price or 'Price on request'. */
export function SalesLine({ availability, price }: { availability: string; price: string }) {
	const tone =
		availability === 'Available'
			? 'border-emerald-700 text-emerald-800'
			: availability === 'Sold'
				? 'border-red-800 text-red-800'
				: 'border-stone-500 text-stone-700'
	return (
		<div className="mt-6 flex flex-wrap items-center gap-4" data-testid="sales">
			<span className={`rounded-full border px-3 py-1 text-sm font-semibold ${tone}`}>{availability}</span>
			{price ? <span className="font-serif text-2xl font-semibold">{price}</span> : null}
		</div>
	)
}
