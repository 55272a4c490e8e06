import { DEFAULT_LOCALE, formatOpeningHours } from '#app/utils/locale-format.ts'
import { type ObjectKind } from './object.server.ts'
import { type PaintingStyle } from './painting.server.ts'
import { type PhotographScene } from './photograph.server.ts'
import { type Weave } from './textile.server.ts'

/**
 * What the demo gallery holds, as data: its artists, their works (with how
 * each image is made) and its exhibitions. Slugs, titles and counts here are
 * what the tests read; the pictures are made from `image` by the modules
 * beside this one.
 */
export type ArtistEntry = {
	name: string
	specialty: string
	bio: string
	social: Record<string, string>
	/** Their works' stock numbers start with it (contract section 19). */
	stockPrefix: string
}

export type ImageRecipe =
	| { kind: 'painting'; style: PaintingStyle; palette: string[] }
	| { kind: 'photograph'; scene: PhotographScene }
	| { kind: 'textile'; weave: Weave; palette: string[] }
	| { kind: 'object'; object: ObjectKind; glaze: string }

export type WorkEntry = {
	title: string
	/** Index into ARTISTS. */
	artist: number
	/** Years before the year of seeding. */
	age: number
	medium: string
	/** Height x width (x depth) in cm; a flat work's image has the same proportions. */
	cm: [number, number] | [number, number, number]
	availability: 'available' | 'sold' | 'reserved' | 'on_loan' | 'not_for_sale'
	price: number
	onRequest?: boolean
	edition?: string
	image: ImageRecipe
	alt: string
	/** A second image: a detail of the work (with its alt text, or '' where staff have yet to write one). */
	detail?: string
	/** Drawn at 4,000 px with the canvas's weave, so deep zoom has something to show. */
	large?: boolean
	description: string
}

export const ARTISTS: ArtistEntry[] = [
	{
		name: 'Amara Okafor',
		stockPrefix: 'AO',
		specialty: 'Painting',
		bio: 'Amara Okafor (b. 1984, Enugu, Nigeria) builds luminous fields of colour from thin, layered glazes. She trained at the Yaba College of Technology in Lagos and at the Glasgow School of Art, where she lives and works.\n\nShe paints slowly, sometimes for a year on one canvas, letting each layer dry before the next, so that the colour seems to sit behind the surface rather than on it. Her work is held by the Scottish National Gallery of Modern Art and the Lagos Biennial Foundation.',
		social: { instagram: '@amara.okafor.studio', website: 'https://example.com/amara-okafor' },
	},
	{
		name: 'Lukas Brenner',
		stockPrefix: 'LB',
		specialty: 'Sculpture',
		bio: 'Lukas Brenner (b. 1979, Linz, Austria) works in weathered steel, industrial felt and reclaimed timber. After ten years as a structural engineer he studied sculpture at the Akademie der bildenden Künste in Vienna.\n\nHis works stand between furniture and architecture and ask to be walked around, leaned against and looked through. He lives in Vienna.',
		social: { instagram: '@lukasbrenner', email: 'studio@example.com' },
	},
	{
		name: 'Mei Tanaka',
		stockPrefix: 'MT',
		specialty: 'Printmaking',
		bio: 'Mei Tanaka (b. 1988, Matsumoto, Japan) carves cherry woodblocks by hand and prints them with water-based pigments on kozo paper, in editions of twelve.\n\nHer series follow rivers from source to sea, one print for every bend. She studied at Tokyo University of the Arts and lives between Nagano and London.',
		social: { website: 'https://example.com/mei-tanaka', linkedin: 'https://www.linkedin.com/in/mei-tanaka' },
	},
	{
		name: 'Rafael Duarte',
		stockPrefix: 'RD',
		specialty: 'Photography',
		bio: 'Rafael Duarte (b. 1976, Porto, Portugal) photographs cities in the hour before dawn.\n\nWorking with a large-format camera and exposures of several minutes, he shows streets and harbours without people, lit only by shop windows, street lamps and the first grey light. His books include Before the Shift (2019) and Harbour Lights (2023).',
		social: { instagram: '@rafael.duarte.photo', youtube: 'https://www.youtube.com/@rafaelduarte' },
	},
	{
		name: 'Ingrid Solberg',
		stockPrefix: 'IS',
		specialty: 'Textile',
		bio: 'Ingrid Solberg (b. 1969, Bergen, Norway) weaves wall hangings on a floor loom from wool she spins and dyes herself with madder, woad, birch leaves and lichen from the fjord near her studio. The colours shift with the season in which each batch was dyed, and each hanging records a year of the garden.',
		social: { instagram: '@ingrid.weaves' },
	},
	{
		name: 'Samuel Adeyemi',
		stockPrefix: 'SA',
		specialty: 'Mixed Media',
		bio: 'Samuel Adeyemi (b. 1990, Ibadan, Nigeria) collages paint, newsprint and found photographs into dense surfaces that read as maps of memory. He studied at Goldsmiths, University of London, and works from an archive of newspapers his grandfather kept from 1960 to 1995.',
		social: { x: 'https://x.com/samueladeyemi', website: 'https://example.com/samuel-adeyemi' },
	},
	{
		name: 'Clara Vermeer',
		stockPrefix: 'CV',
		specialty: 'Painting',
		bio: 'Clara Vermeer (b. 1982, Utrecht, the Netherlands) paints interiors reduced to planes of colour: doorways, stairwells and windows, and a single line of light across a floor. She studied at the Gerrit Rietveld Academie and lives in Rotterdam.',
		social: { email: 'clara@example.com' },
	},
	{
		name: 'Tomás Reyes',
		stockPrefix: 'TR',
		specialty: 'Ceramics',
		bio: 'Tomás Reyes (b. 1972, Oaxaca, Mexico) throws large stoneware vessels and fires them for three days in an anagama wood kiln he built with his students. Ash and flame leave each surface different from the last: runs of green glass, flashes of orange, the kiln mark where a pot leaned on its neighbour.',
		social: { instagram: '@tomas.reyes.ceramics', website: 'https://example.com/tomas-reyes' },
	},
]

