import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FirstScreenContext } from '@/content/first-screen';
import { renderWithSite } from '@/test/render';
import { site as realSite } from '@/content/site';
import { localizeSite } from '@/shared/localize';
import { ContactForm } from './contact-form';
import { fixture } from './contact-form.fixture';

const required = ['Name is required.', 'Email is required.', 'Phone is required.'];

/** The site as a Hindi page holds it: its texts in Hindi and settings.language 'hi'. */
const hindiSite = (() => {
  const localized = localizeSite(realSite, 'hi');
  return { ...localized, settings: { ...localized.settings, language: 'hi' } };
})();

describe('ContactForm', () => {
  let submit: ReturnType<typeof vi.fn<() => void>>;
  beforeEach(() => {
    submit = vi.fn<() => void>();
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(submit);
  });
  afterEach(() => vi.restoreAllMocks());

  const form = () => screen.getByRole('form', { name: 'Contact us for a personal experience' });
  const sendButton = () => screen.getByRole('button', { name: 'Send request' });

  it('is a native POST form to /backend/submit.php with the four fields, named as the server expects', () => {
    renderWithSite(<ContactForm {...fixture} />);
    expect(form()).toHaveAttribute('method', 'post');
    expect(form()).toHaveAttribute('action', '/backend/submit.php');
    expect(screen.getByRole('textbox', { name: /Your name/ })).toHaveAttribute('name', 'name');
    expect(screen.getByRole('textbox', { name: /Email address/ })).toHaveAttribute('name', 'email');
    expect(screen.getByRole('textbox', { name: /Phone number/ })).toHaveAttribute('name', 'phone');
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveAttribute('name', 'message');
  });

  it('keeps the native required and type="email" attributes, and an Indian phone placeholder', () => {
    renderWithSite(<ContactForm {...fixture} />);
    for (const name of [/Your name/, /Email address/, /Phone number/]) expect(screen.getByRole('textbox', { name })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /Message/ })).not.toBeRequired();
    expect(screen.getByRole('textbox', { name: /Email address/ })).toHaveAttribute('type', 'email');
    const phone = screen.getByRole('textbox', { name: /Phone number/ });
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('placeholder', '+91 98765 43210');
    expect(new RegExp(`^(?:${phone.getAttribute('pattern')})$`, 'v').test('+91 98765 43210')).toBe(true);
  });

  it('turns off the browser validation once hydrated, to show its own messages', () => {
    renderWithSite(<ContactForm {...fixture} />);
    expect(form()).toHaveAttribute('novalidate');
  });

  it('shows the three messages under their fields on an empty submit, and focuses the first invalid field', async () => {
    const user = userEvent.setup();
    renderWithSite(<ContactForm {...fixture} />);
    await user.click(sendButton());
    for (const [label, message] of [[/Your name/, required[0]], [/Email address/, required[1]], [/Phone number/, required[2]]] as const) {
      const input = screen.getByRole('textbox', { name: label });
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(message);
    }
    expect(screen.getByRole('textbox', { name: /Your name/ })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /Message/ })).not.toHaveAttribute('aria-invalid');
    expect(submit).not.toHaveBeenCalled();
  });

  it('clears a message as soon as the field is fixed, and shows format messages while typing', async () => {
    const user = userEvent.setup();
    renderWithSite(<ContactForm {...fixture} />);
    await user.click(sendButton());
    const name = screen.getByRole('textbox', { name: /Your name/ });
    await user.type(name, 'Asha');
    expect(screen.queryByText('Name is required.')).not.toBeInTheDocument();
    expect(name).not.toHaveAttribute('aria-invalid');

    const email = screen.getByRole('textbox', { name: /Email address/ });
    await user.type(email, 'asha@');
    expect(email).toHaveAccessibleDescription('Enter a valid email address, like name@example.com.');
    await user.type(email, 'example.in');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Phone is required.')).toBeInTheDocument();
  });

  it('refuses a phone number that is not one, with the schema message, and focuses it', async () => {
    const user = userEvent.setup();
    renderWithSite(<ContactForm {...fixture} />);
    await user.type(screen.getByRole('textbox', { name: /Your name/ }), 'Asha');
    await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'asha@example.in');
    await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '12345');
    await user.click(sendButton());
    const phone = screen.getByRole('textbox', { name: /Phone number/ });
    expect(phone).toHaveAccessibleDescription('Enter a phone number with 7 to 15 digits, like +91 98765 43210.');
    expect(phone).toHaveFocus();
    expect(submit).not.toHaveBeenCalled();
  });

  it('lets the browser post the form once it is valid, only once', async () => {
    const user = userEvent.setup();
    renderWithSite(<ContactForm {...fixture} />);
    await user.type(screen.getByRole('textbox', { name: /Your name/ }), 'Asha Verma');
    await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'asha@example.in');
    await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '+91 98765 43210');
    await user.click(sendButton());
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.contexts[0]).toBe(form());
    expect(sendButton()).toHaveAttribute('aria-disabled', 'true');
    await user.click(sendButton());
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('carries a hidden, empty honeypot field that keyboard users never reach', () => {
    renderWithSite(<ContactForm {...fixture} />);
    const trap = form().querySelector<HTMLInputElement>('input[name="website"]');
    expect(trap).not.toBeNull();
    expect(trap).toHaveValue('');
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(within(form()).queryByRole('textbox', { name: /Leave this field empty/ })).not.toBeInTheDocument();
  });

  it('shows the side image lazily, with its size and a blurred placeholder behind it', () => {
    renderWithSite(<ContactForm {...fixture} />);
    const image = screen.getByAltText(fixture.image.alt);
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '397');
    expect(image).toHaveAttribute('height', '635');
    expect(image).toHaveAttribute('src', fixture.image.src);
    // jsdom never loads images, so the image waits, hidden, over its placeholder
    expect(image).toHaveAttribute('data-loaded', 'false');
    const placeholder = image.closest('picture')?.parentElement?.querySelector('img[aria-hidden="true"]');
    expect(placeholder).toHaveAttribute('src', fixture.placeholder);
    expect(placeholder).toHaveAttribute('loading', 'lazy');
  });

  it('fetches the side image nowhere the block hides it: below the nav breakpoint an empty source answers', () => {
    renderWithSite(<ContactForm {...fixture} />);
    const source = screen.getByAltText(fixture.image.alt).closest('picture')?.querySelector('source');
    expect(source).toHaveAttribute('media', 'not all and (min-width: 992px)');
    expect(source?.getAttribute('srcset')).toMatch(/^data:/);
  });

  it('loads the side image first when the form opens the page', () => {
    renderWithSite(
      <FirstScreenContext value>
        <ContactForm {...fixture} />
      </FirstScreenContext>,
    );
    const image = screen.getByAltText(fixture.image.alt);
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('fades the image in once it has loaded', () => {
    renderWithSite(<ContactForm {...fixture} />);
    const image = screen.getByAltText(fixture.image.alt);
    image.dispatchEvent(new Event('load'));
    expect(image).toHaveAttribute('data-loaded', 'true');
  });
});

