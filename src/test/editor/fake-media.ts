import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { mediaSrc } from '@/shared/media';
import type { LibraryItem, MediaItem } from '../../editor/api/media-api';

type Answer = { status: number; body?: unknown };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

// jsdom's Blob has no arrayBuffer(): its FileReader reads one
const bytesOf = (blob: Blob) =>
  new Promise<Buffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(Buffer.from(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('FileReader failed'));
    reader.readAsArrayBuffer(blob);
  });

/** A library item as the server lists it; `usedOn` the pages that show it. */
export function libraryItem(fileName: string, fields: Partial<LibraryItem> = {}): LibraryItem {
  const hash = createHash('sha256').update(fileName).digest('hex');
  const width = fields.width ?? 1600;
  const height = fields.height ?? 900;
  return {
    src: mediaSrc(hash, width, height, 'jpg'),
    sha256: hash,
    type: 'image/jpeg',
    fileName,
    width,
    height,
    bytes: 245_760,
    alt: '',
    uploadedBy: 'ann@example.com',
    uploadedAt: '2026-11-25T13:00:00.000Z',
    usedOn: [],
    ...fields,
  };
}

/**
 * The media endpoints of the editor API (the contract in docs/editor-api.md, "Media") for jsdom tests: uploads are
 * read with sharp as the server reads them (a file that is no image is refused with 415), stored by their hash once;
 * a delete is refused (409) while the item's `usedOn` names pages. `nextUpload` overrides the next answer, `hold`
 * keeps uploads waiting.
 */
export function fakeMedia() {
  const state = {
    items: [] as LibraryItem[],
    nextUpload: null as Answer | null,
    /** while set, uploads wait for it before answering: a test sees the upload under way */
    hold: null as Promise<void> | null,
    /** each upload as sent: the query's name and alt, the Content-Type and the body's size */
    uploads: [] as { name: string; alt: string; type: string | null; bytes: number }[],
    deletes: [] as string[],
  };

  async function upload(url: URL, init: RequestInit): Promise<Response> {
    const bytes = await bytesOf(init.body as Blob);
    const name = url.searchParams.get('name') ?? '';
    const alt = url.searchParams.get('alt') ?? '';
    state.uploads.push({ name, alt, type: new Headers(init.headers).get('Content-Type'), bytes: bytes.length });
    await state.hold;
    const answer = state.nextUpload;
    state.nextUpload = null;
    if (answer) return json(answer.body ?? {}, answer.status);
    const meta = await sharp(bytes)
      .metadata()
      .catch(() => null);
    if (!meta?.width || !meta.height) return json({ message: `${name} is not a JPEG, PNG, WebP, AVIF or GIF image. Choose a photo or picture in one of those formats.` }, 415);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const src = mediaSrc(sha256, meta.width, meta.height, meta.hasAlpha ? 'png' : 'jpg');
    const known = state.items.find((item) => item.src === src);
    if (known) return json({ item: known, stored: false });
    const item: MediaItem = { src, sha256, type: meta.hasAlpha ? 'image/png' : 'image/jpeg', fileName: name, width: meta.width, height: meta.height, bytes: bytes.length, alt, uploadedBy: 'ann@example.com', uploadedAt: '2026-11-25T13:05:00.000Z' };
    state.items.unshift({ ...item, usedOn: [] });
    return json({ item, stored: true }, 201);
  }

  function remove(init: RequestInit): Response {
    const { src } = JSON.parse(String(init.body)) as { src: string };
    state.deletes.push(src);
    const item = state.items.find((candidate) => candidate.src === src);
    if (!item) return json({ message: 'There is no such image: another editor may have deleted it.' }, 404);
    if (item.usedOn.length > 0) {
      return json({ message: `${item.fileName} is shown on ${item.usedOn.join(', ')}: choose another image there first.`, usedOn: item.usedOn }, 409);
    }
    state.items = state.items.filter((candidate) => candidate !== item);
    return json({ deleted: src });
  }

  /** The answer to a request under `<base>/media`, `path` relative to the base; null for any other path. */
  function route(method: string, path: string, init: RequestInit): Promise<Response> | Response | null {
    const url = new URL(path, 'http://editor.test');
    if (url.pathname === '/media' && method === 'GET') return json({ items: state.items });
    if (url.pathname === '/media' && method === 'POST') return upload(url, init);
    if (url.pathname === '/media/delete' && method === 'POST') return remove(init);
    return null;
  }

  return Object.assign(state, { route });
}
