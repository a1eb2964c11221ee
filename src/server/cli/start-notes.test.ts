// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { startNotes } from './start-notes.ts';

const url = 'http://127.0.0.1:3000';
const live = { liveChatOrigin: null, siteHost: 'www.example.com' };

describe('startNotes', () => {
  it("tells where /edit answers, and to set SITE_HOSTS behind a proxy, naming settings.siteUrl's host when it is not listed", () => {
    const { info, warnings } = startNotes({ url, scriptOrigins: [], editor: { siteHosts: [] }, live });
    expect(info).toEqual([expect.stringContaining("It answers at this server's own addresses only: behind a proxy or at a domain, set SITE_HOSTS to the names visitors use, such as SITE_HOSTS=www.example.com (settings.siteUrl's host).")]);
    expect(warnings).toEqual([]);
    expect(startNotes({ url, scriptOrigins: [], editor: { siteHosts: ['www.example.com'] }, live }).info[0]).toContain("this server's own addresses and www.example.com (SITE_HOSTS) only:");
    expect(startNotes({ url, scriptOrigins: [], editor: { siteHosts: [], editorHost: 'edit.example.com' }, live }).info[0]).toMatch(/^The editor: edit\.example\.com\/edit \(EDITOR_HOST\)/);
  });

  it('warns of a live chat the CSP refuses, and of listed script origins beside an editor on the same origin', () => {
    const chat = { ...live, liveChatOrigin: 'https://embed.chat.example' };
    expect(startNotes({ url, scriptOrigins: [], editor: { siteHosts: [] }, live: chat }).warnings).toEqual([expect.stringMatching(/^The live site's live chat loads its script from https:\/\/embed\.chat\.example, which SCRIPT_ORIGINS does not list/)]);
    expect(startNotes({ url, scriptOrigins: ['https://embed.chat.example'], editor: { siteHosts: [] }, live: chat }).warnings).toEqual([expect.stringContaining('Set EDITOR_HOST')]);
    expect(startNotes({ url, scriptOrigins: ['https://embed.chat.example'], editor: { siteHosts: [], editorHost: 'edit.example.com' }, live: chat }).warnings).toEqual([]);
  });
});
