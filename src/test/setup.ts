import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// waitFor/findBy give up after this: a limit for a hang, not a measure of speed (the machine is shared)
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());
import './browser-mocks';
import './dialog-polyfill';
