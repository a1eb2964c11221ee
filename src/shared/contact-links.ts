/** A tel: link from a phone number as written for people ("+91 562 400 2008" → "tel:+915624002008"). */
export const telHref = (phone: string) => `tel:+${phone.replace(/\D/g, '')}`;

export const mailtoHref = (email: string) => `mailto:${email}`;
