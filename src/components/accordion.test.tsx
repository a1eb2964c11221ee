import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '@/test/render';
import { Accordion, type AccordionItem } from './accordion';

const items: AccordionItem[] = [
  { title: 'What services do you offer?', content: <p>End-to-end software development.</p> },
  { title: 'How much does it cost?', content: <p>It depends on scope.</p> },
];

describe('Accordion', () => {
  it('puts each button in a heading of the level asked for', () => {
    renderWithSite(<Accordion items={items} headingLevel={2} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(items.map((item) => item.title));
  });

  it('can start with every item closed', () => {
    renderWithSite(<Accordion items={items} defaultOpen={null} />);
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-expanded'))).toEqual(['false', 'false']);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('keeps ids unique and state separate when two accordions share a page', async () => {
    const user = userEvent.setup();
    renderWithSite(
      <>
        <Accordion items={items} />
        <Accordion items={items} defaultOpen={null} />
      </>,
    );
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);

    const buttons = screen.getAllByRole('button', { name: 'What services do you offer?' });
    await user.click(buttons[1] as HTMLElement);
    expect(buttons.map((button) => button.getAttribute('aria-expanded'))).toEqual(['true', 'true']);
  });
});