const EMBER = ['#2a1d1a', '#c8532f', '#e3b04b', '#7d2e2a', '#d9cdb5']
const DUSK = ['#1d2233', '#39577a', '#a9b7c2', '#c98f5a', '#e9dfc9']
const OCHRE = ['#3a2a22', '#b8863b', '#d8c7a0', '#6b3b2a', '#8c9a7b']
const ROOM = ['#20242c', '#2f4a6d', '#b7a98b', '#d9cfb9', '#f2e6c4']
const SAGE = ['#2c2a26', '#7d8a6a', '#d8cdb2', '#9a5a3c', '#e9e1cc']
const PAPER = ['#efe8d8', '#d2dbdb', '#7f998a', '#3f5e52', '#2f4f73']
const DYES = ['#d9cfbd', '#2e4a6b', '#c07a3a', '#7a8450', '#e8d9b0', '#5b2f35']
const INDIGO = ['#d8d2c4', '#1f3352', '#2e4a6b', '#4d6d8f', '#b9c4cc', '#18253b']
const MADDER = ['#dccdb6', '#8e2f28', '#b9533a', '#d99a6c', '#5e2422', '#e3c6a0']
const LICHEN = ['#cfc9b5', '#8a9467', '#c4c08a', '#5f6b4c', '#e4dcc0', '#9c8a5e']

/**
 * The registrar's record of a few works (contract section 19): the framed size and weight a shipper asks for,
 * and the provenance, exhibition history and literature a collector does (`[private] ` before what stays in the
 * back office). Every work also gets a stock number under its artist's prefix and a place in the store (seed).
 */
export type RegistrarEntry = {
	framed?: [number, number, number]
	weightKg?: number
	signature?: string
	condition?: string
	provenance?: string[]
	exhibitionHistory?: string[]
	literature?: string[]
}
export const REGISTRAR: Record<string, RegistrarEntry> = {
	'Morning Field': {
		framed: [64, 84, 5],
		weightKg: 4.5,
		signature: 'Signed, titled and dated verso',
		condition: 'Excellent; framed in a natural oak float frame',
		provenance: ['The artist', '[private] Consigned to the gallery by the artist'],
		exhibitionHistory: ['Colour as Place, Meridian Gallery, London'],
		literature: ['Colour as Place, exhibition catalogue, Meridian Gallery, London, p. 14, ill.'],
	},
	Harmattan: {
		framed: [154, 124, 6],
		weightKg: 18,
		signature: 'Signed and dated verso',
		condition: 'Very good; a small scuff on the lower stretcher bar',
		provenance: [
			'The artist',
			'Meridian Gallery, London',
			'[private] Acquired from the above by a private collector, Edinburgh',
		],
		exhibitionHistory: ['Harmattan, Lagos Biennial, 2019', 'New Painting, Glasgow School of Art'],
	},
	Threshold: {
		framed: [144, 114, 5],
		weightKg: 14,
		signature: 'Signed on the stretcher',
		condition: 'Excellent',
		provenance: ['The artist'],
		exhibitionHistory: ['Colour as Place, Meridian Gallery, London'],
	},
	Estuary: {
		framed: [66, 51, 3],
		weightKg: 2.5,
		signature: 'Signed and numbered in pencil, lower margin',
		condition: 'Excellent; hinged to museum board',
		exhibitionHistory: ['Printed Rivers, Meridian Gallery, London'],
	},
}

