import type { ContactForm } from '@/generated/site';

export const fixture: ContactForm = {
  type: 'contact-form',
  eyebrow: 'Contact us',
  heading: 'Contact us for a personal experience',
  text: 'Tell us about your idea. A senior engineer reads every request and replies within one working day.',
  fields: {
    name: { label: 'Your name', placeholder: 'Asha Verma' },
    email: { label: 'Email address', placeholder: 'asha@company.in' },
    phone: { label: 'Phone number', placeholder: '+91 98765 43210' },
    message: { label: 'Message (optional)', placeholder: 'What would you like to build?' },
  },
  requiredNote: 'Fields marked * are required.',
  submitLabel: 'Send request',
  successPage: '/thank-you',
  image: { src: '/images/contact-side.svg', alt: 'A chat on a phone between a client and our team', width: 397, height: 635 },
  placeholder: '/images/contact-side-blur.svg',
};
