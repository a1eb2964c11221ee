import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasChromium = () => existsSync(chromiumPath);

// Debian's chromium-headless-shell: the same Blink without the browser's own interface around the page; a page
// visit in the browser tests costs about 40 % less CPU. The benchmarks and the screenshots keep the whole browser.
const headlessShellPath = '/usr/bin/chromium-headless-shell';
/** The browser tests' Chromium: CHROMIUM_PATH, else the headless shell when installed, else Chromium. */
export const testChromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(headlessShellPath) ? headlessShellPath : chromiumPath);

// Without the background-networking flags Chromium keeps dialling Google's hosts, which this closed network refuses.
export const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

/** Debian's headless Chromium through playwright-core, for the browser tests, the benchmarks and the screenshots. */
export function launchBrowser(executablePath = chromiumPath): Promise<Browser> {
  return chromium.launch({ executablePath, args: chromiumArgs });
}
