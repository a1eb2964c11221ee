// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { apiQuery, filterOf, isFiltered, languageChoices, noFilter, searchOf } from './lead-filter';

const parse = (query: string) => filterOf(new URLSearchParams(query));

describe("the list's filter in the address", () => {
  it('reads every part, trimmed, and leaves out what is none', () => {
    expect(parse('status=spam&words=%20acme%20&assignee=root%40example.com&locale=hi&from=2026-11-01&to=2026-11-30')).toEqual({
      words: 'acme',
      status: 'spam',
      assignee: 'root@example.com',
      locale: 'hi',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(parse('status=archived&from=yesterday&to=2026-02-31')).toEqual(noFilter);
    expect(parse('')).toEqual(noFilter);
  });

  it('writes one address per filter, empty parts left out, and reads it back as it was', () => {
    const filter = { ...noFilter, words: '100% <b>', status: 'won' as const, to: '2026-11-30' };
    expect(searchOf(filter)).toBe('?status=won&words=100%25+%3Cb%3E&to=2026-11-30');
    expect(parse(searchOf(filter).slice(1))).toEqual(filter);
    expect(searchOf(noFilter)).toBe('');
  });

  it('asks the API for whole days in the site’s time zone, the last day included', () => {
    const query = apiQuery({ ...noFilter, status: 'new', words: '%', from: '2026-11-01', to: '2026-11-30' }, 'Asia/Kolkata');
    expect(Object.fromEntries(query)).toEqual({ words: '%', status: 'new', from: '2026-10-31T18:30:00.000Z', to: '2026-11-30T18:30:00.000Z' });
    expect(apiQuery(noFilter, 'UTC').toString()).toBe('');
  });

  it('keeps Nobody (assignee=none) through the address and into the API query', () => {
    expect(parse('assignee=none')).toEqual({ ...noFilter, assignee: 'none' });
    expect(searchOf({ ...noFilter, assignee: 'none' })).toBe('?assignee=none');
    expect(apiQuery({ ...noFilter, assignee: 'none' }, 'UTC').toString()).toBe('assignee=none');
  });

  it("offers the site's languages, and the address's own when the site has it no longer", () => {
    expect(languageChoices(['en', 'hi'], '')).toEqual(['en', 'hi']);
    expect(languageChoices(['en', 'hi'], 'hi')).toEqual(['en', 'hi']);
    expect(languageChoices(['en', 'hi'], 'fr')).toEqual(['en', 'hi', 'fr']);
    expect(languageChoices([], '')).toEqual([]);
  });

  it('tells a filter beyond the status apart', () => {
    expect(isFiltered(noFilter)).toBe(false);
    expect(isFiltered({ ...noFilter, status: 'won' })).toBe(false);
    expect(isFiltered({ ...noFilter, locale: 'en' })).toBe(true);
  });
});
