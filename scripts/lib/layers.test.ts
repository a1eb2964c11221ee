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
    { file: 'src/blocks/contact-form/contact-form.tsx', code: "import { imported } from '@/server/http/contact/contact-route';", error: 'blocks/contact-form may not import server' },
    { file: hero, code: "import { imported } from '@/blocks/cta/cta.styles';", error: 'blocks/hero may not import blocks/cta' },
    { file: hero, code: "import { imported } from '../cta/cta';", error: 'blocks/hero may not import blocks/cta' },
    { file: hero, code: "const imported = import('@/render/registry');", error: 'blocks/hero may not import render' },
    { file: 'src/content/page-data.ts', code: "import type { imported } from '@/render/registry';", error: 'content may not import render' },
    { file: 'src/components/button.tsx', code: "export { imported } from '@/blocks/hero/hero';", error: 'components may not import blocks/hero' },
    { file: 'src/render/sections.tsx', code: "import { imported } from '@/hydration/use-page-ready';", error: 'render may not import hydration' },
    { file: 'src/server/http/site-server.ts', code: "import { imported } from '@/shared/contact-endpoint';", error: 'without the @/ alias' },
    { file: 'src/shared/labels.ts', code: "import { imported } from 'react';", error: 'no React' },
    // the server's layers: cli → http → engine → db → lib, config → model; nothing upward
    { file: 'src/server/engine/mail/notification.ts', code: "import { imported } from '../../http/contact/contact-pages.ts';", error: 'server/engine may not import server/http' },
    { file: 'src/server/db/sqlite/sqlite-editor-store.ts', code: "import { imported } from '../../engine/versions/site-versions.ts';", error: 'server/db may not import server/engine' },
    { file: 'src/server/config/settings.ts', code: "import { imported } from '../db/requests-store.ts';", error: 'server/config may not import server/db' },
    { file: 'src/server/http/site-server.ts', code: "import { imported } from '../cli/publish.ts';", error: 'server/http may not import server/cli' },
    { file: 'src/model/reserved-routes.ts', code: "import { imported } from '../server/http/health-route.ts';", error: 'model may not import server/http' },
    { file: 'src/model/validate-site.ts', code: "import { imported } from '../render/registry.ts';", error: 'model may not import render' },
  ])('fails on $code in $file', async ({ file, code, error }) => {
    const found = await problems(file, code);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(error);
  });

  it.each([
    { file: hero, code: "import { imported } from './hero.styles';" },
    { file: hero, code: "import { imported } from '@/components/section';\nimport '@/hooks/use-in-view';\nimport '@/content/site-context';\nimport '@/shared/labels';" },
    { file: 'src/blocks/contact-form/contact-rules.ts', code: "import imported from '../../../schema/contact-request.schema.json';" },
    { file: 'src/server/http/contact/contact-route.ts', code: "import { imported } from '../../../shared/contact-endpoint.ts';" },
    { file: 'src/server/http/contact/contact-route.ts', code: "import { imported } from '../../engine/mail/notification.ts';\nimport '../../db/requests-store.ts';\nimport '../../../model/contact-request.ts';" },
    { file: 'src/server/cli/publish.ts', code: "import { imported } from '../http/site-server.ts';" },
    { file: 'src/server/engine/publish/publish.ts', code: "import { imported } from '../../db/editor-store.ts';\nimport '../../lib/worker-calls.ts';\nimport '../../config/settings.ts';" },
    { file: 'src/render/registry.ts', code: "const imported = () => import('@/blocks/hero/hero');" },
    // tests may reach across: this one compares the form's rules with the server's
    { file: 'src/blocks/contact-form/contact-rules.test.tsx', code: "import { imported } from '@/model/contact-request';" },
  ])('allows $code in $file', async ({ file, code }) => {
    expect(await problems(file, code)).toEqual([]);
  });
});

describe('import cycles between folders', () => {
  async function cycles(file: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(`${code}\nconsole.log(imported);\n`, { filePath: file });
    return result!.messages.filter((m) => m.ruleId === 'layers/no-cycle').map((m) => m.message);
  }

  it('fails on an import that leads back to the importing file through another folder', async () => {
    // publish/head.ts imports shared/escape-html.ts: escape-html importing head back closes a circle of two folders
    expect(await cycles('src/shared/escape-html.ts', "import { imported } from '../server/engine/publish/head.ts';")).toEqual([
      expect.stringContaining('shared/escape-html.ts → server/engine/publish/head.ts → shared/escape-html.ts'),
    ]);
  });

  it('follows the circle through files in between', async () => {
    // site-server.ts → live-editor.ts → … : a layer below importing the app closes a longer circle
    const [message] = await cycles('src/server/http/editor/editor-html.ts', "import { imported } from '../site-server.ts';");
    expect(message).toMatch(/^Import cycle across folders: server\/http\/editor\/editor-html\.ts → server\/http\/site-server\.ts → .* → server\/http\/editor\/editor-html\.ts/);
  });

  it('allows a circle inside one folder: the editor form fields render each other', async () => {
    // field.tsx imports array-field.tsx, which imports field.tsx back
    const code = "import { imported } from './array-field.tsx';";
    expect(await cycles('src/editor/forms/field.tsx', code)).toEqual([]);
  });
});

