// @vitest-environment node
// A client that sends its headers and part of a body, then stalls, loses its connection once a timeout passes.
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createHttpApp } from './http-app.ts';
import { contactPath } from './contact/contact-route.ts';
import { tempDataDir, testSite } from '../test/test-support.ts';
import { defaultTimeouts, type Timeouts } from './timeouts.ts';

/** What the server sends back to a request whose body stops halfway, until it closes the connection. */
function stalledPost(port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
    socket.write(`POST ${contactPath} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\nname=Slow`);
  });
}

describe('request and connection timeouts', () => {
  let app: FastifyInstance | undefined;
  afterEach(() => app?.close());

  async function start(timeouts?: Partial<Timeouts>) {
    app = await createHttpApp({ dataDir: tempDataDir(), contactForm: testSite.contactForm, timeouts });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    return typeof address === 'object' && address ? address.port : 0;
  }

  it('has both by default (Fastify’s own are 0: never)', async () => {
    await start();
    expect(defaultTimeouts.requestMs).toBeGreaterThan(0);
    expect(app!.server.requestTimeout).toBe(defaultTimeouts.requestMs);
    expect(app!.server.timeout).toBe(defaultTimeouts.idleMs);
    expect(app!.server.headersTimeout).toBeLessThanOrEqual(defaultTimeouts.requestMs);
  });

  it('answers 408 and closes a request whose body does not arrive in time', async () => {
    const port = await start({ requestMs: 500 });
    expect(await stalledPost(port)).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a connection that stays silent mid-request', async () => {
    const port = await start({ idleMs: 500 });
    // closed without an answer: the socket's inactivity ends it
    expect(await stalledPost(port)).toBe('');
  });
});
