// @vitest-environment node
import type { ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { contactPath } from '../../http/contact/contact-route';
import { exited, jsonHeaders, startServer, storedRows, tempBuild, validRequest } from '../../test/test-support';
import { freePort, silentServer, TestSmtpServer } from '../../test/test-smtp';

/** Resolves once the server's log (LOG=1, one JSON line each) has said "notification sent" for every one of `ids`. */
function notificationsSent(child: ChildProcess, ids: number[]): Promise<void> {
  const waiting = new Set(ids);
  let rest = '';
  return new Promise((resolve) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        if (!line.startsWith('{')) continue;
        const entry = JSON.parse(line) as { msg?: string; requestId?: number };
        if (entry.msg === 'notification sent' && entry.requestId !== undefined) waiting.delete(entry.requestId);
      }
      if (waiting.size === 0) resolve();
    });
  });
}

describe('notifications across a crash', () => {
  const cleanup: (() => Promise<unknown> | void)[] = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });

  it('delivers each mail once after a kill -9 while SMTP hung: two sends in flight, one queued', async () => {
    const port = await freePort();
    const { distDir, dataDir } = tempBuild();
    const tuning = { pollMs: 50, concurrency: 2, retry: { firstDelayMs: 20, maxDelayMs: 100, giveUpAfterMs: 600_000 } };
    const env = {
      DIST_DIR: distDir,
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      NOTIFY_TO: 'sales@yamuna.example',
      MAIL_FROM: 'site@yamuna.example',
      LOG: '1',
      // the killed server's leases lapse within a second, so the restarted server takes over its sends in flight at once
      MAIL_TUNING: JSON.stringify({ ...tuning, leaseMs: 1000 }),
    };
    const hung = await silentServer(port);
    let hungOpen = true;
    cleanup.push(() => (hungOpen ? hung.close() : undefined));

    const first = await startServer(env);
    cleanup.push(() => void first.child.kill('SIGKILL'));
    const ids: number[] = [];
    for (const name of ['Crash One', 'Crash Two', 'Crash Three']) {
      const response = await fetch(first.url + contactPath, { method: 'POST', body: JSON.stringify({ ...validRequest, name }), headers: jsonHeaders });
      expect(response.status).toBe(201);
      ids.push(((await response.json()) as { id: number }).id);
    }
    // two sends wait for a greeting that never comes; the third mail waits in the outbox
    await hung.connected(2);
    first.child.kill('SIGKILL');
    await exited(first.child);
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(storedRows(env.DATA_DIR).map((row) => row.mail.state)).toEqual(['queued', 'queued', 'queued']);

    await hung.close();
    hungOpen = false;
    const smtp = await TestSmtpServer.start({ port });
    cleanup.push(() => smtp.stop());
    // the restarted server leases as in production (2 minutes, longer than a send with the transport's timeouts), so a slow send is never claimed again
    const second = await startServer({ ...env, MAIL_TUNING: JSON.stringify(tuning) });
    cleanup.push(() => void second.child.kill('SIGKILL'));
    await notificationsSent(second.child, ids);

    const rows = storedRows(env.DATA_DIR);
    expect(rows.map((row) => row.mail.state)).toEqual(['sent', 'sent', 'sent']);
    // sent is final: no mail can go out again, so these are all there will ever be
    expect(smtp.received.map((mail) => mail.parsed.subject).sort()).toEqual(['Contact request from Crash One', 'Contact request from Crash Three', 'Contact request from Crash Two']);
    expect(new Set(smtp.received.map((mail) => mail.parsed.messageId)).size).toBe(3);
  }, 60_000);
});
