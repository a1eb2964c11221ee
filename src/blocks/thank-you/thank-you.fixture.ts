import type { ThankYou } from '@/generated/site';

export const fixture: ThankYou = {
  type: 'thank-you',
  heading: 'We Have Received Your Request, Our Team Will Contact You Shortly',
  text: 'Thank you for writing to us. A consultant will call or e-mail you within one working day to talk about your project and the next steps.',
  link: { label: 'Return to homepage', to: '/' },
};
