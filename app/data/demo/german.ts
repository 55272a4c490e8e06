import { type Translations } from '#app/utils/languages.ts'
import { demoGalleryHours } from './content.ts'

/**
 * The demo's texts in German (contract section 21), seeded as each record's `translations.de` when
 * SITE_LANGUAGES includes `de`: keyed by the English title or name of app/data/demo/content.ts, so a record
 * without an entry here simply stays untranslated (and the lists and checks say so).
 */

type Texts = Record<string, string>

/** A record the demo's German is written onto: its English texts by field, and its translations. */
type Translatable = Record<string, unknown> & { translations: Translations }

/**
 * Writes the demo's German onto its records (`translations.de`), only for the fields that have an English text, so a
 * German page never says more than the English one: the seed, when SITE_LANGUAGES includes `de`, and the tests'
 * servers started with German, on a copy of the template seeded in English alone (tests/support/server.ts).
 */
export function addDemoGerman(db: {
	artists: Translatable[]
	artworks: Translatable[]
	exhibitions: Translatable[]
	fairs: Translatable[]
	about_blocks: Translatable[]
	pages: Record<string, Translatable> & { home: Translatable }
}) {
	const german = (texts: Texts | undefined, english: Record<string, unknown>): Translations => {
		if (!texts) return {}
		const kept = Object.fromEntries(Object.entries(texts).filter(([field]) => english[field]))
		return Object.keys(kept).length ? { de: kept } : {}
	}
	const by = (table: Record<string, Texts>, key: unknown) => (typeof key === 'string' ? table[key] : undefined)
	for (const artist of db.artists) artist.translations = german(by(GERMAN_ARTISTS, artist.name), artist)
	for (const work of db.artworks) work.translations = german(by(GERMAN_WORKS, work.title), work)
	for (const show of db.exhibitions) show.translations = german(by(GERMAN_SHOWS, show.title), show)
	for (const fair of db.fairs) fair.translations = german(by(GERMAN_FAIRS, fair.title), fair)
	for (const block of db.about_blocks) block.translations = german(by(GERMAN_ABOUT, block.title), block)
	for (const [key, page] of Object.entries(db.pages)) page.translations = german(GERMAN_PAGES[key], page)
	// The home page's footer in German too: its description, and its hours as a German reader writes them.
	db.pages.home.translations = german({ ...GERMAN_PAGES.home, gallery_hours: demoGalleryHours('de-DE') }, db.pages.home)
}

