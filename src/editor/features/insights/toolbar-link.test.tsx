import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EditorApp } from '../../app/editor-app';
import { testSite } from '../../state/test-site';
import { fakeLiveApi, liveEditorPerTest } from '../../../test/editor/fake-live-api';

// The preview is an iframe of its own (src/editor/preview), tested there.
vi.mock('@/editor/preview/preview-frame', () => ({ PreviewFrame: () => <p>preview</p> }));

const signInAs = liveEditorPerTest();

describe("the site editor's link to Insights", { timeout: 30_000 }, () => {
  it.each(['editor', 'admin'] as const)('is in the toolbar for an %s', async (role) => {
    signInAs(role);
    fakeLiveApi(testSite());
    render(<EditorApp />);
    await screen.findByRole('list', { name: 'Sections' });
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Insights' })).toHaveAttribute('href', '/edit/insights');
  });
});
