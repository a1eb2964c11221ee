import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { aLead } from '../../../test/editor/fake-leads-api';
import { isNewSince, readSeen, rememberSeen, seenKey, useSeenLeads } from './seen-leads';

beforeEach(() => localStorage.clear());

describe('the leads seen, per account', () => {
  it('stores the highest id per account and never goes back', () => {
    expect(readSeen(localStorage, 'sam@example.com')).toBeNull();
    rememberSeen(localStorage, 'sam@example.com', 12);
    rememberSeen(localStorage, 'sam@example.com', 9);
    rememberSeen(localStorage, 'kim@example.com', 3);
    expect(localStorage.getItem(seenKey('sam@example.com'))).toBe('12');
    expect(readSeen(localStorage, 'kim@example.com')).toBe(3);
    localStorage.setItem(seenKey('kim@example.com'), 'not a number');
    expect(readSeen(localStorage, 'kim@example.com')).toBeNull();
  });

  it('counts as new only what is above the id of the last visit', () => {
    expect(isNewSince(13, 12)).toBe(true);
    expect(isNewSince(12, 12)).toBe(false);
    expect(isNewSince(13, null)).toBe(false);
  });

  it('keeps the last visit’s id for the whole page; a first visit takes what it shows first as seen', () => {
    const [a, b, c] = [aLead(), aLead(), aLead()];
    localStorage.setItem(seenKey('sam@example.com'), String(a.id));
    const returning = renderHook(() => useSeenLeads('sam@example.com'));
    act(() => returning.result.current.see([b, a]));
    act(() => returning.result.current.see([c]));
    expect(returning.result.current.baseline).toBe(a.id);
    expect(readSeen(localStorage, 'sam@example.com')).toBe(c.id);

    const first = renderHook(() => useSeenLeads('new@example.com'));
    expect(first.result.current.baseline).toBeNull();
    act(() => first.result.current.see([b, a]));
    act(() => first.result.current.see([c]));
    expect(first.result.current.baseline).toBe(b.id);
  });
});
