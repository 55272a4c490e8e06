/**
 * An artwork's availability and, when the gallery publishes it, its price or 'Price on request'
 * (never for a sold or not-for-sale work: `priceLine` gives nothing then). A sold work carries the
 * gallery's red dot beside the word.
 */
export function SalesLine({ availability, sold, price }: { availability: string; sold: boolean; price: string }) {
	return (
		<p className="mt-5 flex flex-wrap items-center gap-x-4" data-testid="sales">
			<span className="inline-flex items-center gap-2">
				{sold ? <span aria-hidden className="inline-block h-2.5 w-2.5 rounded-full bg-sold" /> : null}
				{availability}
			</span>
			{price ? <span>{price}</span> : null}
		</p>
	)
}
