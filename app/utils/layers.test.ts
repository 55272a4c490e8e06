import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/**
 * The layer rule of eslint.config.js, shown on code that breaks it and code that keeps it. The example files do not
 * exist, so the rules that need their types (which only a file of the TypeScript project has) are left out.
 */
const eslint = new ESLint({
	overrideConfig: {
		languageOptions: { parserOptions: { projectService: false } },
		rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off' },
	},
})

async function restrictedImports(filePath: string, code: string) {
	const [result] = await eslint.lintText(code, { filePath })
	return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message)
}

describe('import layers', () => {
	it('refuses a component that imports the data layer or server code', async () => {
		const messages = await restrictedImports(
			'app/components/site/example.tsx',
			"import { mutate } from '#app/data/db.server.ts'\nimport { getToast } from '#app/server/toast.server.ts'\nexport const x = [mutate, getToast]\n",
		)
		expect(messages).toHaveLength(2)
		expect(messages[0]).toContain('components are presentational')
	})

	it('refuses data that imports server code or routes, and utils that import anything of the app', async () => {
		expect(
			await restrictedImports(
				'app/data/example.server.ts',
				"import { requireAdmin } from '#app/server/auth.server.ts'\nexport const x = requireAdmin\n",
			),
		).toHaveLength(1)
		expect(
			await restrictedImports(
				'app/utils/example.ts',
				"import { ArtworkSchema } from '#app/schemas/artwork.ts'\nexport const x = ArtworkSchema\n",
			),
		).toHaveLength(1)
	})

	it('allows the downward direction', async () => {
		expect(
			await restrictedImports(
				'app/server/example.server.ts',
				"import { mutate } from '#app/data/db.server.ts'\nimport { slugify } from '#app/utils/slug.ts'\nexport const x = [mutate, slugify]\n",
			),
		).toEqual([])
		expect(
			await restrictedImports(
				'app/routes/admin/example.tsx',
				"import { mutate } from '#app/data/db.server.ts'\nimport { Field } from '#app/components/forms.tsx'\nexport const x = [mutate, Field]\n",
			),
		).toEqual([])
	})

	it('keeps lowdb and the store files inside the data layer', async () => {
		const code =
			"import { Low } from 'lowdb'\nimport { type Store } from '#app/data/store/store.server.ts'\nexport type X = [Low<1>, Store]\n"
		for (const file of ['app/server/example.server.ts', 'app/routes/api/example.ts', 'app/components/example.tsx']) {
			const messages = await restrictedImports(file, code)
			expect(
				messages.filter((m) => /lowdb|store is inside/.test(m)),
				file,
			).toHaveLength(2)
		}
		expect(await restrictedImports('app/data/example.server.ts', code)).toEqual([])
	})
})