describe("the editor's layers", () => {
  it.each([
    { file: 'src/editor/features/reviews/decision.tsx', code: "import { imported } from '../schedules/schedule-tools';", error: 'editor/features/reviews may not import editor/features/schedules' },
    { file: 'src/editor/features/media/media-dialog.tsx', code: "import { imported } from '@/editor/features/form/inspector';", error: 'editor/features/media may not import editor/features/form' },
    { file: 'src/editor/state/editor-reducer.ts', code: "import { imported } from '../forms/schema-form';", error: 'editor/state may not import editor/forms' },
    { file: 'src/editor/ui/controls.ts', code: "import { imported } from '../state/editor-context';", error: 'editor/ui may not import editor/state' },
    { file: 'src/editor/api/api.ts', code: "import { imported } from '../ui/labels';", error: 'editor/api may not import editor/ui' },
    { file: 'src/editor/forms/field.tsx', code: "import { imported } from '../problems/problems-alert';", error: 'editor/forms may not import editor/problems' },
    { file: 'src/editor/features/outline/section-outline.tsx', code: "import { imported } from '../../app/workspace';", error: 'editor/features/outline may not import editor/app' },
  ])('fails on $code in $file', async ({ file, code, error }) => {
    const found = await problems(file, code);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(error);
  });

  it.each([
    { file: 'src/editor/app/workspace.tsx', code: "import { imported } from '../features/outline/section-outline';\nimport '../features/form/inspector';" },
    { file: 'src/editor/features/reviews/decision.tsx', code: "import { imported } from '../../problems/problems-alert';\nimport '../../forms/schema-form';\nimport '../../state/schedules';\nimport '../../ui/controls';\nimport '../../api/live-api';" },
    { file: 'src/editor/features/reviews/decision.tsx', code: "import { imported } from './use-decision';" },
  ])('allows $code in $file', async ({ file, code }) => {
    expect(await problems(file, code)).toEqual([]);
  });
});

describe('import cycles between two folders, through any files', () => {
  async function folderCycles(file: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(`${code}\nconsole.log(imported);\n`, { filePath: file });
    return result!.messages.filter((m) => m.ruleId === 'layers/no-folder-cycle' || m.ruleId === 'scripts/no-folder-cycle').map((m) => m.message);
  }

  it('fails when a folder imports one that imports it back by other files', async () => {
    // render/sections.tsx imports render/hydration-gates.ts; hydration's files import render: render importing
    // hydration by any file closes a circle of folders, though no file leads back to sections.tsx
    expect(await folderCycles('src/render/registry.ts', "import { imported } from '../hydration/use-page-ready';")).toEqual([expect.stringMatching(/^Folders import each other: render \(registry\.ts → use-page-ready\.ts\) → hydration \(.*\) → render/)]);
  });

  it("fails on a circle between the server's folders and between scripts' folders", async () => {
    expect(await folderCycles('src/server/db/editor-store.ts', "import { imported } from './open/database.ts';")).toHaveLength(1);
    expect(await folderCycles('scripts/lib/paths.ts', "import { imported } from '../vite-plugins/request-guard.ts';")).toHaveLength(1);
  });

  it('allows imports that go one way', async () => {
    expect(await folderCycles('src/hydration/use-page-ready.ts', "import { imported } from '@/render/block-components';")).toEqual([]);
  });
});

describe('the layers of scripts/', () => {
  async function scriptProblems(file: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(`${code}\nconsole.log(imported);\n`, { filePath: file });
    return result!.messages.filter((m) => m.ruleId === 'scripts/layers').map((m) => m.message);
  }

  it.each([
    { file: 'scripts/vite-plugins/editor-api-plugin.ts', code: "import { imported } from '../../src/server/cli/serve.ts';", error: 'scripts/vite-plugins may not import src/server/cli' },
    { file: 'scripts/lib/paths.ts', code: "import { imported } from '../vite-plugins/request-guard.ts';", error: 'scripts/lib may not import scripts/vite-plugins' },
    { file: 'scripts/lib/paths.ts', code: "import { imported } from '../../src/server/http/site-server.ts';", error: 'scripts/lib may not import src/server/http' },
    { file: 'scripts/validate.ts', code: "import { imported } from '../src/editor/ui/labels.ts';", error: 'scripts may not import src/editor' },
  ])('fails on $code in $file', async ({ file, code, error }) => {
    const found = await scriptProblems(file, code);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(error);
  });

  it('allows a Vite plugin what the http layer may use, and a command the plugins', async () => {
    expect(await scriptProblems('scripts/vite-plugins/editor-api-plugin.ts', "import { imported } from '../../src/server/http/common/json-body.ts';\nimport '../../src/server/engine/versions/draft-work.ts';\nimport '../lib/paths.ts';")).toEqual([]);
    expect(await scriptProblems('scripts/catalog.ts', "import { imported } from './vite-plugins/router-pure-plugin.ts';\nimport './lib/paths.ts';")).toEqual([]);
  });
});