/** Where the gallery keeps its works: a rack for canvases and objects, a plan chest for works on paper. */
export const STORE_PLACES = ['Main store, rack A', 'Main store, rack B', 'Main store, rack C', 'Plan chest, drawer 2']

export const WORKS: WorkEntry[] = [
	{
		title: 'Morning Field',
		artist: 0,
		age: 1,
		medium: 'Oil on canvas',
		cm: [60, 80],
		availability: 'available',
		price: 6500,
		image: { kind: 'painting', style: 'grid', palette: EMBER },
		large: true,
		alt: 'Morning Field: a grid of coloured panels in rust, ochre and madder red, brushed across and down, over a dark ground that shows between them',
		detail: '',
		description:
			"Twelve panels, each laid in with a dozen thin glazes and dragged across or down with a wide brush. The dark ground is left to show between them, so the grid seems to hover. Painted over the first summer in Okafor's new studio, it is the smallest and most concentrated of her recent works.",
	},
	{
		title: 'Harmattan',
		artist: 0,
		age: 2,
		medium: 'Oil on linen',
		cm: [150, 120],
		availability: 'sold',
		price: 14000,
		image: { kind: 'painting', style: 'fields', palette: OCHRE },
		alt: 'Harmattan: two stacked fields of ochre and pale sand over a dark brown ground, their edges soft',
		description:
			'Named for the dry wind that fills the Lagos sky with dust each winter, Harmattan stacks two fields of ochre and sand whose edges dissolve into the ground, as the horizon does in the haze.',
	},
	{
		title: 'Still Water',
		artist: 0,
		age: 0,
		medium: 'Oil and wax on panel',
		cm: [90, 90],
		availability: 'reserved',
		price: 9500,
		image: { kind: 'painting', style: 'fields', palette: DUSK },
		alt: 'Still Water: a square painting of two blue fields, one deep and one grey-blue, on a dark ground',
		description:
			'Cold wax mixed into the last layers gives Still Water its matt, mineral surface. Two blues, one over the other, like a loch under a low sky.',
	},
	{
		title: 'Lagos Grid',
		artist: 0,
		age: 3,
		medium: 'Oil on canvas',
		cm: [70, 196],
		availability: 'available',
		price: 18000,
		image: { kind: 'painting', style: 'grid', palette: SAGE },
		alt: 'Lagos Grid: a long horizontal painting of a loose grid of sage, sand and terracotta panels',
		description:
			"A long frieze of panels, each a different weather: Okafor's memory of the city seen from a bus window, block by block.",
	},

	{
		title: 'Standing Form',
		artist: 1,
		age: 1,
		medium: 'Weathered steel',
		cm: [190, 48, 30],
		availability: 'available',
		price: 24000,
		image: { kind: 'object', object: 'steel', glaze: '#8a4a28' },
		alt: 'Standing Form: a tall slab of rusted steel standing on the floor of a grey studio',
		description:
			'A single plate of weathering steel, folded once and left outside for a winter until its surface turned to a deep, even rust.',
	},
	{
		title: 'Felt Passage',
		artist: 1,
		age: 2,
		medium: 'Industrial felt and steel',
		cm: [110, 90, 60],
		availability: 'on_loan',
		price: 16000,
		onRequest: true,
		image: { kind: 'object', object: 'felt', glaze: '#6b6a66' },
		alt: 'Felt Passage: a stack of grey industrial felt, folded in layers, on a studio floor',
		description:
			'Forty sheets of grey felt, folded and stacked on a steel base: soft to the eye, heavy to the hand. Currently on loan to the Kunsthalle Krems.',
	},
	{
		title: 'Steel Meadow',
		artist: 1,
		age: 4,
		medium: 'Weathered steel',
		cm: [160, 60, 40],
		availability: 'sold',
		price: 21000,
		image: { kind: 'object', object: 'steel', glaze: '#7a4126' },
		alt: 'Steel Meadow: a narrow rusted steel column standing in a grey studio',
		description:
			"The first of Brenner's standing steel works, made for a meadow in the Waldviertel and shown here indoors for the first time.",
	},
	{
		title: 'Soft Wall',
		artist: 1,
		age: 0,
		medium: 'Felt, timber',
		cm: [140, 100, 35],
		availability: 'available',
		price: 12500,
		onRequest: true,
		image: { kind: 'object', object: 'felt', glaze: '#4f4c48' },
		alt: 'Soft Wall: a dark stack of folded felt on a timber base, photographed in the studio',
		description: 'A wall you could lean on: charcoal felt folded over reclaimed oak.',
	},

	{
		title: 'River Bend',
		artist: 2,
		age: 1,
		medium: 'Woodblock print on kozo paper',
		cm: [60, 45],
		availability: 'available',
		price: 950,
		edition: 'Edition of 12',
		image: { kind: 'painting', style: 'river', palette: PAPER },
		alt: 'River Bend: a woodblock print of a blue river winding between green hills under a pale sky',
		description: 'The Chikuma river where it turns below Matsumoto, printed from four blocks of cherry wood.',
	},
	{
		title: 'Source',
		artist: 2,
		age: 2,
		medium: 'Woodblock print on kozo paper',
		cm: [75, 50],
		availability: 'sold',
		price: 1200,
		edition: 'Edition of 12',
		image: { kind: 'painting', style: 'river', palette: ['#f1ebdc', '#e2d6c0', '#8d9c7c', '#55664d', '#3a5f7d'] },
		alt: 'Source: a tall woodblock print of a thin stream rising between hills',
		description: 'Where the river begins: a thread of blue between the first hills.',
	},
	{
		title: 'Estuary',
		artist: 2,
		age: 0,
		medium: 'Woodblock print on kozo paper',
		cm: [30, 90],
		availability: 'available',
		price: 1400,
		edition: 'Edition of 12',
		image: { kind: 'painting', style: 'river', palette: ['#efe9da', '#dcd9cf', '#a3a48a', '#6d7560', '#46627a'] },
		alt: 'Estuary: a long horizontal woodblock print of low hills and a river widening towards the sea',
		description: 'The last of the series, printed on a single long sheet: the river widens, the hills lie down.',
	},
	{
		title: 'Delta',
		artist: 2,
		age: 3,
		medium: 'Woodblock print on kozo paper',
		cm: [50, 50],
		availability: 'available',
		price: 900,
		edition: 'Edition of 12',
		onRequest: true,
		image: { kind: 'painting', style: 'river', palette: ['#f0e8d6', '#e6d3b3', '#b59a6a', '#7d6a45', '#2f5673'] },
		alt: 'Delta: a square woodblock print of a river dividing across ochre land',
		description: 'Printed in ochres from a trip to the Ebro delta: the river dividing, the land almost flat.',
	},

	{
		title: 'Before Dawn',
		artist: 3,
		age: 1,
		medium: 'Archival pigment print',
		cm: [60, 160],
		availability: 'available',
		price: 6800,
		edition: 'Edition of 5 + 2 AP',
		image: { kind: 'photograph', scene: 'harbour' },
		alt: 'Before Dawn: a panoramic photograph of a city skyline at first light, a few windows lit, mirrored in still harbour water',
		detail: 'Detail of Before Dawn: lit windows and their reflections in the harbour',
		description:
			'A four-minute exposure from the far side of the harbour, made at 5.40 am in February. The few lit windows are bakeries, night shifts, a hospital.',
	},
	{
		title: 'Empty Avenue',
		artist: 3,
		age: 2,
		medium: 'Archival pigment print',
		cm: [100, 133],
		availability: 'reserved',
		price: 5200,
		edition: 'Edition of 5 + 2 AP',
		image: { kind: 'photograph', scene: 'street' },
		alt: 'Empty Avenue: a photograph of dark city blocks against a pale dawn sky, a wet street reflecting their lit windows',
		description:
			'An avenue that carries forty thousand cars a day, photographed in the ten minutes when it carries none.',
	},
	{
		title: 'Night Market',
		artist: 3,
		age: 3,
		medium: 'Silver gelatin print',
		cm: [120, 96],
		availability: 'sold',
		price: 4800,
		edition: 'Edition of 8',
		image: { kind: 'photograph', scene: 'street' },
		alt: 'Night Market: a tall photograph of city buildings at dawn, lamps glowing along a wet street',
		description: 'The market has packed up; its lamps are still on.',
	},
	{
		title: 'Quiet Harbour',
		artist: 3,
		age: 0,
		medium: 'Archival pigment print',
		cm: [80, 100],
		availability: 'available',
		price: 3800,
		edition: 'Edition of 5 + 2 AP',
		image: { kind: 'photograph', scene: 'harbour' },
		alt: 'Quiet Harbour: a photograph of low buildings along a harbour at first light, their lights reflected in rippled water',
		description: 'The fish quay of Matosinhos, an hour before the boats come in.',
	},

	{
		title: 'Winter Loom',
		artist: 4,
		age: 1,
		medium: 'Hand-woven wool, plant dyes',
		cm: [180, 120],
		availability: 'available',
		price: 11000,
		image: { kind: 'textile', weave: 'bands', palette: DYES },
		alt: 'Winter Loom: a tall woven hanging in bands of indigo, rust, moss green and undyed wool',
		detail: 'Detail of Winter Loom: the weave up close, rounded wool threads crossing over and under',
		description:
			'Woven over the dark months from a year of dye baths: woad from June, madder from August, birch from September.',
	},
	{
		title: 'Indigo',
		artist: 4,
		age: 0,
		medium: 'Hand-woven wool and linen, woad',
		cm: [150, 110],
		availability: 'available',
		price: 9800,
		image: { kind: 'textile', weave: 'blocks', palette: INDIGO },
		alt: 'Indigo: a woven hanging in deep and pale blues, blocks of twill alternating with plain weave',
		description:
			'Every blue in Indigo comes from one vat of woad, the wool dipped once for the palest band and twelve times for the darkest.',
	},
	{
		title: 'Madder Red',
		artist: 4,
		age: 2,
		medium: 'Hand-woven wool, madder',
		cm: [90, 140],
		availability: 'sold',
		price: 8600,
		image: { kind: 'textile', weave: 'bands', palette: MADDER },
		alt: 'Madder Red: a woven hanging in horizontal bands of brick red, coral and sand',
		description: 'Madder root, harvested in its third year, gives every red here, from coral to brick.',
	},
	{
		title: 'Lichen',
		artist: 4,
		age: 3,
		medium: 'Hand-woven wool, lichen dyes',
		cm: [60, 240],
		availability: 'available',
		price: 12000,
		onRequest: true,
		image: { kind: 'textile', weave: 'blocks', palette: LICHEN },
		alt: 'Lichen: a long horizontal woven runner in greens and yellows, in blocks of twill',
		description: 'A runner two and a half metres long, dyed with lichens gathered from fallen branches.',
	},

	{
		title: 'Paper Archive',
		artist: 5,
		age: 1,
		medium: 'Newsprint, acrylic and found photographs on board',
		cm: [100, 100],
		availability: 'available',
		price: 7200,
		image: { kind: 'painting', style: 'collage', palette: ['#1f1c1a', '#b5462f', '#d9b36a', '#3d5a6c', '#8c2f2b'] },
		alt: 'Paper Archive: a square collage of torn newsprint and painted paper in red, ochre and blue on a dark ground',
		description: 'Pages from 1975 and 1983, torn, painted over and pasted back together.',
	},
	{
		title: 'Map of Lagos',
		artist: 5,
		age: 2,
		medium: 'Collage and acrylic on board',
		cm: [120, 160],
		availability: 'reserved',
		price: 9400,
		image: { kind: 'painting', style: 'collage', palette: ['#2b2420', '#c26b2d', '#e2cf9a', '#4f6f52', '#9d3a2a'] },
		alt: 'Map of Lagos: a collage of torn papers and newsprint columns in orange, cream and green',
		description: "A map made of news: each district is a page from the week Adeyemi's grandfather moved there.",
	},
	{
		title: 'Front Page',
		artist: 5,
		age: 0,
		medium: 'Newsprint and acrylic on canvas',
		cm: [100, 76],
		availability: 'available',
		price: 5600,
		image: { kind: 'painting', style: 'collage', palette: ['#e7e1d3', '#232323', '#b23a2a', '#6d7f8c', '#c9a55a'] },
		alt: 'Front Page: a tall collage of newsprint columns and dark painted paper on a pale ground, crossed by a red stroke',
		description: 'One front page, cut into forty pieces and rearranged.',
	},
	{
		title: 'Inventory',
		artist: 5,
		age: 3,
		medium: 'Paper, paint and found photographs',
		cm: [60, 60],
		availability: 'not_for_sale',
		price: 3000,
		image: { kind: 'painting', style: 'collage', palette: ['#34302b', '#8a7a5a', '#d8cdb2', '#6b3b2a', '#a8a08a'] },
		alt: 'Inventory: a small square collage of torn papers in browns and creams with columns of newsprint',
		description: 'The first collage Adeyemi made from the archive, kept by the artist.',
	},

	{
		title: 'Threshold',
		artist: 6,
		age: 1,
		medium: 'Oil on canvas',
		cm: [140, 110],
		availability: 'available',
		price: 8500,
		image: { kind: 'painting', style: 'interior', palette: ROOM },
		alt: 'Threshold: a painting of a blue wall with a tall pale doorway and a line of light falling across a grey floor',
		description: 'A doorway, a stair, and the light that comes through before anyone does.',
	},
	{
		title: 'Blue Stairwell',
		artist: 6,
		age: 2,
		medium: 'Oil on linen',
		cm: [120, 90],
		availability: 'sold',
		price: 7800,
		image: { kind: 'painting', style: 'interior', palette: ['#1c2130', '#27406a', '#8f9aa6', '#c7b48c', '#f3e7c7'] },
		alt: 'Blue Stairwell: a painting of a deep blue stairwell rising to a doorway, a thin line of light on the floor',
		description: "The stairwell of Vermeer's building in Rotterdam at four in the afternoon.",
	},
	{
		title: 'Corner Light',
		artist: 6,
		age: 0,
		medium: 'Oil on canvas',
		cm: [100, 100],
		availability: 'available',
		price: 6900,
		image: { kind: 'painting', style: 'interior', palette: ['#2a2523', '#a3573d', '#c9bda5', '#3b3a44', '#f6e9c8'] },
		alt: 'Corner Light: a square painting of a terracotta wall, a dark doorway and a bright line of light',
		description: "Warm wall, dark door, and one line of light: Vermeer's smallest interior this year.",
	},

	{
		title: 'Ash Vessel',
		artist: 7,
		age: 1,
		medium: 'Wood-fired stoneware',
		cm: [48, 34, 34],
		availability: 'available',
		price: 3200,
		image: { kind: 'object', object: 'vessel', glaze: '#6f7d62' },
		alt: 'Ash Vessel: a tall stoneware jar with a green ash glaze running down from the shoulder, photographed on grey',
		description:
			'Three days in the anagama left runs of green ash glass down one side of this jar, the side that faced the fire.',
	},
	{
		title: 'Kiln Mark',
		artist: 7,
		age: 2,
		medium: 'Wood-fired stoneware',
		cm: [42, 30, 30],
		availability: 'sold',
		price: 2800,
		image: { kind: 'object', object: 'vessel', glaze: '#9a6a48' },
		alt: 'Kiln Mark: a round stoneware vessel flashed orange and brown by the flame, photographed on grey',
		description: 'The dark mark at the shoulder is where this pot leaned on its neighbour in the kiln.',
	},
	{
		title: 'Salt Glaze',
		artist: 7,
		age: 0,
		medium: 'Salt-glazed stoneware',
		cm: [36, 28, 28],
		availability: 'available',
		price: 1800,
		image: { kind: 'object', object: 'vessel', glaze: '#8c8c80' },
		alt: 'Salt Glaze: a grey salt-glazed stoneware bottle with a narrow neck, photographed on grey',
		description: 'Salt thrown into the kiln at its hottest leaves this orange-peel surface.',
	},
]

