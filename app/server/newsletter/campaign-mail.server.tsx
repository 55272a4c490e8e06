import type * as ReactEmail from '@react-email/components'
import { ready } from '#app/data/db.server.ts'
import { roomUrl } from '#app/data/viewing-rooms.server.ts'
import { ARTWORK_FIELDS } from '#app/schemas/artwork.ts'
import { CAMPAIGN_TEXT_FIELDS } from '#app/schemas/campaign.ts'
import { EXHIBITION_FIELDS } from '#app/schemas/exhibition.ts'
import { type Campaign } from '#app/schemas/records.ts'
import { VIEWING_ROOM_FIELDS } from '#app/schemas/viewing-room.ts'
import { oneLine } from '#app/server/mail/enquiry-mail.server.ts'
import { writingIn } from '#app/server/page-language.server.ts'
import { formatExhibitionDates } from '#app/utils/locale-format.ts'
import { storedFileId, usableImage } from '#app/utils/images.ts'
import { type Language, fallbackLang } from '#app/utils/languages.ts'
import { availabilityMark, priceLine } from '#app/utils/sales.ts'

/**
 * The campaign mail (docs/admin.md, 'Newsletter campaigns'), made with React
 * Email: tables and inline styles only (what Gmail, Apple Mail and Outlook
 * all draw), one column of at most 600 px, works two to a row. Every image
 * is an absolute PUBLIC_URL link to a stored variant and has alt text; the
 * plain-text part says the same. Prices appear only where the artwork page
 * shows them (app/utils/sales.ts). It is written in one language (contract section 21): the campaign's texts and
 * its records' in it where translated, else the default language's (marked with that `lang`), its fixed texts the
 * shipped strings (app/utils/i18n), its links to that language's pages.
 */

// React Email brings a code highlighter whose grammars take about a second of CPU to load: it is loaded when the first
// campaign is rendered, not at every start of the server (docs/architecture.md, "Tests").
let reactEmail: typeof ReactEmail | undefined
const loadReactEmail = async () => (reactEmail ??= await import('@react-email/components'))
function mailComponents() {
	if (!reactEmail) throw new Error('React Email is not loaded yet: render the mail with renderCampaign')
	return reactEmail
}

export type MailImage = { src: string; alt: string }
export type CampaignMailContent = {
	/** The language it is written in. */
	lang: Language
	/** The `lang` of the subject and intro when they fell back to the default language's text. */
	fallbackLang: { subject?: Language; intro?: Language }
	/** Its fixed texts in that language. */
	texts: {
		seeExhibition: string
		seeExhibitionLine: string
		visitRoom: string
		why: string
		unsubscribe: string
		unsubscribeLine: string
	}
	galleryName: string
	subject: string
	preheader: string
	intro: string
	exhibition: { title: string; dates: string; place: string; image: MailImage | null; link: string } | null
	works: {
		title: string
		artist: string
		year: string
		/** 'Sold' or 'Reserved', else '' (an available work says nothing more). */
		mark: string
		price: string
		image: MailImage | null
		link: string
	}[]
	room: { title: string; link: string } | null
	address: string
	unsubscribeUrl: string
	siteUrl: string
}

/** What stands for a reader's unsubscribe secret in a mail made once per campaign. */
export const TOKEN_PLACEHOLDER = '__UNSUBSCRIBE_TOKEN__'

export function unsubscribeUrl(origin: string, token: string) {
	return `${origin}/newsletter/unsubscribe/${token}`
}

/**
 * The campaign's content as of now, in `language` (a reader's; the site's default when not published or none): its
 * exhibition, works and room looked up, links made absolute.
 */
