// npm run validate [file]: checks site.json against schema/ and its references; exits 1 on any problem.
import path from 'node:path';
import { formatProblem, validateSiteFile } from '../src/model/validate-site.ts';
import { siteFile, siteRefsFile } from './lib/paths.ts';
import { refreshSiteRefs } from '../src/model/site-refs.ts';

const file = process.argv[2] ? path.resolve(process.argv[2]) : siteFile;
if (refreshSiteRefs(file)) console.log(`updated ${path.relative(process.cwd(), siteRefsFile)} (routes and ids for the editor)`);
const result = validateSiteFile(file);
for (const warning of result.warnings) console.warn(`${formatProblem(warning)}  (warning)`);
if (result.ok) {
  const note = result.warnings.length ? ` ${result.warnings.length} warning${result.warnings.length === 1 ? '' : 's'} above.` : '';
  console.log(`${path.relative(process.cwd(), file)} is valid.${note}`);
} else {
  for (const problem of result.problems) console.error(formatProblem(problem));
  console.error(`\n${result.problems.length} problem${result.problems.length === 1 ? '' : 's'} in ${path.relative(process.cwd(), file)}; nothing was built.`);
  process.exit(1);
}