export type ShowEntry = {
	title: string
	/** Days from the day of seeding to the opening, and how long the show runs. */
	opens: number
	days: number
	curator: string
	location: string
	callForArtists: boolean
	artists: number[]
	works: string[]
	/** Installation views to make, each with the titles of the works on its wall (or floor). */
	views: string[][]
	text: string
}

export const SHOWS: ShowEntry[] = [
	{
		title: 'Colour as Place',
		opens: -24,
		days: 62,
		curator: 'Helena Marsh',
		location: 'Main Hall',
		callForArtists: true,
		artists: [0, 6],
		works: ['Morning Field', 'Harmattan', 'Still Water', 'Threshold', 'Blue Stairwell', 'Corner Light'],
		views: [
			['Harmattan', 'Morning Field', 'Still Water'],
			['Threshold', 'Blue Stairwell', 'Corner Light'],
		],
		text: "Colour as Place brings together new paintings by Amara Okafor and Clara Vermeer, two painters for whom colour is not a property of things but somewhere to stand. Okafor's fields are built from as many as forty glazes, each left to dry for a week; Vermeer's interiors reduce a doorway or a stairwell to a few planes and a single line of light.\n\nHung facing each other across the Main Hall, the paintings trade warmth and cold, weather and architecture. Curated by Helena Marsh, the exhibition includes Okafor's Morning Field and Still Water, shown for the first time, and three interiors Vermeer painted in her Rotterdam studio over the last two years.\n\nA conversation between the artists and the curator takes place in the Main Hall on the second Thursday of the exhibition. Entry is free.",
	},
	{
		title: 'Woven Time',
		opens: 18,
		days: 45,
		curator: 'Jonas Eklund',
		location: 'Gallery Two',
		callForArtists: false,
		artists: [4, 2],
		works: ['Indigo', 'Madder Red', 'Lichen', 'Source'],
		views: [
			['Indigo', 'Madder Red'],
			['Lichen', 'Source'],
		],
		text: "Woven Time brings together Ingrid Solberg's plant-dyed hangings and Mei Tanaka's woodblock prints: two slow crafts in which time is a material. Solberg's colours record the seasons of her dye garden on the fjord; Tanaka's prints follow a river bend by bend, one block cut for every colour.\n\nCurated by Jonas Eklund, the exhibition shows Solberg's new series for the first time, alongside the loom on which it was woven. Weaving demonstrations take place every Saturday afternoon.",
	},
	{
		title: 'The Quiet City',
		opens: 75,
		days: 50,
		curator: 'Helena Marsh',
		location: 'Project Room',
		callForArtists: true,
		artists: [3, 5],
		works: ['Before Dawn', 'Empty Avenue', 'Front Page', 'Paper Archive'],
		views: [
			['Before Dawn', 'Front Page'],
			['Empty Avenue', 'Paper Archive'],
		],
		text: "The Quiet City brings together Rafael Duarte's photographs of cities before dawn and Samuel Adeyemi's collages of newsprint and paint. One empties the city of people; the other fills it with their news. Together they ask what a city remembers when no one is watching.\n\nCurated by Helena Marsh for the Project Room, the exhibition includes Duarte's panoramic Before Dawn, printed at full size for the first time.",
	},
	{
		title: 'Fired Earth',
		opens: -70,
		days: 40,
		curator: 'Priya Raman',
		location: 'Main Hall',
		callForArtists: false,
		artists: [7, 2],
		works: ['Ash Vessel', 'Kiln Mark', 'Salt Glaze', 'River Bend', 'Estuary'],
		views: [
			['Ash Vessel', 'River Bend', 'Kiln Mark'],
			['Estuary', 'Salt Glaze'],
		],
		text: "Fired Earth brought together Tomás Reyes's wood-fired vessels and Mei Tanaka's river prints: clay shaped by fire, paper shaped by water. Reyes's jars came out of a single three-day firing of his anagama kiln; Tanaka's prints were pulled from blocks of cherry wood.\n\nCurated by Priya Raman, the exhibition filled the Main Hall with twenty vessels on low plinths, the prints hung at eye level around them.",
	},
	{
		title: 'Printed Rivers',
		opens: -160,
		days: 45,
		curator: 'Jonas Eklund',
		location: 'Gallery Two',
		callForArtists: false,
		artists: [2, 3],
		works: ['Delta', 'River Bend', 'Source', 'Quiet Harbour'],
		views: [
			['Delta', 'River Bend'],
			['Quiet Harbour', 'Source'],
		],
		text: "Printed Rivers brought together Mei Tanaka's woodblock prints and Rafael Duarte's photographs of harbours at dawn: two ways of following water to the sea. Tanaka cuts a block for every colour; Duarte leaves the shutter open for minutes.\n\nCurated by Jonas Eklund, the exhibition was Tanaka's first in the United Kingdom.",
	},
	{
		title: 'Steel and Felt',
		opens: -260,
		days: 60,
		curator: 'Priya Raman',
		location: 'Main Hall',
		callForArtists: false,
		artists: [1, 4, 5],
		works: [
			'Standing Form',
			'Felt Passage',
			'Steel Meadow',
			'Soft Wall',
			'Winter Loom',
			'Paper Archive',
			'Inventory',
			'Map of Lagos',
		],
		views: [
			['Standing Form', 'Winter Loom', 'Felt Passage'],
			['Map of Lagos', 'Steel Meadow'],
			['Soft Wall', 'Paper Archive', 'Inventory'],
		],
		text: "Steel and Felt brought together Lukas Brenner's sculpture, Ingrid Solberg's weaving and Samuel Adeyemi's collages: hard and soft, heavy and light, made and found. Brenner's weathered steel stood among Solberg's hangings; Adeyemi's collages of newsprint answered both with paper.\n\nCurated by Priya Raman, it was the first time the three artists had shown together.",
	},
]

