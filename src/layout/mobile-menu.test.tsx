import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSite } from '@/test/render';
import { setViewportWidth } from '@/test/browser-mocks';
import { siteWithNestedMenu } from '@/test/site-copy';
import { Header } from './header';

async function openMenu(options?: Parameters<typeof renderWithSite>[1]) {
  setViewportWidth(480);
  const user = userEvent.setup();
  renderWithSite(<Header />, options);
  const hamburger = screen.getByRole('button', { name: 'Open menu' });
  await user.click(hamburger);
  const dialog = screen.getByRole('dialog');
  return { user, hamburger, dialog };
}

// full header renders with many role queries: slow on a busy machine, not flaky logic
describe('MobileMenu', () => {
  it('is closed until the hamburger opens it, then shows the root level titled "Menu"', async () => {
    setViewportWidth(480);
    const user = userEvent.setup();
    renderWithSite(<Header />);
    const hamburger = screen.getByRole('button', { name: 'Open menu' });
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(hamburger);
    const dialog = screen.getByRole('dialog');
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    expect(hamburger).toHaveAttribute('aria-controls', dialog.id);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleName('Menu');
    expect(within(dialog).queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about-us');
  });

  it('moves focus into the panel and locks the page scroll while open', async () => {
    const { dialog } = await openMenu();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('opens the Services submenu with its title and Back, and Back returns to the root', async () => {
    const { user, dialog } = await openMenu();
    const servicesButton = within(dialog).getByRole('button', { name: 'Services submenu' });
    await user.click(servicesButton);

    expect(dialog).toHaveAccessibleName('Services');
    const back = within(dialog).getByRole('button', { name: 'Back' });
    expect(back).toHaveFocus();
    expect(within(dialog).getAllByRole('link', { name: /Development|Consulting|All Services/ }).map((a) => a.textContent)).toEqual([
      'Software Development',
      'App Development',
      'Web Development',
      'IT Consulting',
      'All Services',
    ]);
    expect(within(dialog).queryByRole('link', { name: 'About Us' })).not.toBeInTheDocument();

    await user.click(back);
    expect(dialog).toHaveAccessibleName('Menu');
    expect(within(dialog).queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Services submenu' })).toHaveFocus();
  });

  it('tracks a sub-submenu, and adds a link to the group’s own page', async () => {
    const { user, dialog } = await openMenu({ site: siteWithNestedMenu });
    await user.click(within(dialog).getByRole('button', { name: 'Services submenu' }));
    await user.click(within(dialog).getByRole('button', { name: 'Industries submenu' }));
    expect(dialog).toHaveAccessibleName('Industries');
    expect(within(dialog).getAllByRole('link', { name: /Industries|Healthcare|Retail/ }).map((a) => a.getAttribute('href'))).toEqual([
      '/about-us',
      '/faq',
      '/testimonial',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(dialog).toHaveAccessibleName('Services');
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(dialog).toHaveAccessibleName('Menu');
  });

  it('Close closes the panel and returns focus to the hamburger', async () => {
    const { user, hamburger, dialog } = await openMenu();
    await user.click(within(dialog).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(hamburger).toHaveFocus();
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    expect(document.body.style.overflow).toBe('');
  });

  it('Escape closes the panel and returns focus to the hamburger', async () => {
    const { user, hamburger } = await openMenu();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(hamburger).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the panel', async () => {
    const { user, dialog } = await openMenu();
    const close = within(dialog).getByRole('button', { name: 'Close menu' });
    const focusables = [close, ...within(dialog).getAllByRole('link')];
    const last = focusables.at(-1) as HTMLElement;

    close.focus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
  });

  it('following a link closes the panel', async () => {
    const { user } = await openMenu();
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Faq' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('starts again at the root when reopened', async () => {
    const { user, hamburger, dialog } = await openMenu();
    await user.click(within(dialog).getByRole('button', { name: 'Services submenu' }));
    await user.keyboard('{Escape}');
    await user.click(hamburger);
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Menu');
  });

  it('closes when the window grows to desktop width', async () => {
    await openMenu();
    act(() => setViewportWidth(1200));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
