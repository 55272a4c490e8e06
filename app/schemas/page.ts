import { z } from '#app/utils/zod.ts'
import { isSafeLinkOrHandle } from '#app/utils/url.ts'
import { flexibleBoolean, idString, imageField, imageUrl, optionalText, stringList } from './fields.ts'
import { HEX_COLOR, INVOICE_TEXT_MAX, TYPEFACES } from './records.ts'
import { defineFields, translationsInput } from './entity-fields.ts'

function pick(a: unknown, b: unknown) {
	return a !== undefined ? a : b
}

/**
 * A page's texts that take translations (contract section 21: page settings' titles and descriptions are
 * content); the page's other fields are not in a field list.
 */
export const PAGE_TEXT_FIELDS = defineFields({
	title: { input: optionalText(200, 'Title'), stored: z.string(), translatable: true },
	description: { input: optionalText(5000, 'Description'), stored: z.string(), translatable: true },
})

/**
 * The home page's footer texts, shown in every public page's footer: they take translations too (contract section
 * 21, page settings' texts are content). Only the home page has them.
 */
export const HOME_FOOTER_FIELDS = defineFields({
	footer_description: { input: optionalText(1000, 'Footer description'), stored: z.string(), translatable: true },
	gallery_hours: { input: optionalText(300, 'Gallery hours'), stored: z.string(), translatable: true },
})

/** The home page's texts that take translations: its title and description, and its footer's. */
export const HOME_TEXT_FIELDS = defineFields({ ...PAGE_TEXT_FIELDS, ...HOME_FOOTER_FIELDS })

/** PUT /api/admin/pages/{page} and the page-content forms. Accepts snake_case and camelCase. */
export const PageSchema = z.preprocess(
	(raw) => {
		if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw
		const r = raw as Record<string, unknown>
		return {
			title: r.title,
			description: r.description,
			content: r.content,
			is_visible: pick(r.is_visible, r.isVisible),
			footer_description: pick(r.footer_description, r.footerDescription),
			gallery_hours: pick(r.gallery_hours, r.galleryHours),
			hero_images: pick(r.hero_images, r.heroImages),
			hero_image_ids: pick(r.hero_image_ids, r.heroImageIds),
			translations: r.translations,
		}
	},
	z.object({
		title: PAGE_TEXT_FIELDS.title.input,
		description: PAGE_TEXT_FIELDS.description.input,
		content: optionalText(20_000, 'Content'),
		is_visible: flexibleBoolean(true),
		footer_description: HOME_FOOTER_FIELDS.footer_description.input.optional(),
		gallery_hours: HOME_FOOTER_FIELDS.gallery_hours.input.optional(),
		hero_images: stringList(imageUrl, 'Hero images').optional(),
		hero_image_ids: stringList(idString, 'Hero image ids').optional(),
		// The footer's texts are kept for the home page alone (app/data/pages.server.ts).
		translations: translationsInput(HOME_TEXT_FIELDS),
	}),
)
export type PageInput = z.output<typeof PageSchema>

export const ContactInfoSchema = z.object({
	email: optionalText(200, 'Email').refine((v) => v === '' || z.email().safeParse(v).success, {
		message: 'Please enter a valid email address',
	}),
	phone: optionalText(60, 'Phone'),
	instagram: optionalText(200, 'Instagram').refine((v) => v === '' || isSafeLinkOrHandle(v), {
		message: 'Instagram must be a handle or an http(s) link',
	}),
	address: optionalText(500, 'Address'),
})
export type ContactInfoInput = z.output<typeof ContactInfoSchema>

/**
 * PUT /api/admin/pages/identity and the identity part of the page-settings
 * form (docs/admin.md, 'Identity'): `logo` (an uploaded image, /api/file/{id}, or ''),
 * `accent_color` ('#rrggbb', any case, stored lower case; '' for the design's
 * own) and `typeface` (grotesk, serif or modern). camelCase is accepted too.
 */
export const IdentitySchema = z.preprocess(
	(raw) => {
		if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw
		const r = raw as Record<string, unknown>
		return { logo: r.logo, accent_color: pick(r.accentColor, r.accent_color), typeface: r.typeface }
	},
	z.object({
		logo: imageField,
		accent_color: optionalText(7, 'Accent colour')
			.transform((v) => v.toLowerCase())
			.refine((v) => v === '' || HEX_COLOR.test(v), {
				message: 'Accent colour must be a hex colour such as #1a2b3c',
			}),
		typeface: z.preprocess(
			(v) => (v === undefined || v === null || v === '' ? 'grotesk' : v),
			z.enum(TYPEFACES, { error: `Typeface must be one of ${TYPEFACES.join(', ')}` }),
		),
	}),
)
export type IdentityInput = z.output<typeof IdentitySchema>

/**
 * Page Content's 'Invoices' (admins only) and PUT /api/admin/pages/invoices: the payment terms and bank details
 * every invoice prints under the total (docs/admin.md, 'Sales'). Fields not sent keep their value in the API.
 */
export const InvoiceSettingsSchema = z.object({
	payment_terms: optionalText(INVOICE_TEXT_MAX, 'Payment terms'),
	bank_details: optionalText(INVOICE_TEXT_MAX, 'Bank details'),
})
