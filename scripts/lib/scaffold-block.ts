import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** "pricing-table" → "PricingTable" (the component and, from the schema title, the generated type). */
export const pascal = (name: string) => name.replace(/(^|-)([a-z0-9])/g, (_m, _dash, c: string) => c.toUpperCase());
/** "pricing-table" → "Pricing table" (the schema title). */
export const sentence = (name: string) => name.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

export function checkName(name: string, root: string): string | undefined {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) return `"${name}" is not a kebab-case name such as "pricing-table"`;
  if (existsSync(path.join(root, 'src/blocks', name)) || existsSync(path.join(root, 'schema/blocks', `${name}.schema.json`))) {
    return `a block named "${name}" exists already`;
  }
  return undefined;
}

function fill(template: string, name: string): string {
  return template.replaceAll('__name__', name).replaceAll('__Name__', pascal(name)).replaceAll('__Title__', sentence(name));
}

/**
 * Writes the schema, component, styles, fixture and test of a new block and its line in the registry. The schema's
 * block lists and the types are `npm run gen-types`'s to write.
 */
export function scaffoldBlock(name: string, root: string): string[] {
  const templates = path.join(root, 'scripts/templates/block');
  const outputs: [string, string][] = [
    ['schema.json', `schema/blocks/${name}.schema.json`],
    ['component.tsx', `src/blocks/${name}/${name}.tsx`],
    ['styles.ts', `src/blocks/${name}/${name}.styles.ts`],
    ['fixture.ts', `src/blocks/${name}/${name}.fixture.ts`],
    ['test.tsx', `src/blocks/${name}/${name}.test.tsx`],
  ];
  mkdirSync(path.join(root, 'src/blocks', name), { recursive: true });
  for (const [template, target] of outputs) {
    writeFileSync(path.join(root, target), fill(readFileSync(path.join(templates, `${template}.txt`), 'utf8'), name));
  }
  registerInRegistry(name, path.join(root, 'src/render/registry.ts'));
  return [...outputs.map(([, target]) => target), 'src/render/registry.ts'];
}

function registerInRegistry(name: string, file: string) {
  const text = readFileSync(file, 'utf8');
  const end = text.lastIndexOf('} satisfies BlockLoaders;');
  if (end < 0) throw new Error('could not find the block loaders in src/render/registry.ts');
  const line = `  '${name}': () => import('@/blocks/${name}/${name}').then((m) => m.${pascal(name)}),\n`;
  writeFileSync(file, text.slice(0, end) + line + text.slice(end));
}
