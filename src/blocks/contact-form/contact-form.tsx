import { useId } from 'react';
import type { ContactForm as ContactFormProps } from '@/generated/site';
import { ButtonArrow } from '@/components/button';
import { Section } from '@/components/section';
import { SectionHeading } from '@/components/section-heading';
import { useFirstScreen } from '@/content/first-screen';
import { contactPath, honeypotField, localeField } from '@/shared/contact-endpoint';
import { useLabels } from '@/hooks/use-labels';
import { BlurImage } from './blur-image';
import { sideImage } from './contact-form.images';
import type { ContactField } from './contact-rules';
import { FormField } from './form-field';
import { useContactForm } from './use-contact-form';
import { Actions, Card, Fields, Intro, Layout, Media, Note, SubmitButton } from './contact-form.styles';

const autoComplete: Record<ContactField, string> = { name: 'name', email: 'email', phone: 'tel', message: 'off' };

/**
 * The contact form beside a tall image; a native POST to the contact endpoint, checked first in the browser.
 * Its successPage is not used here: the server redirects to it (in the posted locale) from the build manifest.
 */
export function ContactForm({ id, eyebrow, heading, text, fields, requiredNote, submitLabel, image, placeholder }: ContactFormProps) {
  const labels = useLabels();
  const headingId = useId();
  const trapId = useId();
  const { formRef, register, rules, locale, errors, onSubmit, sending } = useContactForm();
  const firstScreen = useFirstScreen();

  const field = (name: ContactField, options: { type?: 'tel'; multiline?: boolean; wide?: boolean } = {}) => (
    <FormField
      label={fields[name].label}
      placeholder={fields[name].placeholder}
      registration={register(name, rules[name].rules)}
      native={rules[name].native}
      error={errors[name]?.message}
      autoComplete={autoComplete[name]}
      {...options}
    />
  );

  return (
    <Section id={id} labelledBy={headingId}>
      <Layout>
        <Media>
          <BlurImage image={image} placeholder={placeholder} {...sideImage} priority={firstScreen} />
        </Media>
        <Card>
          <SectionHeading id={headingId} eyebrow={eyebrow} heading={heading} />
          <Intro>{text}</Intro>
          <form ref={formRef} method="post" action={contactPath} onSubmit={onSubmit} aria-labelledby={headingId}>
            <Fields>
              {field('name', { wide: true })}
              {field('email')}
              {field('phone', { type: 'tel' })}
              {field('message', { multiline: true, wide: true })}
            </Fields>
            {/* The page's language: the server answers, stores and thanks in it. */}
            <input type="hidden" name={localeField} value={locale} />
            {/* People never see this field; a bot that fills it is answered as usual and not stored. */}
            <div className="visually-hidden" aria-hidden="true">
              <label htmlFor={trapId}>{labels.honeypot}</label>
              <input id={trapId} type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
            </div>
            <Actions>
              {requiredNote && <Note>{requiredNote}</Note>}
              <SubmitButton type="submit" aria-disabled={sending || undefined}>
                {submitLabel}
                <ButtonArrow />
              </SubmitButton>
            </Actions>
          </form>
        </Card>
      </Layout>
    </Section>
  );
}