/**
 * The demo gallery's opening hours, as GALLERY_LOCALE writes them: in en-US the spec's own form (its Gallery Hours
 * placeholder reads 'Mon-Fri: 10AM-6PM'), elsewhere the locale's days and clock ('Tue–Fri: 10:00–18:00' in en-GB).
 */
export function demoGalleryHours(locale: string): string {
	if (locale === DEFAULT_LOCALE) return 'Tue-Fri: 10AM-6PM, Sat-Sun: 12PM-8PM'
	const day = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' })
	// 1 January 2000 was a Saturday: days 1 and 2 are a Saturday and a Sunday, 4 and 7 a Tuesday and a Friday.
	const name = (date: number) => day.format(new Date(Date.UTC(2000, 0, date)))
	return formatOpeningHours(
		[
			{ days: `${name(4)}–${name(7)}`, from: '10:00', to: '18:00' },
			{ days: `${name(1)}–${name(2)}`, from: '12:00', to: '20:00' },
		],
		locale,
	)
}

/** The demo gallery's contacts (docs/admin.md, 'Contacts'): the people a small gallery deals with every week. */
export const CONTACTS: {
	name: string
	email: string
	organisation: string
	phone: string
	address: string
	kinds: ('collector' | 'institution' | 'consignor' | 'press' | 'artist' | 'other')[]
	tags: string[]
	notes: string
}[] = [
	{
		name: 'Helena Vasquez',
		email: 'helena.vasquez@example.com',
		organisation: '',
		phone: '+44 7700 900123',
		address: '14 Albion Terrace\nLondon N1 4RP',
		kinds: ['collector'],
		tags: ['painting', 'vip'],
		notes: 'Bought two works from the first show. Prefers a call before a preview; collects large abstract canvases.',
	},
	{
		name: 'Jonas Keller',
		email: 'j.keller@hafenhalle.example',
		organisation: 'Hafenhalle Hamburg',
		phone: '+49 40 555 0192',
		address: 'Am Hafen 3\n20457 Hamburg',
		kinds: ['institution'],
		tags: ['loans', 'photography'],
		notes: 'Curator of photography. Asked about loans for the autumn survey.',
	},
	{
		name: 'Anika Desai',
		email: 'anika@desaifamily.example',
		organisation: 'Desai Family Collection',
		phone: '',
		address: '',
		kinds: ['collector', 'consignor'],
		tags: ['sculpture'],
		notes: 'Consigns from the family collection now and then; wants quarterly statements.',
	},
	{
		name: 'Paul Whitcombe',
		email: 'paul.whitcombe@example.net',
		organisation: '',
		phone: '+44 7700 900456',
		address: '3 Mill Lane\nLewes BN7 2AA',
		kinds: ['consignor'],
		tags: ['textile'],
		notes: 'Lent two works from his collection for sale this season.',
	},
	{
		name: 'Tom Achterberg',
		email: 'tom@artreview-weekly.example',
		organisation: 'Art Review Weekly',
		phone: '',
		address: '',
		kinds: ['press'],
		tags: ['press list'],
		notes: '',
	},
]

