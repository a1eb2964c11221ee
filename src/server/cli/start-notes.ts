import type { EditorSettings } from '../config/editor-settings.ts';

export interface StartFacts {
  /** where the server listens, such as http://127.0.0.1:3000 */
  url: string;
  scriptOrigins: readonly string[];
  editor: Pick<EditorSettings, 'siteHosts' | 'editorHost'>;
  /** the live release's facts, if any */
  live?: { liveChatOrigin: string | null; siteHost?: string | null };
}

const list = (items: readonly string[]) => items.join(', ');

/**
 * What `npm start` tells the operator about the editor and third-party scripts: where /edit answers (and that a proxy
 * or a domain needs SITE_HOSTS), and what the operator's settings let run, or refuse, that the content asks for.
 */
export function startNotes({ url, scriptOrigins, editor, live }: StartFacts): { info: string[]; warnings: string[] } {
  const info: string[] = [];
  const warnings: string[] = [];
  const accounts = 'once an account exists (npm run accounts -- add EMAIL --role editor); it answers 404 until then';
  if (editor.editorHost) {
    info.push(`The editor: ${editor.editorHost}/edit (EDITOR_HOST), ${accounts}. At any other name /edit answers 404.`);
  } else {
    const siteHost = live?.siteHost;
    const example = siteHost && !editor.siteHosts.includes(siteHost) ? `SITE_HOSTS=${siteHost} (settings.siteUrl's host)` : 'SITE_HOSTS=www.example.com';
    const names = editor.siteHosts.length ? `this server's own addresses and ${list(editor.siteHosts)} (SITE_HOSTS)` : "this server's own addresses";
    info.push(`The editor: ${url}/edit, ${accounts}. It answers at ${names} only: behind a proxy or at a domain, set SITE_HOSTS to the names visitors use, such as ${example}.`);
  }
  const chat = live?.liveChatOrigin;
  if (chat && !scriptOrigins.includes(chat)) {
    warnings.push(`The live site's live chat loads its script from ${chat}, which SCRIPT_ORIGINS does not list: browsers refuse it (Content-Security-Policy). Set SCRIPT_ORIGINS=${chat} if you trust it.`);
  }
  if (scriptOrigins.length && !editor.editorHost) {
    warnings.push(
      `SCRIPT_ORIGINS lets scripts from ${list(scriptOrigins)} run on the public pages, which share their origin with the editor at /edit: such a script could act as any admin who visits the site signed in. Set EDITOR_HOST to give the editor a host of its own (docs/live-editing.md).`,
    );
  }
  return { info, warnings };
}
