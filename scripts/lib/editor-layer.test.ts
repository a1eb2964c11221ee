import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { root } from './paths.ts';

// The editor is dev-only because nothing imports it: the layer table in eslint.config.js keeps it so.
const eslint = new ESLint({ cwd: root });

async function layerProblems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nconsole.log(imported);\n`, { filePath: file });
  return result!.messages.filter((message) => message.ruleId === 'layers/imports').map((message) => message.message);
}

describe('the editor layer', () => {
  it.each([
    ['src/main.tsx', "import { imported } from '@/editor/editor-app';", 'entry may not import editor'],
    ['src/app/page-view.tsx', "const imported = import('../editor/main');", 'app may not import editor'],
    ['src/catalog/catalog-app.tsx', "import { imported } from '@/editor/labels';", 'catalog may not import editor'],
    ['src/render/sections.tsx', "import { imported } from '@/editor/state/editor-reducer';", 'render may not import editor'],
    ['src/editor/workspace.tsx', "import { imported } from '@/app/page-view';", 'editor may not import app'],
    ['src/editor/workspace.tsx', "import { imported } from '@/server/http/site-server';", 'editor may not import server'],
  ])('%s: %s is refused', async (file, code, error) => {
    expect(await layerProblems(file, code)).toEqual([expect.stringContaining(error)]);
  });

  it('may use what it needs to draw and edit the site', async () => {
    for (const source of ['@/render/registry', '@/blocks/hero/hero', '@/layout/layout', '@/content/site-types', '@/components/button', '@/hooks/use-dialog', '@/shared/labels', '@/generated/site', '@/theme/tokens']) {
      expect(await layerProblems('src/editor/workspace.tsx', `import { imported } from '${source}';`), source).toEqual([]);
    }
  });

  it("lets a feature check redirects by the model's own rules, and nothing else of the model (it runs in Node)", async () => {
    expect(await layerProblems('src/editor/features/redirects/redirect-rules.ts', "import { imported } from '@/model/redirects';")).toEqual([]);
    expect(await layerProblems('src/editor/features/redirects/redirect-rules.ts', "import { imported } from '@/model/validate-site';")).toEqual([expect.stringContaining('may not import model')]);
  });
});
