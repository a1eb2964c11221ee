// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Site } from '../../../generated/site.ts';
import { createServer } from '../site-server';
import { manifestOf } from '../../../model/site-manifest.ts';
import { root } from '../../../model/paths.ts';
import { createHttpApp } from '../http-app';
import { contactPath } from './contact-route';
import { form, formHeaders, jsonHeaders, storedRows, tempBuild, tempDataDir, testSite, validRequest } from '../../test/test-support';

// the real site's words and labels in English and Hindi, on the test site's paths
const realSite = JSON.parse(readFileSync(path.join(root, 'site.json'), 'utf8')) as Site;
const languages = manifestOf(realSite).contactForm!.languages!;
const hindi = languages.find((language) => language.code === 'hi')!;
const bilingualSite = {
  ...testSite,
  routes: [...testSite.routes, '/hi/', '/hi/write-to-us', '/hi/request-received'],
  contactForm: { ...testSite.contactForm!, languages },
};

const hindiRequired = { name: 'नाम ज़रूरी है।', email: 'ई-मेल ज़रूरी है।', phone: 'फ़ोन नंबर ज़रूरी है।' };
const englishRequired = { name: 'Name is required.', email: 'Email is required.', phone: 'Phone is required.' };

describe('the contact endpoint in the language of the page', () => {
  let app: FastifyInstance;
  let url: string;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = tempDataDir();
    const { clientDir } = tempBuild(bilingualSite, dataDir);
    app = await createServer({ clientDir, dataDir, rateLimit: { max: 0, windowMs: 60_000 } });
    url = (await app.listen({ host: '127.0.0.1', port: 0 })) + contactPath;
  });
  afterAll(() => app.close());

  const post = (body: string, headers: Record<string, string> = formHeaders) => fetch(url, { method: 'POST', body, headers, redirect: 'manual' });
  const rowNamed = (name: string) => storedRows(dataDir).find((row) => row.name === name);

  it('stores a Hindi native post with locale hi, then sends it to the Hindi thank-you page', async () => {
    const response = await post(form({ ...validRequest, name: 'Hindi Form', locale: 'hi', website: '' }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/hi/request-received');
    expect(rowNamed('Hindi Form')).toMatchObject({ locale: 'hi', email: validRequest.email });
  });

  it('stores the page the form was sent from, as its Referer on this host names it', async () => {
    const page = new URL('/hi/write-to-us?from=mail', url).href;
    await post(form({ ...validRequest, name: 'From A Page', locale: 'hi' }), { ...formHeaders, referer: page });
    expect(rowNamed('From A Page')?.page).toBe('/hi/write-to-us');
    await post(form({ ...validRequest, name: 'From Elsewhere' }), { ...formHeaders, referer: 'https://elsewhere.example/hi/write-to-us' });
    expect(rowNamed('From Elsewhere')?.page).toBe('');
  });

  it('stores a Hindi JSON post with locale hi', async () => {
    const response = await post(JSON.stringify({ ...validRequest, name: 'Hindi Json', locale: 'hi' }), jsonHeaders);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    expect(storedRows(dataDir).find((row) => row.id === id)?.locale).toBe('hi');
  });

  it('takes a request without a locale, as old pages send it, in the default language', async () => {
    const response = await post(form({ ...validRequest, name: 'No Locale' }));
    expect(response.headers.get('location')).toBe('/request-received');
    expect(rowNamed('No Locale')?.locale).toBe('en');
    const english = await post(form({ ...validRequest, name: 'English Form', locale: 'en' }));
    expect(english.headers.get('location')).toBe('/request-received');
    expect(rowNamed('English Form')?.locale).toBe('en');
  });

  it('answers a Hindi JSON caller 422 with the field messages in Hindi, and an English one in English', async () => {
    const hindiAnswer = await post(JSON.stringify({ name: '   ', email: '', phone: '', locale: 'hi' }), jsonHeaders);
    expect(hindiAnswer.status).toBe(422);
    expect(await hindiAnswer.json()).toEqual({ error: 'Invalid request', errors: hindiRequired });
    const formats = await post(JSON.stringify({ ...validRequest, email: 'asha@', phone: '12345', locale: 'hi' }), jsonHeaders);
    expect(((await formats.json()) as { errors: unknown }).errors).toEqual({ email: hindi.words.emailInvalid, phone: hindi.words.phoneInvalid });
    const englishAnswer = await post(JSON.stringify({ message: 'hi', locale: 'en' }), jsonHeaders);
    expect(((await englishAnswer.json()) as { errors: unknown }).errors).toEqual(englishRequired);
  });

  it('answers an empty Hindi native post with a Hindi 422 page: lang, title, labels, messages and the Hindi form page', async () => {
    const before = storedRows(dataDir).length;
    const response = await post(form({ name: '', email: '', phone: '', message: 'मेरा संदेश', locale: 'hi' }));
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toMatch(/^<!doctype html>\n<html lang="hi">/);
    expect(html).toContain(`<title>${hindi.words.checkRequest}</title>`);
    expect(html).toContain(`<p>${hindi.words.notSentYet}</p>`);
    for (const [field, message] of Object.entries(hindiRequired)) expect(html).toContain(`<li>${hindi.labels[field as keyof typeof hindiRequired]}: ${message}</li>`);
    expect(html).toContain(`<dt>${hindi.labels.message}</dt><dd>मेरा संदेश</dd>`);
    expect(html).toContain(`<a href="/hi/write-to-us">${hindi.words.backToForm}</a>`);
    expect(html).not.toMatch(/Please check|is required|Back to the contact form/);
    // the language is no value the visitor typed
    expect(html).not.toContain('<dd>hi</dd>');
    expect(storedRows(dataDir)).toHaveLength(before);
  });

  it('keeps the English 422 page for an English post', async () => {
    const html = await (await post(form({ name: '', email: '', phone: '', locale: 'en' }))).text();
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toContain('<title>Please check your request</title>');
    for (const message of Object.values(englishRequired)) expect(html).toContain(message);
    expect(html).toContain('<a href="/write-to-us">Back to the contact form</a>');
  });

  it.each([
    ['a language the site does not publish', 'fr', "Language must be one of the site's languages: en, hi."],
    ['a code that is no BCP 47 tag', 'Hindi', 'Language must be a language code of the site, like en or hi.'],
  ])('refuses %s with 422 and a message for locale, storing nothing', async (_kind, locale, message) => {
    const before = storedRows(dataDir).length;
    const json = await post(JSON.stringify({ ...validRequest, locale }), jsonHeaders);
    expect(json.status).toBe(422);
    expect(await json.json()).toEqual({ error: 'Invalid request', errors: { locale: message } });
    const native = await post(form({ ...validRequest, locale }));
    expect(native.status).toBe(422);
    expect(await native.text()).toContain(`<li>Language: ${message.replace("'", '&#39;')}</li>`);
    expect(storedRows(dataDir)).toHaveLength(before);
  });

  it('answers a filled honeypot with the thank-you page of the language, storing nothing', async () => {
    const before = storedRows(dataDir).length;
    const response = await post(form({ ...validRequest, locale: 'hi', website: 'spam' }));
    expect(response.headers.get('location')).toBe('/hi/request-received');
    expect(storedRows(dataDir)).toHaveLength(before);
  });
});

describe('a release made before languages', () => {
  it('stores the locale as sent (a valid code) and answers in English, with the form pages as written', async () => {
    const dataDir = tempDataDir();
    const app = await createHttpApp({ dataDir, rateLimit: { max: 0, windowMs: 60_000 }, contactForm: testSite.contactForm });
    const inject = (payload: Record<string, string>) => app.inject({ method: 'POST', url: contactPath, payload: form(payload), headers: formHeaders });
    expect((await inject({ ...validRequest, name: 'Old Hindi', locale: 'hi' })).headers.location).toBe('/request-received');
    expect((await inject({ ...validRequest, name: 'Old None' })).statusCode).toBe(303);
    expect((await inject({ name: '', email: '', phone: '', locale: 'hi' })).body).toContain('Name is required.');
    await app.close();
    const rows = storedRows(dataDir);
    expect(rows.map((row) => [row.name, row.locale])).toEqual([
      ['Old Hindi', 'hi'],
      ['Old None', null],
    ]);
  });
});
