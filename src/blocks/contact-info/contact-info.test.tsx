import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { site } from '@/content/site';
import { renderWithSite } from '@/test/render';
import { ContactInfo } from './contact-info';
import { fixture } from './contact-info.fixture';

const box = (title: string) => screen.getByRole('heading', { level: 3, name: title }).closest('li') as HTMLElement;

describe('ContactInfo', () => {
  it('is a section named by its h2, with one box per contact detail in order', () => {
    renderWithSite(<ContactInfo {...fixture} />);
    const section = screen.getByRole('region', { name: 'Contact Information' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(3);
    expect(within(section).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Call us',
      'Email us',
      'Office address',
    ]);
    expect(within(box('Call us')).getByText('Mon–Sat, 10:00–19:00 IST')).toBeInTheDocument();
  });

  it('links the phone with tel: and the e-mail with mailto:, and shows the office address in Agra', () => {
    renderWithSite(<ContactInfo {...fixture} />);
    expect(within(box('Call us')).getByRole('link', { name: '+91 562 400 2008' })).toHaveAttribute('href', 'tel:+915624002008');
    expect(within(box('Email us')).getByRole('link', { name: 'support@yamunasoftworks.in' })).toHaveAttribute(
      'href',
      'mailto:support@yamunasoftworks.in',
    );
    const address = box('Office address').querySelector('address');
    expect(address).toHaveTextContent('Sanjay Place Business Centre');
    expect(address).toHaveTextContent('Agra, Uttar Pradesh 282002');
    expect(within(box('Office address')).queryByRole('link')).not.toBeInTheDocument();
  });

  it('takes the details from settings.contact, so a change there shows here', () => {
    const edited = structuredClone(site);
    edited.settings.contact.phone = '+91 (562) 111-2222';
    edited.settings.contact.email = 'hello@example.in';
    renderWithSite(<ContactInfo {...fixture} />, { site: edited });
    expect(screen.getByRole('link', { name: '+91 (562) 111-2222' })).toHaveAttribute('href', 'tel:+915621112222');
    expect(screen.getByRole('link', { name: 'hello@example.in' })).toHaveAttribute('href', 'mailto:hello@example.in');
  });

  it('shows only the boxes the block lists, in its order', () => {
    const boxes = [fixture.boxes[2], fixture.boxes[0]].filter((item) => item !== undefined);
    renderWithSite(<ContactInfo {...fixture} boxes={boxes} text={undefined} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Office address', 'Call us']);
    expect(screen.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
  });
});