/** The artists' specialties and biographies, by name. */
export const GERMAN_ARTISTS: Record<string, Texts> = {
	'Amara Okafor': {
		specialty: 'Malerei',
		bio: 'Amara Okafor (geb. 1984 in Enugu, Nigeria) baut aus dünnen, übereinander gelegten Lasuren leuchtende Farbfelder. Sie studierte am Yaba College of Technology in Lagos und an der Glasgow School of Art; sie lebt und arbeitet in Glasgow.\n\nSie malt langsam, manchmal ein Jahr an einer Leinwand, und lässt jede Schicht trocknen, bevor sie die nächste aufträgt, sodass die Farbe hinter der Oberfläche zu liegen scheint statt auf ihr. Ihre Arbeiten befinden sich in der Sammlung der Scottish National Gallery of Modern Art und der Lagos Biennial Foundation.',
	},
	'Lukas Brenner': {
		specialty: 'Skulptur',
		bio: 'Lukas Brenner (geb. 1979 in Linz, Österreich) arbeitet mit wetterfestem Stahl, Industriefilz und Altholz. Nach zehn Jahren als Tragwerksplaner studierte er Bildhauerei an der Akademie der bildenden Künste Wien.\n\nSeine Arbeiten stehen zwischen Möbel und Architektur; man soll sie umrunden, sich an sie lehnen, durch sie hindurchsehen. Er lebt in Wien.',
	},
	'Mei Tanaka': {
		specialty: 'Druckgrafik',
		bio: 'Mei Tanaka (geb. 1988 in Matsumoto, Japan) schneidet Druckstöcke aus Kirschholz von Hand und druckt sie mit wasserlöslichen Pigmenten auf Kozo-Papier, in Auflagen von zwölf Exemplaren.\n\nIhre Serien folgen Flüssen von der Quelle bis zum Meer, ein Blatt für jede Biegung. Sie studierte an der Tokyo University of the Arts und lebt in Nagano und London.',
	},
	'Rafael Duarte': {
		specialty: 'Fotografie',
		bio: 'Rafael Duarte (geb. 1976 in Porto, Portugal) fotografiert Städte in der Stunde vor der Dämmerung.\n\nMit einer Großformatkamera und Belichtungszeiten von mehreren Minuten zeigt er Straßen und Häfen ohne Menschen, beleuchtet nur von Schaufenstern, Straßenlaternen und dem ersten grauen Licht. Zu seinen Büchern gehören Before the Shift (2019) und Harbour Lights (2023).',
	},
	'Ingrid Solberg': {
		specialty: 'Textil',
		bio: 'Ingrid Solberg (geb. 1969 in Bergen, Norwegen) webt Wandbehänge am Bodenwebstuhl aus Wolle, die sie selbst spinnt und mit Krapp, Waid, Birkenblättern und Flechten vom Fjord bei ihrem Atelier färbt. Die Farben wechseln mit der Jahreszeit, in der jede Partie gefärbt wurde, und jeder Behang hält ein Gartenjahr fest.',
	},
	'Samuel Adeyemi': {
		specialty: 'Mixed Media',
		bio: 'Samuel Adeyemi (geb. 1990 in Ibadan, Nigeria) collagiert Farbe, Zeitungspapier und gefundene Fotografien zu dichten Oberflächen, die sich wie Landkarten der Erinnerung lesen. Er studierte am Goldsmiths, University of London, und arbeitet mit einem Archiv von Zeitungen, das sein Großvater von 1960 bis 1995 aufbewahrt hat.',
	},
	'Clara Vermeer': {
		specialty: 'Malerei',
		bio: 'Clara Vermeer (geb. 1982 in Utrecht, Niederlande) malt Innenräume, die auf Farbflächen reduziert sind: Türöffnungen, Treppenhäuser und Fenster, und eine einzige Lichtlinie auf einem Boden. Sie studierte an der Gerrit Rietveld Academie und lebt in Rotterdam.',
	},
	'Tomás Reyes': {
		specialty: 'Keramik',
		bio: 'Tomás Reyes (geb. 1972 in Oaxaca, Mexiko) dreht große Gefäße aus Steinzeug und brennt sie drei Tage lang in einem Anagama-Holzofen, den er mit seinen Studierenden gebaut hat. Asche und Flamme machen jede Oberfläche anders als die vorige: Läufe aus grünem Glas, orangefarbene Flammenspuren, die Ofenmarke, wo ein Gefäß an seinem Nachbarn lehnte.',
	},
}

