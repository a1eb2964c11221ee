// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createServer } from '../site-server';
import { contactBodyLimit, contactPath } from './contact-route';
import { form, formHeaders, jsonHeaders, logCollector, pageHeading, storedRows, tempBuild, tempDataDir, testSite, validRequest } from '../../test/test-support';

const requiredMessages = { name: 'Name is required.', email: 'Email is required.', phone: 'Phone is required.' };

describe('contact endpoint over HTTP', () => {
  let app: FastifyInstance;
  let url: string;
  let dataDir: string;
  const log = logCollector();

  beforeAll(async () => {
    dataDir = tempDataDir();
    const { clientDir } = tempBuild(testSite, dataDir);
    app = await createServer({ clientDir, dataDir, rateLimit: { max: 0, windowMs: 60_000 }, logger: { stream: log.stream } });
    url = (await app.listen({ host: '127.0.0.1', port: 0 })) + contactPath;
  });
  afterAll(() => app.close());

  const post = (body: string, headers: Record<string, string> = formHeaders) => fetch(url, { method: 'POST', body, headers, redirect: 'manual' });

  it("stores a native form post, then answers 303 See Other to the manifest's success page", async () => {
    const before = storedRows(dataDir).length;
    const response = await post(form({ ...validRequest, name: 'Form Poster', website: '' }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/request-received');
    const rows = storedRows(dataDir);
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({ ...validRequest, name: 'Form Poster', createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
  });

  it('lands a followed redirect on the success page', async () => {
    const response = await fetch(url, { method: 'POST', body: form(validRequest), headers: formHeaders });
    expect(response.status).toBe(200);
    expect(response.url).toMatch(/\/request-received$/);
    expect(await response.text()).toContain(pageHeading('/request-received'));
  });

  it('answers a JSON caller 201 with the id of the stored request', async () => {
    const response = await post(JSON.stringify({ ...validRequest, name: 'Json Caller' }), jsonHeaders);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    expect(storedRows(dataDir).find((row) => row.id === id)).toMatchObject({ name: 'Json Caller', email: validRequest.email });
  });

  it('keeps the text exactly as sent, markup and all', async () => {
    const message = '<script>alert("x")</script> & <b>bold</b>\r\nसंदेश 😀 \'quoted\'  ';
    const name = '  Ravi <img src=x onerror=alert(1)>';
    const response = await post(JSON.stringify({ ...validRequest, name, message }), jsonHeaders);
    const { id } = (await response.json()) as { id: number };
    expect(storedRows(dataDir).find((row) => row.id === id)).toMatchObject({ name, message, phone: validRequest.phone });

    await post(form({ ...validRequest, name: 'Exact Form', message }));
    expect(storedRows(dataDir).find((row) => row.name === 'Exact Form')?.message).toBe(message);
  });

  it('stores an absent message as an empty one', async () => {
    const { email, phone } = validRequest;
    const response = await post(JSON.stringify({ name: 'No Message', email, phone }), jsonHeaders);
    expect(response.status).toBe(201);
    expect(storedRows(dataDir).find((row) => row.name === 'No Message')?.message).toBe('');
  });

  it("answers an empty native post 422 with an HTML page of the three messages and a link back to the manifest's form page, storing nothing", async () => {
    const before = storedRows(dataDir).length;
    const response = await post(form({ name: '', email: '', phone: '', message: '<b>keep me</b>' }));
    expect(response.status).toBe(422);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    for (const message of Object.values(requiredMessages)) expect(html).toContain(message);
    expect(html).toContain('href="/write-to-us"');
    expect(html).toContain('&lt;b&gt;keep me&lt;/b&gt;');
    expect(html).not.toContain('<b>keep me</b>');
    expect(storedRows(dataDir)).toHaveLength(before);
  });

  it('escapes every value it shows on the 422 page', async () => {
    const response = await post(form({ name: '<script>alert(1)</script>', email: '"><svg onload=alert(1)>', phone: '12' }));
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).not.toMatch(/<script>alert|<svg onload/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Enter a valid email address');
    expect(html).toContain('Enter a phone number with 7 to 15 digits');
  });

  it('answers an invalid JSON caller 422 with the field messages as JSON, storing nothing', async () => {
    const before = storedRows(dataDir).length;
    const missing = await post(JSON.stringify({ message: 'hi' }), jsonHeaders);
    expect(missing.status).toBe(422);
    expect(await missing.json()).toEqual({ error: 'Invalid request', errors: requiredMessages });
    const blank = await post(JSON.stringify({ name: '   ', email: '', phone: '' }), jsonHeaders);
    expect(((await blank.json()) as { errors: unknown }).errors).toEqual(requiredMessages);
    const extra = await post(JSON.stringify({ ...validRequest, admin: true }), jsonHeaders);
    expect(extra.status).toBe(422);
    const repeated = await post(`${form(validRequest)}&name=second`);
    expect(repeated.status).toBe(422);
    expect(await repeated.text()).toContain('Name must be text.');
    expect(storedRows(dataDir)).toHaveLength(before);
  });

  it.each([
    ['Indian mobile with country code', '+91 98765 43210'],
    ['Indian mobile with trunk zero', '098765 43210'],
    ['hyphenated', '98765-43210'],
    ['UK landline', '+44 20 7946 0958'],
    ['US with parentheses', '+1 (555) 123-4567'],
  ])('accepts a %s phone number', async (_kind, phone) => {
    const response = await post(JSON.stringify({ ...validRequest, phone }), jsonHeaders);
    expect(response.status).toBe(201);
  });

  it.each([['too short', '12345'], ['letters', 'call me'], ['too many digits', '+91 98765 43210 98765']])('refuses a phone number that is %s', async (_kind, phone) => {
    const response = await post(JSON.stringify({ ...validRequest, phone }), jsonHeaders);
    expect(response.status).toBe(422);
  });

  it('answers 413 to a body over the limit, storing nothing', async () => {
    const before = storedRows(dataDir).length;
    const response = await post(form({ ...validRequest, message: 'x'.repeat(contactBodyLimit) }));
    expect(response.status).toBe(413);
    const html = await response.text();
    expect(html).toContain('Request too large');
    expect(html).toContain('href="/write-to-us"');
    expect(storedRows(dataDir)).toHaveLength(before);
  });

  it('answers 422 to a message over 5000 characters that fits the body limit', async () => {
    const response = await post(JSON.stringify({ ...validRequest, message: 'x'.repeat(5001) }), jsonHeaders);
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ errors: { message: 'Message must be at most 5000 characters long.' } });
  });

  it.each([
    ['text/plain', 'name=a'],
    ['multipart/form-data; boundary=x', '--x--'],
    ['application/xml', '<a/>'],
  ])('answers 415 to a %s body', async (type, body) => {
    const response = await post(body, { 'content-type': type });
    expect(response.status).toBe(415);
  });

  it('answers 415 to a post without a body or content type', async () => {
    const response = await fetch(url, { method: 'POST', redirect: 'manual' });
    expect(response.status).toBe(415);
  });

  it('answers 400 to malformed JSON', async () => {
    const response = await post('{"name": "broken', jsonHeaders);
    expect(response.status).toBe(400);
  });

  it.each(['GET', 'HEAD', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])('answers %s with 405 and Allow: POST', async (method) => {
    const response = await fetch(url, { method, redirect: 'manual' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const before = storedRows(dataDir).length;
    const response = await post(form({ ...validRequest, website: 'https://spam.example' }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/request-received');
    const json = await post(JSON.stringify({ ...validRequest, website: 'spam' }), jsonHeaders);
    expect(json.status).toBe(201);
    expect(storedRows(dataDir)).toHaveLength(before);
  });

  it('sends the security headers, CSP included, with every answer', async () => {
    const answers = await Promise.all([
      post(form(validRequest)),
      post(form({})),
      post('x', { 'content-type': 'text/plain' }),
      fetch(url),
      fetch(url.replace(contactPath, '/')),
      fetch(url.replace(contactPath, '/missing')),
    ]);
    for (const response of answers) {
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("form-action 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('writes one log line per request, without the body', async () => {
    const marker = 'secret-marker-7f3a';
    const before = log.lines.length;
    await post(form({ ...validRequest, message: marker }));
    await post(form({ ...validRequest, email: marker }));
    await post(`{"name": "${marker}`, jsonHeaders);
    const lines = log.lines.slice(before);
    expect(lines).toHaveLength(3);
    expect(lines.map((line) => (JSON.parse(line) as { status: number }).status)).toEqual([303, 422, 400]);
    for (const line of lines) {
      expect(line).not.toContain(marker);
      expect(JSON.parse(line)).toMatchObject({ method: 'POST', url: contactPath, ip: '127.0.0.1' });
    }
  });
});

describe('the server follows the build manifest', () => {
  let app: FastifyInstance | undefined;
  afterEach(() => app?.close());

  async function serve(changes: Partial<typeof testSite>, scriptOrigins: string[] = []): Promise<string> {
    const { clientDir, dataDir } = tempBuild({ ...testSite, ...changes });
    app = await createServer({ clientDir, dataDir, scriptOrigins });
    return app.listen({ host: '127.0.0.1', port: 0 });
  }

  it('has no contact endpoint when the site has no contact form', async () => {
    const url = await serve({ contactForm: null });
    const response = await fetch(url + contactPath, { method: 'POST', body: form(validRequest), headers: formHeaders, redirect: 'manual' });
    expect(response.status).toBe(404);
    expect((await fetch(`${url}/write-to-us`)).status).toBe(200);
  });

  it("allows the operator's SCRIPT_ORIGINS in the CSP of pages and of the endpoint's answers, never an origin the content names", async () => {
    const url = await serve({ liveChatOrigin: 'https://evil.example' }, ['https://embed.chat.example']);
    for (const response of [await fetch(`${url}/`), await fetch(url + contactPath)]) {
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self' https://embed.chat.example;");
      expect(response.headers.get('content-security-policy')).not.toContain('evil.example');
    }
  });
});
