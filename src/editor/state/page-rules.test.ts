import { describe, expect, it } from 'vitest';
import type { Page } from '@/generated/site';
import { newPage, pageIdFor } from './page-rules';

const page = (path: string, id?: string): Page => ({ ...(id !== undefined && { id }), path, title: path, sections: [] });

describe('a new page', () => {
  it('gets an id made from its path', () => {
    expect(newPage({ path: ' /careers ', title: ' Careers ', description: '', breadcrumb: '' }, [page('/', 'home')])).toEqual({ id: 'careers', path: '/careers', title: 'Careers', sections: [] });
    expect(pageIdFor('/services/web', [])).toBe('services-web');
    expect(pageIdFor('/', [])).toBe('home');
  });

  it('gets an id no other page has', () => {
    const pages = [page('/', 'home'), page('/services-web', 'services-web'), page('/x', 'services-web-2')];
    expect(pageIdFor('/services/web', pages)).toBe('services-web-3');
    expect(pageIdFor('/', pages)).toBe('home-2');
  });

  it('gets an id of the schema’s form whatever its path starts with, and at most 64 characters', () => {
    expect(pageIdFor('/2026-report', [])).toBe('page-2026-report');
    const long = `/${'word-'.repeat(30)}end`;
    const id = pageIdFor(long, [page('/taken', pageIdFor(long, []))]);
    expect(id).toMatch(/^[a-z][a-z0-9-]{0,63}$/);
    expect(id.endsWith('-2')).toBe(true);
  });
});
