import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { ContactStore, type StoredRequest } from './storage.ts';

/** A built client folder with a home page, the thank-you page and the not-found page, as the prerender writes them. */
export function tempClientDir(): string {
  const clientDir = mkdtempSync(path.join(tmpdir(), 'client-'));
  mkdirSync(path.join(clientDir, 'thank-you'));
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Home</title><h1>Home</h1>');
  writeFileSync(path.join(clientDir, 'thank-you/index.html'), '<!doctype html><title>Thank you</title><h1>We Have Received Your Request</h1>');
  writeFileSync(path.join(clientDir, '404.html'), '<!doctype html><title>Not found</title><h1>Not found</h1>');
  return clientDir;
}

export const tempDataDir = () => mkdtempSync(path.join(tmpdir(), 'contact-data-'));

/** What the store in `dataDir` holds now, read through a connection of its own. */
export function storedRows(dataDir: string): StoredRequest[] {
  const store = ContactStore.openExisting(dataDir);
  if (!store) return [];
  try {
    return store.list();
  } finally {
    store.close();
  }
}

/** A log destination that keeps every line written to it. */
export function logCollector(): { stream: Writable; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      callback();
    },
  });
  return { stream, lines };
}

export const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

export const formHeaders = { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html,application/xhtml+xml' };
export const jsonHeaders = { 'content-type': 'application/json', accept: 'application/json' };

export const validRequest = { name: 'Asha Verma', email: 'asha@example.in', phone: '+91 98765 43210', message: 'We need an app for our drivers.' };