/** The works' titles, media and descriptions, by English title. */
export const GERMAN_WORKS: Record<string, Texts> = {
	'Morning Field': {
		title: 'Morgenfeld',
		medium: 'Öl auf Leinwand',
		description:
			'Zwölf Tafeln, jede mit einem Dutzend dünner Lasuren angelegt und mit einem breiten Pinsel quer oder längs gezogen. Der dunkle Grund bleibt zwischen ihnen sichtbar, sodass das Raster zu schweben scheint. Gemalt im ersten Sommer in Okafors neuem Atelier, ist es die kleinste und konzentrierteste ihrer jüngsten Arbeiten.',
	},
	Harmattan: {
		title: 'Harmattan',
		medium: 'Öl auf Leinen',
		description:
			'Benannt nach dem trockenen Wind, der den Himmel über Lagos jeden Winter mit Staub füllt, schichtet Harmattan zwei Felder aus Ocker und Sand, deren Ränder sich in den Grund auflösen wie der Horizont im Dunst.',
	},
	'Still Water': {
		title: 'Stilles Wasser',
		medium: 'Öl und Wachs auf Holz',
		description:
			'Kaltes Wachs in den letzten Schichten gibt Stilles Wasser seine matte, mineralische Oberfläche. Zwei Blautöne übereinander, wie ein See unter tiefem Himmel.',
	},
	'Lagos Grid': {
		title: 'Lagos-Raster',
		medium: 'Öl auf Leinwand',
		description:
			'Ein langer Fries aus Tafeln, jede ein anderes Wetter: Okafors Erinnerung an die Stadt, gesehen aus einem Busfenster, Block für Block.',
	},
	'Standing Form': {
		title: 'Stehende Form',
		medium: 'Wetterfester Stahl',
		description:
			'Eine einzige Platte aus wetterfestem Stahl, einmal gefaltet und einen Winter lang draußen gelassen, bis ihre Oberfläche zu einem tiefen, gleichmäßigen Rost wurde.',
	},
	'Felt Passage': {
		title: 'Filzpassage',
		medium: 'Industriefilz und Stahl',
		description:
			'Vierzig Bahnen grauer Filz, gefaltet und auf einem Stahlsockel gestapelt: weich für das Auge, schwer für die Hand. Derzeit als Leihgabe in der Kunsthalle Krems.',
	},
	'Steel Meadow': {
		title: 'Stahlwiese',
		medium: 'Wetterfester Stahl',
		description:
			'Die erste von Brenners stehenden Stahlarbeiten, gemacht für eine Wiese im Waldviertel und hier zum ersten Mal in einem Innenraum gezeigt.',
	},
	'Soft Wall': {
		title: 'Weiche Wand',
		medium: 'Filz, Holz',
		description: 'Eine Wand, an die man sich lehnen kann: anthrazitfarbener Filz, über Eiche aus Altholz gefaltet.',
	},
	'River Bend': {
		title: 'Flussbiegung',
		medium: 'Holzschnitt auf Kozo-Papier',
		description: 'Der Chikuma dort, wo er unterhalb von Matsumoto abbiegt, gedruckt von vier Stöcken aus Kirschholz.',
	},
	Source: {
		title: 'Quelle',
		medium: 'Holzschnitt auf Kozo-Papier',
		description: 'Wo der Fluss beginnt: ein blauer Faden zwischen den ersten Hügeln.',
	},
	Estuary: {
		title: 'Mündung',
		medium: 'Holzschnitt auf Kozo-Papier',
		description:
			'Das letzte Blatt der Serie, auf einen einzigen langen Bogen gedruckt: Der Fluss wird breiter, die Hügel legen sich hin.',
	},
	Delta: {
		title: 'Delta',
		medium: 'Holzschnitt auf Kozo-Papier',
		description:
			'In Ockertönen gedruckt, nach einer Reise ins Ebrodelta: Der Fluss teilt sich, das Land ist fast flach.',
	},
	'Before Dawn': {
		title: 'Vor der Dämmerung',
		medium: 'Archival Pigment Print',
		description:
			'Eine vierminütige Belichtung vom anderen Ufer des Hafens, aufgenommen um 5.40 Uhr im Februar. Die wenigen erleuchteten Fenster sind Bäckereien, Nachtschichten, ein Krankenhaus.',
	},
	'Empty Avenue': {
		title: 'Leere Allee',
		medium: 'Archival Pigment Print',
		description:
			'Eine Allee, über die täglich vierzigtausend Autos fahren, fotografiert in den zehn Minuten, in denen keines fährt.',
	},
	'Night Market': {
		title: 'Nachtmarkt',
		medium: 'Silbergelatineabzug',
		description: 'Der Markt hat zusammengepackt; seine Lampen brennen noch.',
	},
	'Quiet Harbour': {
		title: 'Stiller Hafen',
		medium: 'Archival Pigment Print',
		description: 'Der Fischkai von Matosinhos, eine Stunde bevor die Boote einlaufen.',
	},
	'Winter Loom': {
		title: 'Winterwebstuhl',
		medium: 'Handgewebte Wolle, Pflanzenfarben',
		description:
			'Gewebt in den dunklen Monaten aus einem Jahr an Färbebädern: Waid aus dem Juni, Krapp aus dem August, Birke aus dem September.',
	},
	Indigo: {
		title: 'Indigo',
		medium: 'Handgewebte Wolle und Leinen, Waid',
		description:
			'Jedes Blau in Indigo stammt aus einem einzigen Waidbottich: die Wolle einmal getaucht für das hellste Band, zwölfmal für das dunkelste.',
	},
	'Madder Red': {
		title: 'Krapprot',
		medium: 'Handgewebte Wolle, Krapp',
		description: 'Krappwurzel, in ihrem dritten Jahr geerntet, gibt hier jedes Rot, von Koralle bis Ziegel.',
	},
	Lichen: {
		title: 'Flechte',
		medium: 'Handgewebte Wolle, Flechtenfarben',
		description: 'Ein Läufer von zweieinhalb Metern Länge, gefärbt mit Flechten von herabgefallenen Ästen.',
	},
	'Paper Archive': {
		title: 'Papierarchiv',
		medium: 'Zeitungspapier, Acryl und gefundene Fotografien auf Holz',
		description: 'Seiten aus den Jahren 1975 und 1983, zerrissen, übermalt und wieder zusammengeklebt.',
	},
	'Map of Lagos': {
		title: 'Karte von Lagos',
		medium: 'Collage und Acryl auf Holz',
		description:
			'Eine Karte aus Nachrichten: Jeder Stadtteil ist eine Seite aus der Woche, in der Adeyemis Großvater dorthin zog.',
	},
	'Front Page': {
		title: 'Titelseite',
		medium: 'Zeitungspapier und Acryl auf Leinwand',
		description: 'Eine Titelseite, in vierzig Stücke geschnitten und neu angeordnet.',
	},
	Inventory: {
		title: 'Inventar',
		medium: 'Papier, Farbe und gefundene Fotografien',
		description: 'Die erste Collage, die Adeyemi aus dem Archiv gemacht hat, im Besitz des Künstlers.',
	},
	Threshold: {
		title: 'Schwelle',
		medium: 'Öl auf Leinwand',
		description: 'Eine Türöffnung, eine Treppe und das Licht, das vor allen anderen hereinkommt.',
	},
	'Blue Stairwell': {
		title: 'Blaues Treppenhaus',
		medium: 'Öl auf Leinen',
		description: 'Das Treppenhaus von Vermeers Wohnhaus in Rotterdam um vier Uhr nachmittags.',
	},
	'Corner Light': {
		title: 'Licht in der Ecke',
		medium: 'Öl auf Leinwand',
		description: 'Warme Wand, dunkle Tür und eine Lichtlinie: Vermeers kleinster Innenraum in diesem Jahr.',
	},
	'Ash Vessel': {
		title: 'Aschegefäß',
		medium: 'Holzgebranntes Steinzeug',
		description:
			'Drei Tage im Anagama haben an einer Seite dieses Gefäßes Läufe aus grünem Ascheglas hinterlassen, an der Seite, die dem Feuer zugewandt war.',
	},
	'Kiln Mark': {
		title: 'Ofenmarke',
		medium: 'Holzgebranntes Steinzeug',
		description: 'Die dunkle Stelle an der Schulter ist dort, wo dieses Gefäß im Ofen an seinem Nachbarn lehnte.',
	},
	'Salt Glaze': {
		title: 'Salzglasur',
		medium: 'Salzglasiertes Steinzeug',
		description: 'Salz, in den Ofen geworfen, wenn er am heißesten ist, hinterlässt diese Orangenhaut-Oberfläche.',
	},
}

