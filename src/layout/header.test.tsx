import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSite } from '@/test/render';
import { siteWithNestedMenu } from '@/test/site-copy';
import { Header } from './header';

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const servicesToggle = () => within(mainNav()).getByRole('button', { name: 'Services submenu' });

// full header renders with many role queries: slow on a busy machine, not flaky logic
describe('Header', () => {
  it('links the logo home, named by its alt text, and shows the Contact Us button', () => {
    renderWithSite(<Header />);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Yamuna Softworks home' })).toHaveAttribute('href', '/');
    const contactLinks = within(banner).getAllByRole('link', { name: /^Contact Us$/ });
    expect(contactLinks.some((link) => link.getAttribute('href') === '/contact-us')).toBe(true);
  });

  it('renders the top-level menu in order, Services linking to /service', () => {
    renderWithSite(<Header />);
    const labels = within(mainNav())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual(['Home', 'About Us', 'Services', 'Faq', 'Contact Us']);
    expect(within(mainNav()).getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/service');
  });

  it('marks the current page with aria-current', () => {
    renderWithSite(<Header />, { path: '/faq' });
    expect(within(mainNav()).getByRole('link', { name: 'Faq' })).toHaveAttribute('aria-current', 'page');
    expect(within(mainNav()).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('opens the Services submenu from its toggle, with the services’ menu labels', async () => {
    const user = userEvent.setup();
    renderWithSite(<Header />);
    const toggle = servicesToggle();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const submenu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(submenu).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(submenu).toBeVisible();
    const links = within(submenu as HTMLElement).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Software Development', '/custom-software-development'],
      ['App Development', '/mobile-app-development'],
      ['Web Development', '/web-development'],
      ['IT Consulting', '/it-consulting'],
      ['All Services', '/service'],
    ]);
  });

  it('closes the submenu on Escape and gives focus back to the toggle', async () => {
    const user = userEvent.setup();
    renderWithSite(<Header />);
    await user.click(servicesToggle());
    await user.tab();
    expect(screen.getByRole('link', { name: 'Software Development' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(servicesToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(servicesToggle()).toHaveFocus();
  });

  it('opens with Enter and Space on the toggle', async () => {
    const user = userEvent.setup();
    renderWithSite(<Header />);
    servicesToggle().focus();
    await user.keyboard('{Enter}');
    expect(servicesToggle()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(servicesToggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    renderWithSite(<Header />);
    await user.click(servicesToggle());
    await user.click(screen.getByRole('banner'));
    expect(servicesToggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on hover and closes when the pointer leaves', async () => {
    const user = userEvent.setup();
    renderWithSite(<Header />);
    await user.hover(within(mainNav()).getByRole('link', { name: 'Services' }));
    expect(servicesToggle()).toHaveAttribute('aria-expanded', 'true');
    await user.unhover(within(mainNav()).getByRole('link', { name: 'Services' }));
    expect(servicesToggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a second-level submenu inside the first', async () => {
    const user = userEvent.setup();
    renderWithSite(<Header />, { site: siteWithNestedMenu });
    await user.click(servicesToggle());
    const inner = within(mainNav()).getByRole('button', { name: 'Industries submenu' });
    expect(screen.queryByRole('link', { name: 'Healthcare' })).not.toBeInTheDocument();
    await user.click(inner);
    expect(screen.getByRole('link', { name: 'Healthcare' })).toHaveAttribute('href', '/faq');
    await user.keyboard('{Escape}');
    expect(inner).toHaveAttribute('aria-expanded', 'false');
    expect(servicesToggle()).toHaveAttribute('aria-expanded', 'true');
  });
});
