/** The title band at the top of a public page. The description keeps its line breaks. */
export function PageHero({ title, description }: { title: string; description?: string }) {
	return (
		<header className="border-b border-stone-200 bg-stone-100">
			<div className="mx-auto max-w-7xl px-6 py-14 text-center sm:py-20">
				<h1 className="font-serif text-4xl font-semibold sm:text-5xl">{title}</h1>
				{description ? (
					<p className="mx-auto mt-4 max-w-2xl text-lg whitespace-pre-line text-stone-600">{description}</p>
				) : null}
			</div>
		</header>
	)
}
