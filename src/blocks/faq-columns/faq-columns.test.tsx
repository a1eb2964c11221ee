import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { site } from '@/content/site';
import { renderWithSite } from '@/test/render';
import { FaqColumns } from './faq-columns';
import { fixture } from './faq-columns.fixture';

describe('FaqColumns', () => {
  it('is a section named by its h2', () => {
    renderWithSite(<FaqColumns {...fixture} />);
    const section = screen.getByRole('region', { name: 'These FAQs help clients learn about us' });
    expect(within(section).getByText(/Straight answers/)).toBeInTheDocument();
  });

  it('shows two lists of three questions, in the order of the columns', () => {
    renderWithSite(<FaqColumns {...fixture} />);
    const lists = screen.getAllByRole('list');
    expect(lists).toHaveLength(2);
    const questions = lists.map((list) =>
      within(list)
        .getAllByRole('listitem')
        .map((item) => within(item).getByRole('heading', { level: 3 }).textContent),
    );
    expect(questions).toEqual([
      ['What services do you offer?', 'What is your development process?', 'How much does a project cost?'],
      ['Do you follow an agile approach?', 'How do you handle client feedback?', 'Can we see samples of previous work?'],
    ]);
  });

  it('shows every answer without any interaction, from the faqs entities', () => {
    const edited = structuredClone(site);
    const cost = edited.faqs.find((faq) => faq.id === 'cost');
    if (cost) cost.text = 'It depends on scope; we quote after a free discovery call.';
    renderWithSite(<FaqColumns {...fixture} />, { site: edited });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('It depends on scope; we quote after a free discovery call.')).toBeVisible();
    expect(screen.getByText(/portfolio and detailed case studies/)).toBeVisible();
  });
});
