import { afterEach, describe, expect, it } from 'vitest';
import { editorConfig, isLive } from './editor-config';

function page(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'editor-config';
  element.textContent = text;
  document.head.append(element);
}

afterEach(() => document.getElementById('editor-config')?.remove());

describe("the page's editor settings", () => {
  it('are none in the dev server', () => {
    expect(editorConfig()).toBeNull();
    expect(isLive()).toBe(false);
  });

  it('are read from #editor-config on the live site', () => {
    page('{"api":"/edit/api","account":{"email":"ann@example.com","role":"admin"},"draftPreview":"/edit/draft","leads":"/edit/leads","timeZone":"Asia/Kolkata","languages":["en","hi"]}');
    expect(editorConfig()).toEqual({ api: '/edit/api', account: { email: 'ann@example.com', role: 'admin' }, draftPreview: '/edit/draft', leads: '/edit/leads', timeZone: 'Asia/Kolkata', languages: ['en', 'hi'] });
    expect(isLive()).toBe(true);
  });

  it('carry whether editors’ changes need review, when the page says, and nothing else of its kind', () => {
    page('{"api":"/edit/api","account":{"email":"ann@example.com","role":"editor"},"draftPreview":"/edit/draft","leads":"/edit/leads","timeZone":"UTC","languages":["en"],"reviewRequired":true}');
    expect(editorConfig()?.reviewRequired).toBe(true);
    document.getElementById('editor-config')?.remove();
    page('{"api":"/edit/api","account":{"email":"ann@example.com","role":"editor"},"draftPreview":"/edit/draft","leads":"/edit/leads","timeZone":"UTC","languages":["en"],"reviewRequired":"yes"}');
    expect(editorConfig()).not.toHaveProperty('reviewRequired');
  });

  it('refuse a settings element without what the editor needs, saying what it expects', () => {
    page('{"api":"/edit/api","account":{"email":"ann@example.com","role":"owner"},"draftPreview":"/edit/draft","leads":"/edit/leads","timeZone":"UTC","languages":[]}');
    expect(() => editorConfig()).toThrow('#editor-config is not { api, account: { email, role }, draftPreview, leads, timeZone, languages }');
    document.getElementById('editor-config')?.remove();
    page('{"api":"/edit/api","account":{"email":"ann@example.com","role":"sales"},"draftPreview":"/edit/draft"}');
    expect(() => editorConfig()).toThrow('#editor-config is not');
  });
});
