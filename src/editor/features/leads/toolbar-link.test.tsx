import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EditorApp } from '../../app/editor-app';
import { testSite } from '../../state/test-site';
import { fakeLiveApi, liveEditorPerTest } from '../../../test/editor/fake-live-api';

// The preview is an iframe of its own (src/editor/preview), tested there.
vi.mock('@/editor/preview/preview-frame', () => ({ PreviewFrame: () => <p>preview</p> }));

const signInAs = liveEditorPerTest();

async function banner(role: 'editor' | 'admin') {
  signInAs(role);
  fakeLiveApi(testSite());
  render(<EditorApp />);
  await screen.findByRole('list', { name: 'Sections' });
  return screen.getByRole('banner');
}

describe("the site editor's link to the leads", { timeout: 30_000 }, () => {
  it('is in the toolbar for an admin', async () => {
    expect(within(await banner('admin')).getByRole('link', { name: 'Leads' })).toHaveAttribute('href', '/edit/leads');
  });

  it('is not there for an editor, whose account may not open them', async () => {
    expect(within(await banner('editor')).queryByRole('link', { name: 'Leads' })).not.toBeInTheDocument();
  });
});
