import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchPageData } from './page-data';
import type { PageData } from './site-types';

const answer = (data: Partial<PageData>) => vi.fn(async () => new Response(JSON.stringify(data), { status: 200, headers: { 'content-type': 'application/json' } }));

describe('a navigation’s page data', () => {
  const assign = vi.fn();
  afterEach(() => {
    vi.unstubAllGlobals();
    assign.mockReset();
  });
  const navigate = async (data: Partial<PageData>, font?: string) => {
    vi.stubGlobal('fetch', answer(data));
    vi.stubGlobal('location', { assign });
    const settled = await Promise.race([fetchPageData('/hi/faq', 'b1', '/hi/faq?x=1', font), new Promise((resolve) => setTimeout(() => resolve('loading whole'), 50))]);
    return settled;
  };

  it('is used as it comes when its build and font subset are this document’s', async () => {
    expect(await navigate({ build: 'b1', font: '/_fonts/a.woff2' }, '/_fonts/a.woff2')).toEqual({ build: 'b1', font: '/_fonts/a.woff2' });
    expect(assign).not.toHaveBeenCalled();
  });

  it('loads the page whole when its font subset is not this document’s: this one may lack its glyphs', async () => {
    expect(await navigate({ build: 'b1', font: '/_fonts/b.woff2' }, '/_fonts/a.woff2')).toBe('loading whole');
    expect(assign).toHaveBeenCalledWith('/hi/faq?x=1');
  });

  it('is used when one of the two has no subset: a page without one draws its script in the whole font', async () => {
    expect(await navigate({ build: 'b1', font: '/_fonts/b.woff2' })).toEqual({ build: 'b1', font: '/_fonts/b.woff2' });
    expect(await navigate({ build: 'b1' }, '/_fonts/a.woff2')).toEqual({ build: 'b1' });
    expect(assign).not.toHaveBeenCalled();
  });

  it('loads the page whole from another code build', async () => {
    expect(await navigate({ build: 'b2' })).toBe('loading whole');
    expect(assign).toHaveBeenCalledWith('/hi/faq?x=1');
  });
});
