// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { editorSettingsFromEnv } from './editor-settings.ts';

describe('SITE_HOSTS and EDITOR_HOST', () => {
  it('take host names with an optional port, lowercased', () => {
    const settings = editorSettingsFromEnv({ SITE_HOSTS: 'www.Example.com, example.com:8080,[::1]:3000', EDITOR_HOST: 'Edit.example.com' });
    expect(settings.siteHosts).toEqual(['www.example.com', 'example.com:8080', '[::1]:3000']);
    expect(settings.editorHost).toBe('edit.example.com');
    expect(editorSettingsFromEnv({}).editorHost).toBeUndefined();
  });

  it.each([
    ['SITE_HOSTS', 'https://www.example.com', /^SITE_HOSTS takes host names with an optional port, such as www\.example\.com or localhost:3000 \(no https:\/\/, no path\); "https:\/\/www\.example\.com" is not one\.$/],
    ['SITE_HOSTS', 'www.example.com/edit', /"www\.example\.com\/edit" is not one/],
    ['EDITOR_HOST', 'edit.example.com,other.example.com', /^EDITOR_HOST takes one host name, not a list/],
    ['EDITOR_HOST', 'https://edit.example.com', /^EDITOR_HOST takes host names/],
  ])('refuses %s=%s at start, saying what it takes', (name, value, message) => {
    expect(() => editorSettingsFromEnv({ [name]: value })).toThrow(message);
  });
});

describe('SITE_TIME_ZONE and LEADS_KEEP_MONTHS', () => {
  it('take a time zone as the operator wrote it, UTC by default, and refuse one the runtime does not know', () => {
    expect(editorSettingsFromEnv({ SITE_TIME_ZONE: 'Asia/Kolkata' }).timeZone).toBe('Asia/Kolkata');
    expect(editorSettingsFromEnv({ SITE_TIME_ZONE: ' Europe/Berlin ' }).timeZone).toBe('Europe/Berlin');
    expect(editorSettingsFromEnv({}).timeZone).toBe('UTC');
    expect(() => editorSettingsFromEnv({ SITE_TIME_ZONE: 'Mars/Olympus' })).toThrow('SITE_TIME_ZONE must be a time zone such as Asia/Kolkata');
  });

  it('keep leads unless told a whole number of months', () => {
    expect(editorSettingsFromEnv({}).leadsKeepMonths).toBeNull();
    expect(editorSettingsFromEnv({ LEADS_KEEP_MONTHS: '24' }).leadsKeepMonths).toBe(24);
    for (const value of ['0', '1.5', 'a year', '-3']) expect(() => editorSettingsFromEnv({ LEADS_KEEP_MONTHS: value })).toThrow('LEADS_KEEP_MONTHS must be a whole number of months');
  });

  it('keep counted page views 25 months unless told another whole number of months', () => {
    expect(editorSettingsFromEnv({}).insightsKeepMonths).toBe(25);
    expect(editorSettingsFromEnv({ INSIGHTS_KEEP_MONTHS: '13' }).insightsKeepMonths).toBe(13);
    for (const value of ['0', '2.5', 'forever']) expect(() => editorSettingsFromEnv({ INSIGHTS_KEEP_MONTHS: value })).toThrow('INSIGHTS_KEEP_MONTHS must be a whole number of months');
  });
});