describe('ContactForm on a Hindi page', () => {
  let submit: ReturnType<typeof vi.fn<() => void>>;
  beforeEach(() => {
    submit = vi.fn<() => void>();
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(submit);
  });
  afterEach(() => vi.restoreAllMocks());

  const sendButton = () => screen.getByRole('button', { name: 'Send request' });

  it("posts the page's language in a hidden field, and 'en' on an English page", () => {
    const { container, unmount } = renderWithSite(<ContactForm {...fixture} />, { site: hindiSite, path: '/hi/contact-us' });
    expect(container.querySelector('input[type="hidden"][name="locale"]')).toHaveValue('hi');
    unmount();
    const english = renderWithSite(<ContactForm {...fixture} />);
    expect(english.container.querySelector('input[type="hidden"][name="locale"]')).toHaveValue('en');
  });

  it('shows the three required-field messages in Hindi, from settings.interface', async () => {
    const user = userEvent.setup();
    renderWithSite(<ContactForm {...fixture} />, { site: hindiSite, path: '/hi/contact-us' });
    await user.click(sendButton());
    const hindi = ['नाम ज़रूरी है।', 'ई-मेल ज़रूरी है।', 'फ़ोन नंबर ज़रूरी है।'];
    for (const [label, message] of [[/Your name/, hindi[0]], [/Email address/, hindi[1]], [/Phone number/, hindi[2]]] as const) {
      expect(screen.getByRole('textbox', { name: label })).toHaveAccessibleDescription(message);
    }
    for (const english of required) expect(screen.queryByText(english)).not.toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it('shows the e-mail and phone format messages in Hindi', async () => {
    const user = userEvent.setup();
    renderWithSite(<ContactForm {...fixture} />, { site: hindiSite, path: '/hi/contact-us' });
    await user.type(screen.getByRole('textbox', { name: /Your name/ }), 'आशा');
    await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'asha@');
    await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '12345');
    await user.click(sendButton());
    expect(screen.getByRole('textbox', { name: /Email address/ })).toHaveAccessibleDescription('सही ई-मेल पता लिखें, जैसे name@example.com।');
    expect(screen.getByRole('textbox', { name: /Phone number/ })).toHaveAccessibleDescription('7 से 15 अंकों वाला फ़ोन नंबर लिखें, जैसे +91 98765 43210।');
  });
});
