import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { site } from '@/content/site';
import { renderWithSite } from '@/test/render';
import { FaqAccordion } from './faq-accordion';
import { fixture } from './faq-accordion.fixture';

// the fixture's questions in its order, as the shared FAQ items title them
const questions = fixture.faqs.map((id) => site.faqs.find((faq) => faq.id === id)?.title);
const expanded = () => screen.getAllByRole('button').map((button) => button.getAttribute('aria-expanded'));

describe('FaqAccordion', () => {
  it('is a section named by its h2, with the note and a link to ask a question', () => {
    renderWithSite(<FaqAccordion {...fixture} />);
    const section = screen.getByRole('region', { name: 'Questions clients ask before we start' });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('Questions clients ask before we start');
    expect(within(section).getByText(/If your question is not here/)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Ask us a question' })).toHaveAttribute('href', '/contact-us');
  });

  it('lists the six questions in order as h3 buttons, the first one open with its answer', () => {
    renderWithSite(<FaqAccordion {...fixture} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(questions);
    expect(expanded()).toEqual(['true', 'false', 'false', 'false', 'false', 'false']);
    expect(screen.getByRole('region', { name: questions[0] })).toHaveTextContent(/end-to-end software development/);
  });

  it('opens one question at a time', async () => {
    const user = userEvent.setup();
    renderWithSite(<FaqAccordion {...fixture} />);
    await user.click(screen.getByRole('button', { name: 'How much does a project cost?' }));
    expect(expanded()).toEqual(['false', 'false', 'true', 'false', 'false', 'false']);
    expect(screen.getByRole('region', { name: 'How much does a project cost?' })).toHaveTextContent(/scope and complexity/);
    expect(screen.queryByRole('region', { name: questions[0] })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Can we see samples of previous work?' }));
    expect(expanded()).toEqual(['false', 'false', 'false', 'false', 'false', 'true']);
  });

  it('opens a question from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithSite(<FaqAccordion {...fixture} link={undefined} />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: questions[1] })).toHaveFocus();
    await user.keyboard(' ');
    expect(expanded()).toEqual(['false', 'true', 'false', 'false', 'false', 'false']);
  });
});
