import { escapeHtml } from '../../../shared/escape-html.ts';
import type { EditorConfig } from '../../../shared/live-editor.ts';
import { jsonInHtml } from '../../../shared/json-in-html.ts';
import { toolDocument } from '../../../shared/tool-document.ts';


/** The types of the files the editor's bundle holds (scripts, styles, fonts, images). */
export const bundleTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
};

/** A page of the editor's bundle: its script, style sheets and the modules its script imports at once. */
export interface BundlePage {
  script: string;
  css: string[];
  preload: string[];
}

const document = (title: string, head: string, body: string): string => toolDocument({ lang: 'en', title, robots: 'noindex, nofollow', referrer: 'same-origin', head, body });

/** A page of the editor's bundle; `config` travels as JSON in the page (no script runs from it). */
export function bundleDocument(title: string, { script, css, preload }: BundlePage, config?: EditorConfig): string {
  const head = [...css.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" />`), ...preload.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}" />`)];
  const data = config ? `<script type="application/json" id="editor-config">${jsonInHtml(config)}</script>\n    ` : '';
  return document(title, head.join('\n    '), `<div id="root"></div>\n    ${data}<script type="module" src="${escapeHtml(script)}"></script>`);
}

const signInStyle = `<style>
      body { margin: 0; font: 1rem/1.5 system-ui, sans-serif; color: #14213d; background: #f4f6fb; }
      main { max-width: 24rem; margin: 12vh auto; padding: 2rem; background: #fff; border: 1px solid #d5dbe8; border-radius: 0.75rem; }
      h1 { margin: 0 0 1.5rem; font-size: 1.5rem; }
      label { display: block; margin-top: 1rem; font-weight: 600; }
      input { box-sizing: border-box; width: 100%; margin-top: 0.25rem; padding: 0.625rem 0.75rem; font: inherit; border: 1px solid #6b7590; border-radius: 0.5rem; }
      input:focus-visible, button:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
      button { margin-top: 1.5rem; width: 100%; padding: 0.75rem; font: inherit; font-weight: 700; color: #fff; background: #1d4ed8; border: 0; border-radius: 0.5rem; cursor: pointer; }
      [role="alert"] { margin: 0 0 1rem; padding: 0.75rem; color: #7f1d1d; background: #fef2f2; border: 1px solid #f1a5a5; border-radius: 0.5rem; }
    </style>`;

/** The sign-in page: a plain form that works without script; `message` says why the last try failed. */
export function signInDocument({ message, email = '' }: { message?: string; email?: string } = {}): string {
  const alert = message ? `<p role="alert">${escapeHtml(message)}</p>\n      ` : '';
  return document(
    'Sign in · Site editor',
    signInStyle,
    `<main>
      <h1>Sign in to edit the site</h1>
      ${alert}<form method="post" action="/edit/sign-in">
        <label for="email">Email</label>
        <input id="email" name="email" type="email" autocomplete="username" required maxlength="254" value="${escapeHtml(email)}" />
        <label for="password">Password</label>
        <input id="password" name="password" type="password" autocomplete="current-password" required maxlength="1024" />
        <button type="submit">Sign in</button>
      </form>
    </main>`,
  );
}
