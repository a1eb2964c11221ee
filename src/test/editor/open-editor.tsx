import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { EditorApp } from '../../editor/app/editor-app';

type User = ReturnType<typeof userEvent.setup>;

/**
 * Renders the editor and waits for its list of the page's sections, the sign that it has loaded. The inspector's
 * fields are loaded lazily (a chunk of their own in the build); loaded here first, so a test's wait for a field
 * measures the editor, not Vite transforming the forms' modules on their first import (seconds on a loaded machine).
 */
export async function openEditor() {
  await import('../../editor/features/form/selected-fields');
  const user = userEvent.setup();
  const view = render(<EditorApp />);
  const sections = await screen.findByRole('list', { name: 'Sections' });
  return { user, view, sections };
}

/** Opens the editor, does `first` (if given), then publishes and gives the alert of the refusal. */
export async function openAndPublish(first?: (user: User, sections: HTMLElement) => Promise<void>) {
  const { user, sections } = await openEditor();
  await first?.(user, sections);
  const publish = within(screen.getByRole('banner')).getByRole('button', { name: 'Publish' });
  await waitFor(() => expect(publish).toBeEnabled());
  await user.click(publish);
  await user.click(within(screen.getByRole('dialog', { name: 'Publish the draft' })).getByRole('button', { name: 'Publish' }));
  const alert = await screen.findByRole('alert');
  return { user, alert };
}
