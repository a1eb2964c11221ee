import type { CDPSession, Page } from 'playwright-core';

// A page under load once drew no frame, and once ran no task at all, for 20 s and more. These helpers
// turn such a wait into an error that says what the page was doing, asked from outside it, where it cannot stop
// the asking.

type Answer<T> = T | 'no answer';

async function within<T>(ms: number, work: Promise<T>): Promise<Answer<T>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([work, new Promise<'no answer'>((resolve) => (timer = setTimeout(() => resolve('no answer'), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * What a page that stopped answering is doing: whether its main thread answers, where its script is, whether it
 * renders. `cdp` must have had the debugger enabled before the page got stuck: only a pause interrupts a script.
 */
async function describeStuckPage(page: Page, cdp: CDPSession): Promise<string> {
  const facts: string[] = [];
  const state = await within(3000, cdp.send('Runtime.evaluate', {
    expression: 'JSON.stringify({ visibility: document.visibilityState, focus: document.hasFocus(), sinceNavigationMs: Math.round(performance.now()), scrollY: Math.round(scrollY) })',
    returnByValue: true,
  }).then((reply) => String(reply.result.value)));
  facts.push(`main thread: ${state}`);
  if (state === 'no answer') {
    const paused = new Promise<string>((resolve) => {
      cdp.once('Debugger.paused', (event) => resolve(event.callFrames.slice(0, 8).map((frame) => `${frame.functionName || '(anonymous)'} ${frame.url}:${frame.location.lineNumber + 1}:${(frame.location.columnNumber ?? 0) + 1}`).join(' < ')));
    });
    void cdp.send('Debugger.pause').catch(() => undefined);
    const stack = await within(3000, paused);
    facts.push(stack === 'no answer' ? 'no script running (stuck in style, layout or paint, or the renderer is hung)' : `script running: ${stack}`);
    return facts.join('; ');
  }
  const frame = await within(3000, page.evaluate(() => new Promise<string>((resolve) => requestAnimationFrame(() => resolve('ran')))));
  facts.push(`a frame asked for: ${frame}`);
  const shot = await within(6000, page.screenshot({ timeout: 5000 }).then((bytes) => `taken (${bytes.length} bytes)`, (error: Error) => `failed (${error.message.split('\n')[0]})`));
  facts.push(`screenshot: ${shot}`);
  return facts.join('; ');
}

/**
 * Runs `wait` (a page.evaluate that waits inside the page), failing with a description of the page when it does not
 * settle within `limitMs` or fails: the page's own timers cannot fire when its event loop has stopped.
 */
export async function watchPage<T>(page: Page, what: string, limitMs: number, wait: (page: Page) => Promise<T>): Promise<T> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Debugger.enable');
  try {
    const outcome = await within(limitMs, wait(page).then((value) => ({ value }), (error: unknown) => ({ error })));
    if (outcome === 'no answer') throw new Error(`${what}: the page did not answer within ${limitMs} ms: ${await describeStuckPage(page, cdp)}`);
    if ('error' in outcome) throw new Error(`${(outcome.error as Error).message}\n${what}: the page then: ${await describeStuckPage(page, cdp)}`, { cause: outcome.error });
    return outcome.value;
  } finally {
    // detaching also resumes a script the description paused
    void cdp.detach().catch(() => undefined);
  }
}
