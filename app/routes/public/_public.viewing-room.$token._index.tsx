import { usePageLanguage } from '#app/utils/i18n/use-page-language.ts'
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { useActionData, useLoaderData } from 'react-router'
import { PreviewBanner, RoomCover, type RoomReply, RoomWork, roomGate } from '#app/components/site/viewing-room.tsx'
import { roomHeaders, roomMeta, roomShouldRevalidate } from '#app/components/site/viewing-room-meta.ts'
import { roomAction, loadRoom } from '#app/server/viewing-rooms/room-page.server.ts'
import { clientAddressOf } from '#app/server/request-context.server.ts'

/** `/viewing-room/{token}`: a private viewing room, through its shared link or a recipient's (docs/public-site.md). */
export const meta: MetaFunction<typeof loader> = (args) => roomMeta(args.matches, args.loaderData)

export const headers = roomHeaders

export const shouldRevalidate = roomShouldRevalidate

export async function loader({ request, params }: LoaderFunctionArgs) {
	return loadRoom(request, params.token)
}

export async function action({ request, params, context }: ActionFunctionArgs) {
	return roomAction(request, clientAddressOf(context), params.token)
}

export default function ViewingRoomPage() {
	const page = useLoaderData<typeof loader>()
	const reply = useActionData<typeof action>() as { result?: RoomReply; artworkId?: number } | undefined
	const { langOf, t } = usePageLanguage()
	const gate = roomGate(page, reply?.result)
	if (gate || page.state !== 'open') return gate
	const { room, works, base, constraint, preview } = page
	return (
		<>
			<PreviewBanner text={preview} />
			<article className="mx-auto max-w-7xl px-6 pt-10 pb-20 sm:pt-16">
				<header>
					<p className="text-xs tracking-[0.08em] text-muted uppercase">
						{room.recipient
							? `${t('room.label')} · ${t('document.preparedFor', { name: room.recipient.name })}`
							: t('room.label')}
					</p>
					<h1 className="mt-3 font-display text-4xl tracking-tight sm:text-5xl" lang={langOf(room, 'title')}>
						{room.title}
					</h1>
					{room.expires ? (
						<p className="mt-3 text-sm text-muted">{t('document.openUntil', { date: room.expires })}</p>
					) : null}
					<p className="mt-3 text-sm">
						<a
							href={`${base}/room.pdf`}
							download
							className="text-muted underline underline-offset-4 hover:text-current"
						>
							{t('room.downloadPdf')}
						</a>
					</p>
				</header>
				<RoomCover image={room.cover} />
				{room.intro ? (
					<p
						className="mt-10 max-w-2xl text-lg leading-relaxed whitespace-pre-line"
						data-testid="room-intro"
						lang={langOf(room, 'intro')}
					>
						{room.intro}
					</p>
				) : null}
				<h2 className="sr-only">{t('room.works')}</h2>
				<ol className="mt-16 flex flex-col gap-24" aria-label={t('room.worksInRoom')}>
					{works.map((work) => (
						<RoomWork
							key={work.id}
							work={work}
							base={base}
							recipient={room.recipient}
							constraint={constraint}
							reply={reply?.artworkId === work.id ? reply.result : undefined}
						/>
					))}
				</ol>
				{room.closing_text ? (
					<p
						className="mt-24 max-w-2xl border-t border-rule pt-10 text-lg leading-relaxed whitespace-pre-line"
						data-testid="room-closing"
						lang={langOf(room, 'closing_text')}
					>
						{room.closing_text}
					</p>
				) : null}
			</article>
		</>
	)
}