export async function campaignContent(
	campaign: Pick<
		Campaign,
		'subject' | 'preheader' | 'intro' | 'translations' | 'exhibition_id' | 'artwork_ids' | 'viewing_room_id'
	>,
	origin: string,
	token = TOKEN_PLACEHOLDER,
	language?: Language | null,
): Promise<CampaignMailContent> {
	const store = await ready()
	const { lang, defaultLanguage, localise, t, locale, path } = writingIn(language)
	const image = (url: string, alt: string, width: number): MailImage | null => {
		const usable = usableImage(url)
		if (!usable) return null
		const id = storedFileId(usable)
		if (id) {
			const file = store.get('files', id)
			// JPEG, which every mail program draws, served for any origin (app/server/files/serve-file.server.ts).
			return { src: `${origin}/api/file/${id}?w=${width}&fm=jpeg`, alt: file?.alt_text.trim() || alt }
		}
		return { src: usable.startsWith('/') ? `${origin}${usable}` : usable, alt }
	}
	const texts = localise(CAMPAIGN_TEXT_FIELDS, campaign)
	const storedExhibition = campaign.exhibition_id ? store.get('exhibitions', campaign.exhibition_id) : undefined
	const exhibition = storedExhibition ? localise(EXHIBITION_FIELDS, storedExhibition) : undefined
	const storedRoom = campaign.viewing_room_id ? store.get('viewing_rooms', campaign.viewing_room_id) : undefined
	const room = storedRoom ? localise(VIEWING_ROOM_FIELDS, storedRoom) : undefined
	const works = campaign.artwork_ids.flatMap((id) => {
		const work = store.get('artworks', id)
		return work ? [localise(ARTWORK_FIELDS, work)] : []
	})
	const settings = store.site('settings')
	const unsubscribe = `${origin}${path('/newsletter/unsubscribe/')}${token}`
	return {
		lang,
		fallbackLang: {
			subject: fallbackLang(texts, 'subject', defaultLanguage),
			intro: fallbackLang(texts, 'intro', defaultLanguage),
		},
		texts: {
			seeExhibition: t('mail.seeExhibition'),
			seeExhibitionLine: exhibition
				? t('mail.seeExhibitionLine', { link: `${origin}${path(`/exhibition/${exhibition.slug}`)}` })
				: '',
			visitRoom: t('mail.visitRoom', { title: room?.title ?? '' }),
			why: t('mail.why', { gallery: settings.gallery_name }),
			unsubscribe: t('newsletter.unsubscribe'),
			unsubscribeLine: t('mail.unsubscribeLine', { link: unsubscribe }),
		},
		galleryName: settings.gallery_name,
		subject: texts.subject,
		preheader: texts.preheader,
		intro: texts.intro,
		exhibition: exhibition
			? {
					title: exhibition.title,
					dates: formatExhibitionDates(exhibition.start_date, exhibition.end_date, locale),
					place: exhibition.location,
					image: image(exhibition.featured_image, exhibition.title, 1280),
					link: `${origin}${path(`/exhibition/${exhibition.slug}`)}`,
				}
			: null,
		works: works.map((work) => {
			const mark = availabilityMark(work.availability)
			return {
				title: work.title,
				artist: work.artist_name,
				year: work.year ? String(work.year) : '',
				mark: mark ? t(`availability.${work.availability}`) : '',
				price: priceLine(work, locale, t('price.onRequest')),
				image: image(
					work.featured_image || work.images[0] || '',
					t('alt.workBy', { title: work.title, artist: work.artist_name }),
					640,
				),
				link: `${origin}${path(`/artwork/${work.slug}`)}`,
			}
		}),
		room: room ? { title: room.title, link: roomUrl(origin, room.token) } : null,
		address: store.site('contact_info').address,
		unsubscribeUrl: unsubscribe,
		siteUrl: `${origin}${lang === defaultLanguage ? '' : path('/')}`,
	}
}

const font = "'Helvetica Neue', Helvetica, Arial, sans-serif"
const ink = '#1c1917'
const quiet = '#57534e'
const s = {
	body: { backgroundColor: '#f5f5f4', margin: 0, padding: '24px 0', fontFamily: font, color: ink },
	container: { backgroundColor: '#ffffff', maxWidth: '600px', width: '100%', margin: '0 auto', padding: '32px 24px' },
	name: {
		fontSize: '13px',
		letterSpacing: '0.12em',
		textTransform: 'uppercase' as const,
		margin: '0 0 24px',
		color: ink,
	},
	h1: { fontSize: '26px', lineHeight: '32px', fontWeight: 400, margin: '0 0 16px', color: ink },
	h2: { fontSize: '20px', lineHeight: '26px', fontWeight: 400, margin: '16px 0 4px', color: ink },
	text: { fontSize: '16px', lineHeight: '24px', margin: '0 0 16px', color: ink },
	small: { fontSize: '14px', lineHeight: '20px', margin: '0', color: quiet },
	link: { color: ink, textDecoration: 'underline' },
	image: { display: 'block', width: '100%', maxWidth: '100%', height: 'auto', border: 0 },
	workCell: { verticalAlign: 'top', padding: '0 6px 24px', width: '50%' },
	hr: { borderColor: '#e7e5e4', margin: '24px 0' },
	footer: { fontSize: '12px', lineHeight: '18px', color: quiet, margin: '0 0 8px' },
}

function paragraphs(text: string) {
	return text
		.split(/\n\s*\n/)
		.map((p) => p.trim())
		.filter(Boolean)
}

function pairs<T>(list: readonly T[]): T[][] {
	const rows: T[][] = []
	for (let i = 0; i < list.length; i += 2) rows.push(list.slice(i, i + 2))
	return rows
}

