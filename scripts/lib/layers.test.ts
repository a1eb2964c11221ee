import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { root } from './paths.ts';

// The repo's own eslint.config.js, on code that is never written to disk.
const eslint = new ESLint({ cwd: root });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nconsole.log(imported);\n`, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'layers/imports' || m.ruleId === 'no-restricted-imports').map((m) => `${m.ruleId}: ${m.message}`);
}

describe('import directions between the layers of src/', () => {
  it.each([
    ['a block importing the page chrome', 'src/blocks/hero/hero.tsx', "import { imported } from '@/layout/header';", 'blocks/hero may not import layout'],
    ['the same through a relative path', 'src/blocks/hero/hero.tsx', "import { imported } from '../../layout/header';", 'blocks/hero may not import layout'],
    ['a block importing the server', 'src/blocks/contact-form/contact-form.tsx', "import { imported } from '@/server/contact-route';", 'blocks/contact-form may not import server'],
    ['a block importing another block', 'src/blocks/hero/hero.tsx', "import { imported } from '@/blocks/cta/cta.styles';", 'blocks/hero may not import blocks/cta'],
    ['the same through a relative path', 'src/blocks/hero/hero.tsx', "import { imported } from '../cta/cta';", 'blocks/hero may not import blocks/cta'],
    ['content importing the renderer', 'src/content/pages.ts', "import type { imported } from '@/render/registry';", 'content may not import render'],
    ['a primitive importing a block', 'src/components/button.tsx', "export { imported } from '@/blocks/hero/hero';", 'components may not import blocks/hero'],
    ['a block loading the renderer lazily', 'src/blocks/hero/hero.tsx', "const imported = import('@/render/registry');", 'blocks/hero may not import render'],
    ['the renderer importing the page waits', 'src/render/sections.tsx', "import { imported } from '@/hydration/use-page-ready';", 'render may not import hydration'],
    ['the server importing with the alias', 'src/server/app.ts', "import { imported } from '@/shared/contact-endpoint';", 'without the @/ alias'],
    ['shared code importing React', 'src/shared/labels.ts', "import { imported } from 'react';", 'no React'],
  ])('fails on %s', async (_case, filePath, code, message) => {
    const found = await problems(filePath, code);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(message);
  });

  it.each([
    ['a block importing its own folder', 'src/blocks/hero/hero.tsx', "import { imported } from './hero.styles';"],
    ['a block importing primitives, hooks, content and shared code', 'src/blocks/hero/hero.tsx', "import { imported } from '@/components/section';\nimport '@/hooks/use-in-view';\nimport '@/content/site-context';\nimport '@/shared/labels';"],
    ['a block importing a schema file', 'src/blocks/contact-form/contact-rules.ts', "import imported from '../../../schema/contact-request.schema.json';"],
    ['the server importing shared code relatively', 'src/server/contact-route.ts', "import { imported } from '../shared/contact-endpoint.ts';"],
    ['the renderer loading a block', 'src/render/registry.ts', "const imported = () => import('@/blocks/hero/hero');"],
    ['a test comparing the form with the server', 'src/blocks/contact-form/contact-rules.test.tsx', "import { imported } from '@/server/contact-validation';"],
  ])('allows %s', async (_case, filePath, code) => {
    expect(await problems(filePath, code)).toEqual([]);
  });
});
