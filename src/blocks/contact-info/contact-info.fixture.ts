import type { ContactInformation } from '@/generated/site';

export const fixture: ContactInformation = {
  type: 'contact-info',
  eyebrow: 'Get in touch',
  heading: 'Contact Information',
  text: 'Prefer to talk first? Call, write or visit us: the people who answer are the people who build your software.',
  boxes: [
    { contact: 'phone', title: 'Call us', text: 'Mon–Sat, 10:00–19:00 IST', icon: 'phone' },
    { contact: 'email', title: 'Email us', text: 'We reply within one working day', icon: 'mail' },
    { contact: 'address', title: 'Office address', text: 'Visits by appointment, Mon–Sat', icon: 'map-pin' },
  ],
};
