// The draft of `npm run edit` answers as the live site's: the write rules hold for its one user, an admin, and
// a site.json that is not JSON (a text editor halfway through writing it) is no version a draft was made from.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ownSiteFile } from '../lib/paths.ts';
import { hashOf } from '../../src/model/save-site.ts';
import type { EditorAnswer } from '../../src/server/engine/versions/site-versions.ts';
import { devAccount, siteFileDrafts } from './site-file-drafts.ts';

const original = readFileSync(ownSiteFile, 'utf8');
const set = (path: (string | number)[], value: unknown) => ({ kind: 'set', path, value });
const bodyOf = ({ status, json }: EditorAnswer) => ({ status, body: JSON.parse(Buffer.from(json).toString('utf8')) as Record<string, unknown> });

describe('the draft of npm run edit', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'site-file-drafts-'));
    file = path.join(dir, 'site.json');
    writeFileSync(file, original);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    rmSync(dir, { recursive: true, force: true });
  });

  const drafts = () => siteFileDrafts({ file, mediaDirectory: path.join(dir, 'media') });
  const save = async (changes: unknown[], baseHash = hashOf(readFileSync(file))) => bodyOf(await drafts().save(JSON.stringify({ baseHash, changes }), devAccount.email, devAccount.role));

  it('saves a change to a field only an admin may change, which the same rules refuse an editor', async () => {
    const change = JSON.stringify({ baseHash: hashOf(original), changes: [set(['settings', 'siteUrl'], 'https://www.example.in')] });
    expect(bodyOf(await drafts().save(change, 'ann@example.com', 'editor')).status).toBe(403);
    expect(readFileSync(file, 'utf8')).toBe(original);
    const answer = await save([set(['settings', 'siteUrl'], 'https://www.example.in')]);
    expect(answer.status).toBe(200);
    expect(readFileSync(file, 'utf8')).toBe(original.replace('"siteUrl": "https://www.yamunasoftworks.in"', '"siteUrl": "https://www.example.in"'));
    expect(answer.body).toEqual({ hash: hashOf(readFileSync(file)), warnings: [], untranslated: [] });
  });

  it('refuses a script from an origin SCRIPT_ORIGINS does not list with 422, as the live site does an admin’s, writing nothing', async () => {
    vi.stubEnv('SCRIPT_ORIGINS', '');
    const answer = await save([set(['settings', 'liveChat'], { scriptUrl: 'https://other.example/chat.js' })]);
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe("settings.liveChat.scriptUrl would load a script from an origin the server does not allow (SCRIPT_ORIGINS: none); nothing was saved. Use a listed origin, or ask the server's operator to add it to SCRIPT_ORIGINS.");
    expect(answer.body.problems).toEqual([expect.objectContaining({ pointer: '/settings/liveChat/scriptUrl', message: expect.stringContaining('https://other.example') })]);
    expect(readFileSync(file, 'utf8')).toBe(original);

    vi.stubEnv('SCRIPT_ORIGINS', 'https://other.example');
    expect((await save([set(['settings', 'liveChat'], { scriptUrl: 'https://other.example/chat.js' })])).status).toBe(200);
  });

  it('answers a site.json that is not JSON: 409 to what was made from another version, its syntax error to what names it', async () => {
    const made = hashOf(original);
    const broken = original.slice(0, original.length / 2);
    writeFileSync(file, broken);
    const heading = set(['pages', 1, 'sections', 2, 'heading'], 'Meanwhile');
    expect((await save([heading], made)).status).toBe(409);
    expect(bodyOf(await drafts().validate(JSON.stringify({ baseHash: made, changes: [heading] }))).status).toBe(409);
    const naming = await save([heading], hashOf(broken));
    expect(naming.status).toBe(422);
    expect(naming.body.message).toMatch(/^site\.json is not valid JSON \(line \d+, column \d+\): fix it in a text editor, then reload\.$/);
    const whole = bodyOf(await drafts().validate(JSON.stringify({ site: JSON.parse(original) as unknown })));
    expect(whole).toMatchObject({ status: 200, body: { ok: true, problems: [] } });
    expect(readFileSync(file, 'utf8')).toBe(broken);
  });
});
