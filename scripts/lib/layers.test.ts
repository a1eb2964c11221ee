import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { root } from './paths.ts';

// The repo's own eslint.config.js, on code that is never written to disk.
const eslint = new ESLint({ cwd: root });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nconsole.log(imported);\n`, { filePath: file });
  return result!.messages.filter((m) => m.ruleId === 'layers/imports' || m.ruleId === 'no-restricted-imports').map((m) => `${m.ruleId}: ${m.message}`);
}

const hero = 'src/blocks/hero/hero.tsx';

describe('import directions between the layers of src/', () => {
  it.each([
    { file: hero, code: "import { imported } from '@/layout/header';", error: 'blocks/hero may not import layout' },
    { file: hero, code: "import { imported } from '../../layout/header';", error: 'blocks/hero may not import layout' },
    { file: 'src/blocks/contact-form/contact-form.tsx', code: "import { imported } from '@/server/contact/contact-route';", error: 'blocks/contact-form may not import server' },
    { file: hero, code: "import { imported } from '@/blocks/cta/cta.styles';", error: 'blocks/hero may not import blocks/cta' },
    { file: hero, code: "import { imported } from '../cta/cta';", error: 'blocks/hero may not import blocks/cta' },
    { file: hero, code: "const imported = import('@/render/registry');", error: 'blocks/hero may not import render' },
    { file: 'src/content/page-data.ts', code: "import type { imported } from '@/render/registry';", error: 'content may not import render' },
    { file: 'src/components/button.tsx', code: "export { imported } from '@/blocks/hero/hero';", error: 'components may not import blocks/hero' },
    { file: 'src/render/sections.tsx', code: "import { imported } from '@/hydration/use-page-ready';", error: 'render may not import hydration' },
    { file: 'src/server/app.ts', code: "import { imported } from '@/shared/contact-endpoint';", error: 'without the @/ alias' },
    { file: 'src/shared/labels.ts', code: "import { imported } from 'react';", error: 'no React' },
  ])('fails on $code in $file', async ({ file, code, error }) => {
    const found = await problems(file, code);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(error);
  });

  it.each([
    { file: hero, code: "import { imported } from './hero.styles';" },
    { file: hero, code: "import { imported } from '@/components/section';\nimport '@/hooks/use-in-view';\nimport '@/content/site-context';\nimport '@/shared/labels';" },
    { file: 'src/blocks/contact-form/contact-rules.ts', code: "import imported from '../../../schema/contact-request.schema.json';" },
    { file: 'src/server/contact/contact-route.ts', code: "import { imported } from '../../shared/contact-endpoint.ts';" },
    { file: 'src/render/registry.ts', code: "const imported = () => import('@/blocks/hero/hero');" },
    // tests may reach across: this one compares the form's rules with the server's
    { file: 'src/blocks/contact-form/contact-rules.test.tsx', code: "import { imported } from '@/server/contact/contact-validation';" },
  ])('allows $code in $file', async ({ file, code }) => {
    expect(await problems(file, code)).toEqual([]);
  });
});
