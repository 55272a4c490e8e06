/** Button looks shared by links and buttons. */
const base =
	'inline-flex items-center justify-center gap-2 rounded-md px-3 py-2 text-sm font-medium transition disabled:cursor-not-allowed disabled:opacity-50'

export const buttonClass = {
	primary: `${base} bg-stone-900 text-white hover:bg-stone-700`,
	secondary: `${base} border border-stone-300 bg-white text-stone-900 hover:bg-stone-100`,
	danger: `${base} bg-red-700 text-white hover:bg-red-800`,
	ghost: `${base} text-stone-700 hover:bg-stone-100`,
	small:
		'inline-flex items-center justify-center gap-1 rounded-md border border-stone-300 bg-white px-2.5 py-1.5 text-xs font-medium hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-50',
	smallDanger:
		'inline-flex items-center justify-center gap-1 rounded-md border border-red-300 bg-white px-2.5 py-1.5 text-xs font-medium text-red-700 hover:bg-red-50',
} as const

export function Badge({
	tone = 'neutral',
	children,
}: {
	tone?: 'neutral' | 'green' | 'amber' | 'blue' | 'red'
	children: React.ReactNode
}) {
	const tones = {
		neutral: 'bg-stone-100 text-stone-700',
		green: 'bg-emerald-100 text-emerald-800',
		amber: 'bg-amber-100 text-amber-800',
		blue: 'bg-sky-100 text-sky-800',
		red: 'bg-red-100 text-red-800',
	}
	return (
		<span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ${tones[tone]}`}>
			{children}
		</span>
	)
}
