import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '@/test/render';
import { WorkingProcess } from './working-process';
import { fixture } from './working-process.fixture';

const stepButtons = () => screen.getAllByRole('button');
const expanded = () => stepButtons().map((button) => button.getAttribute('aria-expanded'));

describe('WorkingProcess', () => {
  it('is a section named by its h2, with the note and the picture', () => {
    renderWithSite(<WorkingProcess {...fixture} />);
    const section = screen.getByRole('region', { name: 'Our simple working process' });
    expect(within(section).getByText(/These steps are simplified/)).toBeInTheDocument();
    expect(within(section).getByRole('img', { name: 'Project plan board with tasks moving towards launch' })).toBeInTheDocument();
  });

  it('shows each step as a button inside an h3, the first one open', () => {
    renderWithSite(<WorkingProcess {...fixture} />);
    const headings = screen.getAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['01/ Project idea', '02/ Brainstorming', '03/ Launch']);
    expect(within(headings[0] as HTMLElement).getByRole('button', { name: '01/ Project idea' })).toBeInTheDocument();
    expect(expanded()).toEqual(['true', 'false', 'false']);
    const firstPanel = screen.getByRole('region', { name: '01/ Project idea' });
    expect(firstPanel).toHaveTextContent(/detailed discussion with you/);
    expect(stepButtons()[0]).toHaveAttribute('aria-controls', firstPanel.id);
  });

  it('opens a step and closes the others; clicking the open step closes it', async () => {
    const user = userEvent.setup();
    renderWithSite(<WorkingProcess {...fixture} />);

    await user.click(screen.getByRole('button', { name: '02/ Brainstorming' }));
    expect(expanded()).toEqual(['false', 'true', 'false']);
    expect(screen.getByRole('region', { name: '02/ Brainstorming' })).toHaveTextContent(/group creativity session/);

    await user.click(screen.getByRole('button', { name: '02/ Brainstorming' }));
    expect(expanded()).toEqual(['false', 'false', 'false']);
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithSite(<WorkingProcess {...fixture} />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: '02/ Brainstorming' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(expanded()).toEqual(['false', 'true', 'false']);
  });

  it('takes closed panels out of the page for assistive technology and the keyboard', () => {
    renderWithSite(<WorkingProcess {...fixture} />);
    expect(screen.queryByRole('region', { name: '03/ Launch' })).not.toBeInTheDocument();
    expect(screen.getByText(/We deliver the final product/).closest('[inert]')).not.toBeNull();
  });
});
