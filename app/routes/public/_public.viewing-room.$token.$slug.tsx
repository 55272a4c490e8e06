import { usePageLanguage } from '#app/utils/i18n/use-page-language.ts'
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { useActionData, useLoaderData } from 'react-router'
import { Link } from '#app/utils/i18n/links.tsx'
import { ArtworkViewer } from '#app/components/site/artwork-viewer.tsx'
import {
	PreviewBanner,
	RoomCaption,
	RoomNotFound,
	RoomEnquiryForm,
	type RoomReply,
	roomGate,
} from '#app/components/site/viewing-room.tsx'
import { roomHeaders, roomMeta, roomShouldRevalidate } from '#app/components/site/viewing-room-meta.ts'
import { loadRoom, roomAction } from '#app/server/viewing-rooms/room-page.server.ts'
import { clientAddressOf } from '#app/server/request-context.server.ts'

/** `/viewing-room/{token}/{artwork slug}`: one work of a viewing room, on its own page. */
export const meta: MetaFunction<typeof loader> = (args) =>
	roomMeta(
		args.matches,
		args.loaderData?.state === 'open' && args.loaderData.work
			? { state: 'open', title: args.loaderData.work.title }
			: args.loaderData,
	)

export const headers = roomHeaders

export const shouldRevalidate = roomShouldRevalidate

export async function loader({ request, params }: LoaderFunctionArgs) {
	return loadRoom(request, params.token, params.slug ?? '')
}

export async function action({ request, params, context }: ActionFunctionArgs) {
	return roomAction(request, clientAddressOf(context), params.token, params.slug ?? '')
}

export default function ViewingRoomWorkPage() {
	const page = useLoaderData<typeof loader>()
	const reply = useActionData<typeof action>() as { result?: RoomReply } | undefined
	const { t, langOf } = usePageLanguage()
	const gate = roomGate(page, reply?.result)
	if (gate || page.state !== 'open') return gate
	const { room, work, base, constraint, preview } = page
	if (!work) return <RoomNotFound />
	const link = 'underline-offset-4 hover:underline'
	return (
		<>
			<PreviewBanner text={preview} />
			<article className="mx-auto grid max-w-7xl gap-10 px-6 pt-6 pb-16 sm:pt-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-16">
				<ArtworkViewer
					images={work.images}
					title={work.title}
					artist={work.artist_name}
					year={work.year}
					initialIndex={0}
				/>
				<div className="lg:pt-2">
					<p className="text-xs tracking-[0.08em] text-muted uppercase">{`${t('room.label')} · ${room.title}`}</p>
					<div className="mt-4">
						<RoomCaption work={work} heading="h1" />
					</div>
					{work.description ? (
						<section aria-labelledby="about-work" className="mt-10">
							<h2 id="about-work" className="text-xs tracking-[0.08em] text-muted uppercase">
								{t('artwork.about')}
							</h2>
							<p className="mt-3 whitespace-pre-line" lang={langOf(work, 'description')}>
								{work.description}
							</p>
						</section>
					) : null}
					<p className="mt-10 text-sm">
						<Link to={base} reloadDocument className={link}>
							{t('room.back')}
						</Link>
					</p>
					<section aria-labelledby="room-enquire" className="mt-12 border-t border-rule pt-8">
						<h2 id="room-enquire" className="text-xs tracking-[0.08em] text-muted uppercase">
							{work.reservable ? t('room.enquireOrReserve') : t('artwork.enquire')}
						</h2>
						<RoomEnquiryForm
							action={`${base}/${work.slug}`}
							work={work}
							recipient={room.recipient}
							constraint={constraint}
							reply={reply?.result}
						/>
					</section>
				</div>
			</article>
		</>
	)
}
