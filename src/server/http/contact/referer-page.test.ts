// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { refererPage } from './referer-page';

const from = (referer: string | undefined, host = 'www.example.com') => refererPage({ headers: { referer, host } });

describe('the page a contact request came from', () => {
  it("is the path of a Referer on the request's own host, without its query or fragment", () => {
    expect(from('https://www.example.com/hi/contact-us')).toBe('/hi/contact-us');
    expect(from('http://www.example.com/contact-us?utm_source=mail#form')).toBe('/contact-us');
    expect(from('https://WWW.example.com/')).toBe('/');
  });

  it('is unknown without a Referer, from another site, another scheme, or a path too long to be a page', () => {
    expect(from(undefined)).toBe('');
    expect(from('https://evil.example/contact-us')).toBe('');
    expect(from('https://www.example.com.evil.example/x')).toBe('');
    expect(from('javascript:alert(1)')).toBe('');
    expect(from('not a url')).toBe('');
    expect(from(`https://www.example.com/${'a'.repeat(400)}`)).toBe('');
  });
});