/** The exhibitions' titles and texts, by English title. */
export const GERMAN_SHOWS: Record<string, Texts> = {
	'Colour as Place': {
		title: 'Farbe als Ort',
		opening: 'Eröffnung am ersten Abend, 18–20 Uhr',
		description:
			'Farbe als Ort vereint neue Gemälde von Amara Okafor und Clara Vermeer, zwei Malerinnen, für die Farbe keine Eigenschaft der Dinge ist, sondern ein Ort, an dem man stehen kann. Okafors Felder entstehen aus bis zu vierzig Lasuren, von denen jede eine Woche trocknet; Vermeers Innenräume reduzieren eine Türöffnung oder ein Treppenhaus auf wenige Flächen und eine einzige Lichtlinie.\n\nEinander gegenüber im Hauptsaal gehängt, tauschen die Bilder Wärme und Kälte, Wetter und Architektur. Die von Helena Marsh kuratierte Ausstellung zeigt Okafors Morgenfeld und Stilles Wasser zum ersten Mal, dazu drei Innenräume, die Vermeer in den letzten beiden Jahren in ihrem Rotterdamer Atelier gemalt hat.\n\nAm zweiten Donnerstag der Ausstellung findet im Hauptsaal ein Gespräch zwischen den Künstlerinnen und der Kuratorin statt. Der Eintritt ist frei.',
	},
	'Woven Time': {
		title: 'Gewebte Zeit',
		opening: 'Eröffnung am ersten Abend, 18–20 Uhr',
		description:
			'Gewebte Zeit vereint Ingrid Solbergs pflanzengefärbte Behänge und Mei Tanakas Holzschnitte: zwei langsame Handwerke, in denen die Zeit ein Material ist. Solbergs Farben halten die Jahreszeiten ihres Färbergartens am Fjord fest; Tanakas Blätter folgen einem Fluss Biegung für Biegung, ein Druckstock für jede Farbe.\n\nDie von Jonas Eklund kuratierte Ausstellung zeigt Solbergs neue Serie zum ersten Mal, zusammen mit dem Webstuhl, auf dem sie entstand. Jeden Samstagnachmittag wird am Webstuhl gearbeitet.',
	},
	'The Quiet City': {
		title: 'Die stille Stadt',
		opening: 'Eröffnung am ersten Abend, 18–20 Uhr',
		description:
			'Die stille Stadt vereint Rafael Duartes Fotografien von Städten vor der Dämmerung und Samuel Adeyemis Collagen aus Zeitungspapier und Farbe. Der eine leert die Stadt von Menschen, der andere füllt sie mit ihren Nachrichten. Zusammen fragen sie, woran sich eine Stadt erinnert, wenn niemand hinsieht.\n\nDie von Helena Marsh für den Projektraum kuratierte Ausstellung zeigt Duartes Panorama Vor der Dämmerung zum ersten Mal in voller Größe.',
	},
	'Fired Earth': {
		title: 'Gebrannte Erde',
		description:
			'Gebrannte Erde vereinte Tomás Reyes’ holzgebrannte Gefäße und Mei Tanakas Flussdrucke: Ton, vom Feuer geformt, Papier, vom Wasser geformt. Reyes’ Gefäße stammten aus einem einzigen dreitägigen Brand seines Anagama-Ofens; Tanakas Blätter wurden von Stöcken aus Kirschholz gedruckt.\n\nDie von Priya Raman kuratierte Ausstellung füllte den Hauptsaal mit zwanzig Gefäßen auf niedrigen Sockeln, die Drucke ringsum auf Augenhöhe gehängt.',
	},
	'Printed Rivers': {
		title: 'Gedruckte Flüsse',
		description:
			'Gedruckte Flüsse vereinte Mei Tanakas Holzschnitte und Rafael Duartes Fotografien von Häfen in der Morgendämmerung: zwei Arten, dem Wasser bis zum Meer zu folgen. Tanaka schneidet einen Stock für jede Farbe; Duarte lässt den Verschluss minutenlang offen.\n\nDie von Jonas Eklund kuratierte Ausstellung war Tanakas erste im Vereinigten Königreich.',
	},
	'Steel and Felt': {
		title: 'Stahl und Filz',
		description:
			'Stahl und Filz vereinte Lukas Brenners Skulpturen, Ingrid Solbergs Webarbeiten und Samuel Adeyemis Collagen: hart und weich, schwer und leicht, gemacht und gefunden. Brenners wetterfester Stahl stand zwischen Solbergs Behängen; Adeyemis Collagen aus Zeitungspapier antworteten beiden mit Papier.\n\nDie von Priya Raman kuratierte Ausstellung zeigte die drei zum ersten Mal gemeinsam.',
	},
}

