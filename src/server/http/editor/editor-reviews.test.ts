// @vitest-environment node
// Review before publishing through the real server: the admin's setting, an editor's request, what changed, an
// approval (now or at a time), a send-back, a request whose base is no longer live, and who may do what.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Review, ReviewChangesAnswer, ReviewsAnswer } from '../../../shared/reviews.ts';
import type { AuditEntry, Schedule, VersionSummary } from '../../db/editor-store.ts';
import { adminPassword, editorPassword, send, startEditorServer, type EditorServer } from '../../test/test-editor-server.ts';
import { summerDay } from '../../test/test-support.ts';

const h1 = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '';

describe('review before publishing, one instance on SQLite', () => {
  let server: EditorServer;
  let ann: string;
  let root: string;

  const draftHash = async () => (await server.api('GET', '/edit/api/site', { cookie: ann })).json<{ hash: string }>().hash;
  async function save(cookie: string, path: (string | number)[], value: unknown): Promise<string> {
    const { hash, live } = (await server.api('GET', '/edit/api/site', { cookie })).json<{ hash: string; live: VersionSummary }>();
    // made on what is live now, as the editor re-applies a draft after someone else's publish
    const saved = await server.api('POST', '/edit/api/site', { cookie, body: { baseHash: hash, baseVersion: live.id, changes: [{ kind: 'set', path, value }] } });
    expect(saved.status).toBe(200);
    return draftHash();
  }
  const heading = (value: string, cookie = ann) => save(cookie, ['pages', 0, 'sections', 0, 'heading'], value);
  async function request(comment = 'New heading for the offer'): Promise<Review> {
    const answer = await server.api('POST', '/edit/api/reviews', { cookie: ann, body: { hash: await draftHash(), comment } });
    expect(answer.status).toBe(201);
    return answer.json<{ review: Review }>().review;
  }
  const changes = async (id: number, query = '') => (await server.api('GET', `/edit/api/reviews/${id}/changes${query}`, { cookie: root })).json<ReviewChangesAnswer>();
  const reviews = async () => (await server.api('GET', '/edit/api/reviews', { cookie: ann })).json<ReviewsAnswer>();

  beforeAll(async () => {
    server = await startEditorServer({ editor: { timeZone: 'Asia/Kolkata' } });
    ann = await server.signIn('ann@example.com', editorPassword);
    root = await server.signIn('root@example.com', adminPassword);
  });
  afterAll(() => server.close());

  it('is an admin’s setting: an editor may read it, not change it', async () => {
    expect((await server.api('GET', '/edit/api/settings', { cookie: ann })).json()).toEqual({ reviewRequired: false });
    expect((await server.api('PUT', '/edit/api/settings', { cookie: ann, body: { reviewRequired: false } })).status).toBe(403);
    expect((await server.api('PUT', '/edit/api/settings', { cookie: root, body: { reviewRequired: 'yes' } })).status).toBe(400);
    expect((await server.api('PUT', '/edit/api/settings', { cookie: root, body: { reviewRequired: true } })).json()).toEqual({ reviewRequired: true });
    expect((await reviews()).reviewRequired).toBe(true);
    // and the editor's page says so from its first paint: no Publish to flash and then go
    const page = await send(`${server.url}/edit`, { headers: { cookie: ann } });
    expect(JSON.parse(/<script type="application\/json" id="editor-config">(.*?)<\/script>/s.exec(page.text)![1]!)).toMatchObject({ reviewRequired: true });
    const nothing = await server.api('POST', '/edit/api/reviews', { cookie: ann, body: { hash: await draftHash() } });
    expect(nothing.status).toBe(400);
    expect(nothing.json<{ message: string }>().message).toBe('There is nothing to review: the saved draft is what is live.');
  });

  it('refuses an editor’s publish and schedule while review is required (403), and still lets an admin publish', async () => {
    const hash = await heading('Straight to the site?');
    for (const [path, body] of [
      ['/edit/api/publish', { hash }],
      ['/edit/api/schedules', { at: `${summerDay()}T09:00` }],
    ] as const) {
      const refused = await server.api('POST', path, { cookie: ann, body });
      expect(refused.status).toBe(403);
      expect(refused.json()).toMatchObject({ reason: 'review-required', message: expect.stringContaining('Request review') });
    }
    expect(h1((await send(`${server.url}/`)).text)).not.toContain('Straight to the site?');
  });

  it('keeps the saved draft as it was asked for, shows the old and new heading side by side, and publishes it on approval', async () => {
    const review = await request();
    expect(review).toMatchObject({ state: 'pending', requestedBy: 'ann@example.com', comment: 'New heading for the offer', pages: ['/'] });
    // changed after the request: not what the admin approves
    await heading('A later idea');
    const answer = await changes(review.id);
    expect(answer).toMatchObject({ baseIsLive: true, against: { kind: 'live' } });
    const home = answer.changes.pages.find((page) => page.path === '/')!;
    expect(home.kind).toBe('changed');
    const hero = home.sections.find((section) => section.type === 'hero')!;
    expect(hero.fields.en).toContainEqual(expect.objectContaining({ field: '/heading', kind: 'text', after: 'Straight to the site?', before: expect.any(String) }));
    expect(answer.changes.languages[0]).toBe('en');

    // an editor may not approve or send back, even their own
    expect((await server.api('POST', `/edit/api/reviews/${review.id}/approve`, { cookie: ann, body: {} })).status).toBe(403);
    expect((await server.api('POST', `/edit/api/reviews/${review.id}/send-back`, { cookie: ann, body: { comment: 'no' } })).status).toBe(403);

    const approved = await server.api('POST', `/edit/api/reviews/${review.id}/approve`, { cookie: root, body: {} });
    expect(approved.status).toBe(200);
    const { version, review: after } = approved.json<{ version: VersionSummary; review: Review }>();
    expect(after).toMatchObject({ state: 'approved', decidedBy: 'root@example.com', versionId: version.id });
    expect(h1((await send(`${server.url}/`)).text)).toContain('Straight to the site?');
    // once
    expect((await server.api('POST', `/edit/api/reviews/${review.id}/approve`, { cookie: root, body: {} })).status).toBe(409);
  });

  it('schedules an approved request at a time in the site’s zone, and refuses a time that does not exist', async () => {
    await heading('From Monday');
    const review = await request('For Monday 09:00');
    const past = await server.api('POST', `/edit/api/reviews/${review.id}/approve`, { cookie: root, body: { at: '2020-01-01T09:00' } });
    expect(past.status).toBe(400);
    expect(past.json<{ message: string }>().message).toContain('Asia/Kolkata');
    const answer = await server.api('POST', `/edit/api/reviews/${review.id}/approve`, { cookie: root, body: { at: `${summerDay()}T09:00` } });
    expect(answer.status).toBe(201);
    const { schedule, review: after } = answer.json<{ schedule: Schedule; review: Review }>();
    // 09:00 in Kolkata is 03:30 UTC
    expect(schedule).toMatchObject({ dueAt: `${summerDay()}T03:30:00.000Z`, createdBy: 'root@example.com', state: 'pending' });
    expect(after).toMatchObject({ state: 'approved', scheduleId: schedule.id, versionId: null });
  });

  it('sends a request back with a comment, which it needs', async () => {
    await heading('Too loud!!!');
    const review = await request();
    const silent = await server.api('POST', `/edit/api/reviews/${review.id}/send-back`, { cookie: root, body: { comment: '  ' } });
    expect(silent.status).toBe(400);
    const back = await server.api('POST', `/edit/api/reviews/${review.id}/send-back`, { cookie: root, body: { comment: 'Calmer, please' } });
    expect(back.json<{ review: Review }>().review).toMatchObject({ state: 'sent-back', decisionComment: 'Calmer, please', decidedBy: 'root@example.com' });
    expect((await server.api('POST', `/edit/api/reviews/${review.id}/approve`, { cookie: root, body: {} })).status).toBe(409);
  });

  it('says when a request’s base is no longer live, shows it against what is live now, and will not publish it over that', async () => {
    await heading('Made from the old version');
    const review = await request();
    // an admin publishes something else meanwhile
    const other = await heading('The admin’s own change', root);
    expect((await server.api('POST', '/edit/api/publish', { cookie: root, body: { hash: other } })).status).toBe(200);
    const answer = await changes(review.id);
    expect(answer.baseIsLive).toBe(false);
    const live = (await server.api('GET', '/edit/api/versions', { cookie: root })).json<{ live: number }>().live;
    expect(answer.against).toEqual({ kind: 'live', version: live });
    const hero = answer.changes.pages.find((page) => page.path === '/')!.sections.find((section) => section.type === 'hero')!;
    expect(hero.fields.en).toContainEqual(expect.objectContaining({ field: '/heading', before: 'The admin’s own change', after: 'Made from the old version' }));
    expect((await changes(review.id, '?against=base')).against).toEqual({ kind: 'base', version: review.baseVersion });
    const refused = await server.api('POST', `/edit/api/reviews/${review.id}/approve`, { cookie: root, body: {} });
    expect(refused.status).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain('send it back');
    expect(h1((await send(`${server.url}/`)).text)).toContain('The admin’s own change');
  });

  it('refuses a request for a draft that changed, that is live already, or that has problems', async () => {
    expect((await server.api('POST', '/edit/api/reviews', { cookie: ann, body: { hash: 'f'.repeat(64) } })).json()).toMatchObject({ reason: 'draft-changed' });
    const tooLong = await server.api('POST', '/edit/api/reviews', { cookie: ann, body: { hash: await draftHash(), comment: 'x'.repeat(2001) } });
    expect(tooLong.status).toBe(400);
    // a text that no longer validates, as a change of the schema leaves a stored draft
    const live = (await server.api('GET', '/edit/api/versions', { cookie: root })).json<{ live: number }>().live;
    const stored = await server.store.saveDraft({ expectedHash: await draftHash(), text: '{"pages": "not a list"}', hash: 'e'.repeat(64), baseVersion: live, by: 'ann@example.com', at: new Date() });
    expect(stored.ok).toBe(true);
    const invalid = await server.api('POST', '/edit/api/reviews', { cookie: ann, body: { hash: 'e'.repeat(64) } });
    expect(invalid.status).toBe(422);
    expect(invalid.json<{ problems: string[] }>().problems.length).toBeGreaterThan(0);
  });

  it('lists pending requests first and writes each step to the audit log', async () => {
    const list = await reviews();
    const states = list.reviews.map((review) => review.state);
    expect(states.indexOf('pending')).toBeLessThan(Math.max(states.indexOf('approved'), states.indexOf('sent-back')));
    const actions = (await server.api('GET', '/edit/api/audit', { cookie: root })).json<{ entries: AuditEntry[] }>().entries.map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['review-setting', 'review-request', 'review-approve', 'review-send-back']));
  });
});
