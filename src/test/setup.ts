import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { freshDocument } from './fresh-document';
import { hiddenStyleMismatches, installHiddenStyle } from './hidden-style';

// waitFor/findBy give up after this: a limit for a hang, not a measure of speed (the machine is shared)
configure({ asyncUtilTimeout: 10_000 });

if (typeof window !== 'undefined') freshDocument();
// display and visibility without jsdom building the whole computed style (hidden-style.ts); Node files have no window
if (typeof window !== 'undefined' && process.env.HIDDEN_STYLE !== 'off') installHiddenStyle(window);

afterEach(() => cleanup());
afterEach(() => {
  if (hiddenStyleMismatches.length > 0) throw new Error(`hidden-style differs from jsdom:\n${hiddenStyleMismatches.splice(0).join('\n')}`);
});
import './browser-mocks';
import './dialog-polyfill';