/** An art fair the demo gallery shows at (docs/admin.md, 'Art fairs'): its booth and the works on its checklist. */
export type FairEntry = {
	title: string
	city: string
	venue: string
	booth: string
	/** Days from the day of seeding to the fair's first day, and how many days it runs. */
	opens: number
	days: number
	works: { title: string; note: string }[]
	text: string
}

export const FAIRS: FairEntry[] = [
	{
		title: 'Frieze London',
		city: 'London',
		venue: "The Regent's Park",
		booth: 'C12',
		opens: 30,
		days: 5,
		works: [
			{ title: 'Morning Field', note: 'Crate 1. Hang on the booth’s back wall, centred.' },
			{ title: 'Estuary', note: 'Framed; travels flat.' },
			{ title: 'Indigo', note: '' },
			{ title: 'Blue Stairwell', note: 'Crate 2.' },
		],
		text: 'Meridian Gallery returns to Frieze London with a booth of new work by four of its artists: a painting by Amara Okafor from the series shown at the gallery this autumn, Mei Tanaka’s longest woodblock print, a textile by the weaver of Woven Time, and one of Clara Vermeer’s interiors.\n\nThe collectors’ preview is on the first day; write to us for an appointment at the booth.',
	},
	{
		title: 'Art Basel',
		city: 'Basel',
		venue: 'Messe Basel',
		booth: 'N4',
		opens: -160,
		days: 4,
		works: [
			{ title: 'Threshold', note: '' },
			{ title: 'Front Page', note: 'Crate 3; unframed.' },
			{ title: 'Ash Vessel', note: 'Plinth from the gallery.' },
		],
		text: 'Our first booth in the Statements sector: paintings, collage and ceramics in one room, hung as at the gallery.',
	},
]