export function CampaignMail({ content: c }: { content: CampaignMailContent }) {
	const { Body, Column, Container, Head, Heading, Hr, Html, Img, Link, Preview, Row, Section, Text } = mailComponents()
	return (
		<Html lang={c.lang}>
			<Head>
				<title>{c.subject}</title>
			</Head>
			{c.preheader ? <Preview>{c.preheader}</Preview> : null}
			<Body style={s.body}>
				<Container style={s.container}>
					<Text style={s.name}>
						<Link href={c.siteUrl} style={{ ...s.link, textDecoration: 'none' }}>
							{c.galleryName}
						</Link>
					</Text>
					<Heading as="h1" style={s.h1} lang={c.fallbackLang.subject}>
						{c.subject}
					</Heading>
					{paragraphs(c.intro).map((p, i) => (
						<Text key={i} style={{ ...s.text, whiteSpace: 'pre-line' }} lang={c.fallbackLang.intro}>
							{p}
						</Text>
					))}
					{c.exhibition ? (
						<Section style={{ margin: '8px 0 24px' }}>
							{c.exhibition.image ? (
								<Link href={c.exhibition.link}>
									<Img src={c.exhibition.image.src} alt={c.exhibition.image.alt} width="552" style={s.image} />
								</Link>
							) : null}
							<Heading as="h2" style={s.h2}>
								<Link href={c.exhibition.link} style={{ ...s.link, textDecoration: 'none' }}>
									{c.exhibition.title}
								</Link>
							</Heading>
							{c.exhibition.dates ? <Text style={s.small}>{c.exhibition.dates}</Text> : null}
							{c.exhibition.place ? <Text style={s.small}>{c.exhibition.place}</Text> : null}
							<Text style={{ ...s.text, margin: '12px 0 0' }}>
								<Link href={c.exhibition.link} style={s.link}>
									{c.texts.seeExhibition}
								</Link>
							</Text>
						</Section>
					) : null}
					{c.works.length ? (
						<Section style={{ margin: '8px 0 0' }}>
							{pairs(c.works).map((row, i) => (
								<Row key={i}>
									{row.map((work) => (
										<Column key={work.link} style={s.workCell}>
											{work.image ? (
												<Link href={work.link}>
													<Img src={work.image.src} alt={work.image.alt} width="264" style={s.image} />
												</Link>
											) : null}
											<Text style={{ ...s.small, color: ink, margin: '8px 0 0' }}>{work.artist}</Text>
											<Text style={s.small}>
												<Link href={work.link} style={{ ...s.link, fontStyle: 'italic' }}>
													{work.title}
												</Link>
												{work.year ? `, ${work.year}` : ''}
											</Text>
											{work.mark ? <Text style={{ ...s.small, color: ink }}>{work.mark}</Text> : null}
											{work.price ? <Text style={s.small}>{work.price}</Text> : null}
										</Column>
									))}
									{row.length === 1 ? <Column style={s.workCell} /> : null}
								</Row>
							))}
						</Section>
					) : null}
					{c.room ? (
						<Section style={{ margin: '8px 0 0' }}>
							<Text style={s.text}>
								<Link href={c.room.link} style={s.link}>
									{c.texts.visitRoom}
								</Link>
							</Text>
						</Section>
					) : null}
					<Hr style={s.hr} />
					<Text style={s.footer}>{c.galleryName}</Text>
					{c.address ? <Text style={{ ...s.footer, whiteSpace: 'pre-line' }}>{c.address}</Text> : null}
					<Text style={s.footer}>
						{c.texts.why}{' '}
						<Link href={c.unsubscribeUrl} style={{ ...s.link, color: quiet }}>
							{c.texts.unsubscribe}
						</Link>
					</Text>
				</Container>
			</Body>
		</Html>
	)
}

/** The plain-text alternative: the same content, links written out. */
export function campaignText(c: CampaignMailContent): string {
	const lines: string[] = [c.galleryName, '', c.subject, '']
	for (const p of paragraphs(c.intro)) lines.push(p, '')
	if (c.exhibition) {
		lines.push(c.exhibition.title)
		if (c.exhibition.dates) lines.push(c.exhibition.dates)
		if (c.exhibition.place) lines.push(c.exhibition.place)
		lines.push(c.texts.seeExhibitionLine, '')
	}
	for (const work of c.works) {
		lines.push(`${work.artist}, ${work.title}${work.year ? `, ${work.year}` : ''}`)
		if (work.mark) lines.push(work.mark)
		if (work.price) lines.push(work.price)
		lines.push(work.link, '')
	}
	if (c.room) lines.push(c.texts.visitRoom, c.room.link, '')
	lines.push('--', c.galleryName)
	if (c.address) lines.push(c.address)
	lines.push(c.texts.why)
	lines.push(c.texts.unsubscribeLine)
	return lines.join('\n')
}

export type RenderedCampaign = { subject: string; html: string; text: string }

/** The mail's HTML and text, made once; `forReader` puts in one reader's unsubscribe secret. */
export async function renderCampaign(content: CampaignMailContent): Promise<RenderedCampaign> {
	const { render } = await loadReactEmail()
	return {
		subject: oneLine(content.subject, 200),
		html: await render(<CampaignMail content={content} />),
		text: campaignText(content),
	}
}

export function forReader(mail: RenderedCampaign, token: string): RenderedCampaign {
	return {
		...mail,
		html: mail.html.replaceAll(TOKEN_PLACEHOLDER, token),
		text: mail.text.replaceAll(TOKEN_PLACEHOLDER, token),
	}
}
