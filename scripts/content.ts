// npm run content -- pull: what marketers published in the editor, written into site.json for git (see runContent).
import { runContent } from '../src/server/cli/content.ts';

process.exitCode = await runContent(process.argv.slice(2), { out: (line) => console.log(line), err: (line) => console.error(line) });
