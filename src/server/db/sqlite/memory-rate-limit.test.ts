// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { createHttpApp } from '../../http/http-app';
import { contactPath } from '../../http/contact/contact-route';
import { MemoryRateLimiter } from './memory-rate-limit';
import { form, formHeaders, storedRows, tempDataDir, testSite, validRequest } from '../../test/test-support';
import { parseTrustProxy, type TrustProxy } from '../../config/settings';
import { isPrivateAddress, proxyTrust } from '../../config/trust-proxy';

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
    ['1', 1],
    ['10.0.0.1, 10.0.0.0/8', ['10.0.0.1', '10.0.0.0/8']],
    ['::1,fd00::/8,loopback', ['::1', 'fd00::/8', 'loopback']],
  ])('reads %s as %j', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });

  it.each(['true', 'yes', ' TRUE '])('refuses %j, which would believe any peer, saying what to set instead', (value) => {
    expect(() => parseTrustProxy(value)).toThrow(/any peer.*the number of proxies.*addresses or CIDRs/);
  });

  it.each(['nginx', '10.0.0.0/33', '1.2.3'])('refuses %j, which names no address', (value) => {
    expect(() => parseTrustProxy(value)).toThrow(`"${value}" is none of these`);
  });
});

describe('TRUST_PROXY: who the client is', () => {
  // Fastify's own walk of the peer and X-Forwarded-For, with the peer address a direct client would have
  async function clientOf(trust: TrustProxy, peer: string, forwardedFor: string[]) {
    const app = Fastify({ trustProxy: proxyTrust(trust) });
    app.get('/', async (request) => ({ ip: request.ip, protocol: request.protocol }));
    const answer = await app.inject({ url: '/', remoteAddress: peer, headers: { 'x-forwarded-for': forwardedFor.join(', '), 'x-forwarded-proto': 'https' } });
    await app.close();
    return answer.json<{ ip: string; protocol: string }>();
  }

  it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1', '10.1.2.3', '172.16.0.9', '172.31.255.1', '192.168.1.5', '::ffff:192.168.1.5', 'fd12::1', 'fc00::2'])(
    'believes a proxy connecting from %s',
    async (peer) => {
      expect(isPrivateAddress(peer)).toBe(true);
      expect(await clientOf(1, peer, ['203.0.113.7'])).toEqual({ ip: '203.0.113.7', protocol: 'https' });
    },
  );

  it.each(['203.0.113.9', '8.8.8.8', '::ffff:8.8.8.8', '172.32.0.1', '2001:db8::1', 'fe80::1'])(
    'takes a peer at %s, which reached the server directly, as the client whatever it forwards',
    async (peer) => {
      expect(isPrivateAddress(peer)).toBe(false);
      expect(await clientOf(1, peer, ['198.51.100.1'])).toEqual({ ip: peer, protocol: 'http' });
      expect((await clientOf(2, peer, ['198.51.100.1', '198.51.100.2'])).ip).toBe(peer);
    },
  );

  it('with 2, believes a CDN behind the private proxy, and no more hops than that', async () => {
    expect((await clientOf(2, '127.0.0.1', ['203.0.113.7', '198.51.100.50'])).ip).toBe('203.0.113.7');
    expect((await clientOf(2, '127.0.0.1', ['6.6.6.6', '203.0.113.7', '198.51.100.50'])).ip).toBe('203.0.113.7');
  });

  it('with addresses, believes exactly those peers', async () => {
    expect((await clientOf(['10.0.0.5'], '10.0.0.5', ['203.0.113.7'])).ip).toBe('203.0.113.7');
    expect((await clientOf(['10.0.0.5'], '10.0.0.6', ['203.0.113.7'])).ip).toBe('10.0.0.6');
  });

  it('limits a direct client that rotates X-Forwarded-For with TRUST_PROXY=1', async () => {
    const app = await createHttpApp({ dataDir: tempDataDir(), trustProxy: parseTrustProxy('1'), rateLimit: { max: 3, windowMs: 60_000 }, contactForm: testSite.contactForm });
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const answer = await app.inject({ method: 'POST', url: contactPath, remoteAddress: '203.0.113.9', payload: form(validRequest), headers: { ...formHeaders, 'x-forwarded-for': `198.51.100.${i}` } });
      statuses.push(answer.statusCode);
    }
    await app.close();
    expect(statuses).toEqual([303, 303, 303, 429]);
  });
});

describe('rate limit of the contact endpoint over HTTP', () => {
  let app: FastifyInstance | undefined;
  afterEach(() => app?.close());

  async function start(trustProxy: TrustProxy) {
    const dataDir = tempDataDir();
    app = await createHttpApp({ dataDir, trustProxy, rateLimit: { max: 3, windowMs: 60_000 }, contactForm: testSite.contactForm });
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

  it('ignores X-Forwarded-For from a peer that is not among the TRUST_PROXY addresses', async () => {
    const { post } = await start(parseTrustProxy('10.0.0.0/8'));
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await post(`203.0.113.${i}`)).status);
    expect(statuses).toEqual([303, 303, 303, 429]);
  });
});