/** The fairs' texts, by English title (a fair's name stays its own). */
export const GERMAN_FAIRS: Record<string, Texts> = {
	'Frieze London': {
		description:
			'Die Meridian Gallery kehrt mit einem Stand neuer Arbeiten von vier ihrer Künstlerinnen und Künstler zur Frieze London zurück: ein Gemälde von Amara Okafor aus der Serie, die diesen Herbst in der Galerie zu sehen war, Mei Tanakas längster Holzschnitt, ein Textil der Weberin von Gewebte Zeit und einer von Clara Vermeers Innenräumen.\n\nDie Vorbesichtigung für Sammlerinnen und Sammler ist am ersten Tag; schreiben Sie uns für einen Termin am Stand.',
	},
	'Art Basel': {
		description:
			'Unser erster Stand im Sektor Statements: Malerei, Collage und Keramik in einem Raum, gehängt wie in der Galerie.',
	},
}

/** The about blocks, by English title. */
export const GERMAN_ABOUT: Record<string, Texts> = {
	'Our Story': {
		title: 'Unsere Geschichte',
		content:
			'Die Meridian Gallery wurde 2009 in einer ehemaligen Druckerei eröffnet.\nWir zeigen zeitgenössische Malerei, Skulptur, Druckgrafik und Fotografie von Künstlerinnen und Künstlern in jeder Phase ihrer Laufbahn.',
	},
	'Our Mission': {
		title: 'Unser Anliegen',
		content:
			'Kunst gehört allen. Der Eintritt ist immer frei, und zu jeder Ausstellung gibt es Gespräche mit den Künstlerinnen, Künstlern und Kuratorinnen.',
	},
	'The Building': {
		title: 'Das Haus',
		content:
			'Drei Ausstellungsräume, ein Skulpturengarten und ein Projektraum für neue Arbeiten, alles barrierefrei auf einer Ebene.',
	},
	'Visit Us': {
		title: 'Besuch',
		content:
			'Vom Hauptbahnhof sind es zehn Minuten zu Fuß. Gruppen und Schulklassen sind willkommen; schreiben Sie uns, um eine Führung zu vereinbaren.',
	},
}

/** The page settings' titles and descriptions, by page. */
export const GERMAN_PAGES: Record<string, Texts> = {
	home: {
		title: 'Kunst, die bleibt',
		description: 'Zeitgenössische Malerei, Skulptur, Druckgrafik und Fotografie mitten in der Stadt.',
		footer_description:
			'Eine Galerie für zeitgenössische Kunst, die seit 2009 lebende Künstlerinnen und Künstler zeigt. Der Eintritt ist immer frei.',
	},
	exhibitions: { title: 'Ausstellungen', description: 'Entdecken Sie unsere Ausstellungen' },
	artists: { title: 'Künstlerinnen und Künstler', description: 'Lernen Sie unsere Künstlerinnen und Künstler kennen' },
	gallery: { title: 'Werke', description: 'Entdecken Sie unsere Sammlung' },
	about: {
		title: 'Über uns',
		description: 'Eine Galerie für zeitgenössische Kunst, offen für alle.\nFreier Eintritt, sechs Tage die Woche.',
	},
	contact: { title: 'Kontakt', description: 'Schreiben Sie uns' },
}
