// @vitest-environment node
// A close waits for the answers in flight, and not for their connections' keep-alive (72 s) after them.
import { Agent, request } from 'node:http';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createHttpApp } from './http-app.ts';
import { tempDataDir, testSite } from '../test/test-support.ts';

describe('closing the server', () => {
  it('ends a keep-alive connection whose streamed answer ended just after the close began', async () => {
    const app = await createHttpApp({ dataDir: tempDataDir(), contactForm: testSite.contactForm });
    const stream = new PassThrough();
    // a file's stream: its bytes reach the client a moment before the stream itself ends
    app.get('/file', (_request, reply) => {
      stream.write('0123456789');
      return reply.header('content-length', 10).send(stream);
    });
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    const body = await new Promise<string>((resolve, reject) => {
      const sent = request(`${url}/file`, { agent: new Agent({ keepAlive: true }) }, (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve(text));
      });
      sent.on('error', reject);
      sent.end();
    });
    expect(body).toBe('0123456789');
    const closed = app.close().then(() => 'closed');
    await new Promise((resolve) => setTimeout(resolve, 20));
    stream.end();
    // without ending idle connections again, the close resolves only once the keep-alive runs out
    const limit = new Promise((resolve) => setTimeout(resolve, 20_000, 'still open after 20 s'));
    expect(await Promise.race([closed, limit])).toBe('closed');
  }, 30_000);
});
