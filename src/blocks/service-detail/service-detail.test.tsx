import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { site } from '@/content/site';
import { FirstScreenContext } from '@/content/first-screen';
import { renderWithSite } from '@/test/render';
import { ServiceDetail } from './service-detail';
import { fixture } from './service-detail.fixture';

const overview = () => screen.getByRole('region', { name: 'Custom Software Development' });

describe('ServiceDetail', () => {
  it('titles the overview with the service it references, over the intro and the hero image', () => {
    renderWithSite(<ServiceDetail {...fixture} />);
    expect(within(overview()).getByRole('heading', { level: 2 })).toHaveTextContent('Custom Software Development');
    expect(within(overview()).getByText(/Off-the-shelf tools make you work their way/)).toBeInTheDocument();
    const image = within(overview()).getByRole('img', { name: fixture.image.alt });
    expect(image).toHaveAttribute('src', '/images/services/custom-software-development.svg');
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('loads the hero image first when the block opens the page', () => {
    renderWithSite(
      <FirstScreenContext value>
        <ServiceDetail {...fixture} />
      </FirstScreenContext>,
    );
    const image = within(overview()).getByRole('img', { name: fixture.image.alt });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('follows a rename of the service entity', () => {
    const edited = structuredClone(site);
    const service = edited.services.find((item) => item.id === 'custom-software-development');
    if (service) service.title = 'Bespoke Software';
    renderWithSite(<ServiceDetail {...fixture} />, { site: edited });
    expect(screen.getByRole('heading', { level: 2, name: 'Bespoke Software' })).toBeInTheDocument();
    expect(screen.queryByText('Custom Software Development')).not.toBeInTheDocument();
  });

  it('shows the two highlight columns, each a title and its text', () => {
    renderWithSite(<ServiceDetail {...fixture} />);
    const columns = within(overview()).getAllByRole('listitem');
    expect(columns).toHaveLength(2);
    expect(columns.map((column) => within(column).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Design and architecture',
      'Agile development and implementation',
    ]);
    expect(columns[1]).toHaveTextContent(/two-week sprints/);
  });

  it('lists the approach steps in order under their own heading, each with its description', () => {
    renderWithSite(<ServiceDetail {...fixture} />);
    const approach = screen.getByRole('region', { name: 'Our Approach' });
    expect(within(approach).getByText(/Five steps take your software/)).toBeInTheDocument();
    const steps = within(within(approach).getByRole('list')).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Research and Competitor Analysis',
      'Custom Software Design and Architecture',
      'Development and Implementation',
      'Quality Assurance and Testing',
      'Launch and Post-Launch Support',
    ]);
    expect(steps[3]).toHaveTextContent(/Automated and manual tests/);
    expect(steps.every((step) => step.querySelector('svg[aria-hidden="true"] path'))).toBe(true);
  });

  it('renders as many steps as the block gives', () => {
    renderWithSite(<ServiceDetail {...fixture} approach={{ ...fixture.approach, text: undefined, steps: fixture.approach.steps.slice(0, 4) }} />);
    const approach = screen.getByRole('region', { name: 'Our Approach' });
    expect(within(approach).getAllByRole('listitem')).toHaveLength(4);
    expect(within(approach).queryByText('Launch and Post-Launch Support')).not.toBeInTheDocument();
  });

  it('puts the anchor id on the first band', () => {
    renderWithSite(<ServiceDetail {...fixture} id="overview" />);
    expect(overview()).toHaveAttribute('id', 'overview');
  });
});
