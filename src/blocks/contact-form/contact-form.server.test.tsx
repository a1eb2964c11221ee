// @vitest-environment node
import { expect, it } from 'vitest';
import { renderOnServer } from '@/test/render-on-server';
import { ContactForm } from './contact-form';
import { fixture } from './contact-form.fixture';

// The prerendered form is what a visitor without JavaScript uses: the browser must validate and post it.
it('renders on the server as a native form the browser validates: required fields, e-mail type, no novalidate', () => {
  const html = renderOnServer(<ContactForm {...fixture} />);
  expect(typeof window).toBe('undefined');
  const form = /<form[^>]*>/.exec(html)?.[0];
  expect(form).toContain('method="post"');
  expect(form).toContain('action="/backend/submit.php"');
  expect(html).not.toMatch(/novalidate/i);
  expect(html.match(/<input[^>]*required=""/g)).toHaveLength(3);
  expect(html).toMatch(/<input[^>]*type="email"[^>]*name="email"/);
  expect(html).not.toContain('data-loaded');
});
