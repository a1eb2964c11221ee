// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createContactApp } from './contact-app';
import { contactPath } from './contact-route';
import { MemoryRateLimiter } from './rate-limit';
import { form, formHeaders, storedRows, tempDataDir, testSite, validRequest } from '../test-support';
import { parseTrustProxy, type TrustProxy } from '../settings';

describe('MemoryRateLimiter', () => {
  it('allows max requests per window and client, then refuses until the window ends', () => {
    let now = 1_000;
    const limiter = new MemoryRateLimiter({ max: 2, windowMs: 10_000 }, () => now);
    expect([limiter.hit('a').allowed, limiter.hit('a').allowed, limiter.hit('a').allowed]).toEqual([true, true, false]);
    expect(limiter.hit('b').allowed).toBe(true);
    now += 4_000;
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfter: 6 });
    now += 6_000;
    expect(limiter.hit('a').allowed).toBe(true);
  });

  it('never refuses when max is 0', () => {
    const limiter = new MemoryRateLimiter({ max: 0, windowMs: 1_000 });
    expect(Array.from({ length: 1000 }, () => limiter.hit('a').allowed).every(Boolean)).toBe(true);
  });
});

describe('parseTrustProxy', () => {
  it.each<[string | undefined, TrustProxy]>([
    [undefined, false],
    ['0', false],
    ['false', false],
    ['true', true],
    ['1', 1],
    ['10.0.0.1, 10.0.0.0/8', ['10.0.0.1', '10.0.0.0/8']],
  ])('reads %s as %j', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });
});

describe('rate limit of the contact endpoint over HTTP', () => {
  let app: FastifyInstance | undefined;
  afterEach(() => app?.close());

  async function start(trustProxy: TrustProxy) {
    const dataDir = tempDataDir();
    app = await createContactApp({ dataDir, trustProxy, rateLimit: { max: 3, windowMs: 60_000 }, contactForm: testSite.contactForm });
    const url = (await app.listen({ host: '127.0.0.1', port: 0 })) + contactPath;
    const post = (forwardedFor?: string) =>
      fetch(url, {
        method: 'POST',
        body: form(validRequest),
        headers: { ...formHeaders, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
        redirect: 'manual',
      });
    return { post, dataDir };
  }

  it('answers 429 with Retry-After once a client sent too many, and stores none of those', async () => {
    const { post, dataDir } = await start(false);
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await post()).status);
    expect(statuses).toEqual([303, 303, 303, 429, 429]);
    const refused = await post();
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.text()).toContain('Too many requests');
    expect(refused.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(storedRows(dataDir)).toHaveLength(3);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY, so a client cannot dodge the limit by forging it', async () => {
    const { post } = await start(false);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await post(`203.0.113.${i}`)).status);
    expect(statuses).toEqual([303, 303, 303, 429]);
  });

  it('counts per forwarded client address with TRUST_PROXY=1', async () => {
    const { post } = await start(parseTrustProxy('1'));
    const first = [];
    for (let i = 0; i < 4; i++) first.push((await post('203.0.113.7')).status);
    expect(first).toEqual([303, 303, 303, 429]);
    // another visitor behind the same proxy is not affected; a forged left-most entry changes nothing
    expect((await post('203.0.113.8')).status).toBe(303);
    expect((await post('198.51.100.1, 203.0.113.7')).status).toBe(429);
  });
});
