// npm run new-block <name>: scaffolds a block type (schema, component, styles, fixture, test), adds its registry
// line and runs gen-types (the schema's block lists, the types), leaving a project that builds and passes its tests.
import { spawnSync } from 'node:child_process';
import { checkName, scaffoldBlock } from './lib/scaffold-block.ts';
import { root } from './lib/paths.ts';

const name = process.argv[2] ?? '';
const problem = name ? checkName(name, root) : 'usage: npm run new-block <kebab-case-name>';
if (problem) {
  console.error(problem);
  process.exit(1);
}
const written = scaffoldBlock(name, root);
const types = spawnSync('npx', ['tsx', 'scripts/gen-types.ts'], { cwd: root, stdio: 'inherit' });
if (types.status !== 0) process.exit(types.status ?? 1);
console.log(`Block "${name}" created:\n${written.map((file) => `  ${file}`).join('\n')}\n  schema/site.schema.json, src/generated/site.ts, schema/generated/with-translations/ (regenerated)`);
console.log(`Next: describe its fields in schema/blocks/${name}.schema.json, run npm run gen-types, and build the component.`);
