// The editor's checks in a worker thread of the server (dist/publish/draft-worker.js): a request's body is parsed,
// validated and written into the draft's text here; at 100,000 pages that is seconds the event loop never waits for.
import { parentPort, workerData } from 'node:worker_threads';
import { editorSchemas } from '../../../model/editor-schema.ts';
import { writeRulesOf, type WriteRules } from '../../../model/write-rules.ts';
import type { Json } from '../../../model/json-values.ts';
import type { BaseRef, DraftReply, DraftRequest } from './draft-checker.ts';
import { referenceKeysOf, type Collection } from '../../../model/references.ts';
import { mediaUsage } from '../media/media-usage.ts';
import type { Site } from '../../../generated/site.ts';
import { withPathRedirects } from '../../../model/redirects.ts';
import { encodeAnswer, saveRequest, validateRequest, type Base } from './draft-work.ts';

const { schemaDirectory, publicDirectory, mediaDirectory, scriptOrigins } = workerData as { schemaDirectory: string; publicDirectory: string; mediaDirectory?: string; scriptOrigins: readonly string[] };
// who may change what beyond validation (write-rules.ts), from the build's schema, read at the first save
let rules: WriteRules | undefined;
// which properties hold ids of services, projects…: a page shows the images of the entities it references
let keys: Map<string, Collection> | undefined;
const validation = { file: 'site.json', schemaDirectory, publicDirectory, mediaDirectory, rules: () => (rules ??= writeRulesOf(schemaDirectory, scriptOrigins)) };

// the last few versions, parsed, by hash: each keystroke's validation and each save starts from the draft, which
// the main thread then names by its hash alone
const known = new Map<string, Base>();
const remember = (version: Base): Base => {
  known.delete(version.hash);
  known.set(version.hash, version);
  if (known.size > 3) known.delete(known.keys().next().value!);
  return version;
};

function baseOf({ hash, baseVersion, text }: BaseRef): Base | undefined {
  const held = known.get(hash);
  if (held) return remember({ ...held, baseVersion });
  return text === undefined ? undefined : remember({ text, hash, baseVersion, value: JSON.parse(text) as Json });
}

function answer(request: DraftRequest): DraftReply {
  const base = baseOf(request.base);
  if (!base) return { missing: true };
  if (request.kind === 'validate') return encodeAnswer(validateRequest(request.body, base, validation));
  if (request.kind === 'media-usage') {
    keys ??= referenceKeysOf(schemaDirectory);
    return encodeAnswer({ status: 200, body: { usage: Object.fromEntries(mediaUsage(base.value as unknown as Site, keys)) } });
  }
  if (request.kind === 'redirects') {
    const live = baseOf(request.live);
    if (!live) return { missing: true };
    const { added, removed } = withPathRedirects(base.value, live.value);
    return encodeAnswer({ status: 200, body: { hash: base.hash, added, removed } });
  }
  if (request.kind === 'schemas') return encodeAnswer({ status: 200, body: editorSchemas({ site: base.value, schemaDirectory, publicDirectory, mediaDirectory }) });
  const { answer: saved, hash, next } = saveRequest(request, base, validation);
  if (!next) return { ...encodeAnswer(saved), hash };
  const { text, baseVersion, value, expectedHash } = next;
  // the next request names the new draft by its hash
  remember({ text, hash: next.hash, baseVersion, value });
  return { ...encodeAnswer(saved), hash, store: { text, utf8: new TextEncoder().encode(text), hash: next.hash, baseVersion, expectedHash } };
}

parentPort!.on('message', (request: DraftRequest) => {
  try {
    const reply = answer(request);
    // the answer's bytes (and a new draft's) move to the main thread instead of being copied
    const bytes = 'json' in reply ? [reply.json, ...(reply.store ? [reply.store.utf8] : [])] : [];
    parentPort!.postMessage({ reply }, bytes.map((array) => array.buffer as ArrayBuffer));
  } catch (error) {
    parentPort!.postMessage({ error: (error as Error).message });
  }
});