/**
 * The demo's editions sold by the impression (docs/admin.md, 'Editions'): the work, its size and proofs, and the
 * impressions already sold (numbers; `ap` for the proofs).
 */
export const DEMO_EDITIONS: Record<string, { size: number; proofs: number; sold: number[]; apSold?: number[] }> = {
	'River Bend': { size: 12, proofs: 2, sold: [1, 2, 3, 5, 8], apSold: [1] },
}

/** The demo's consignments (docs/admin.md, 'Consignments'): the work, its consignor's email, and its days. */
export const DEMO_CONSIGNMENTS: Record<
	string,
	{ consignor: string; receivedDaysAgo: number; dueInDays: number | null; terms: string; share: number }
> = {
	'Soft Wall': {
		consignor: 'paul.whitcombe@example.net',
		receivedDaysAgo: 150,
		dueInDays: 20,
		terms: 'Sale or return within six months; insured by the gallery while in its care.',
		share: 60,
	},
	'Salt Glaze': {
		consignor: 'paul.whitcombe@example.net',
		receivedDaysAgo: 190,
		dueInDays: -3,
		terms: 'Sale or return; the gallery arranges collection.',
		share: 55,
	},
	'Standing Form': {
		consignor: 'helena.vasquez@example.com',
		receivedDaysAgo: 40,
		dueInDays: 140,
		terms: 'Resale consignment; price agreed at 24,000, no discount without the consignor’s consent.',
		share: 70,
	},
}
