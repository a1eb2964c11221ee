import { useId } from 'react';
import type { ContactForm as ContactFormProps } from '@/generated/site';
import { Section } from '@/components/section';
import { SectionHeading } from '@/components/section-heading';
import { contactPath, honeypotField } from '@/server/contact-endpoint';
import { BlurImage } from './blur-image';
import { contactRules, type ContactField } from './contact-rules';
import { FormField } from './form-field';
import { useContactForm } from './use-contact-form';
import { Actions, Card, Fields, Intro, Layout, Media, Note, SubmitButton } from './contact-form.styles';

const autoComplete: Record<ContactField, string> = { name: 'name', email: 'email', phone: 'tel', message: 'off' };

/**
 * The contact form beside a tall image; a native POST to the contact endpoint, checked first in the browser.
 * Its successPage is not used here: the server redirects to it from the build manifest, so no field carries it.
 */
export function ContactForm({ id, eyebrow, heading, text, fields, requiredNote, submitLabel, image, placeholder }: ContactFormProps) {
  const headingId = useId();
  const trapId = useId();
  const { formRef, register, errors, onSubmit, sending } = useContactForm();

  const field = (name: ContactField, options: { type?: 'tel'; multiline?: boolean; wide?: boolean } = {}) => (
    <FormField
      label={fields[name].label}
      placeholder={fields[name].placeholder}
      registration={register(name, contactRules[name].rules)}
      native={contactRules[name].native}
      error={errors[name]?.message}
      autoComplete={autoComplete[name]}
      {...options}
    />
  );

  return (
    <Section id={id} labelledBy={headingId}>
      <Layout>
        <Media>
          <BlurImage image={image} placeholder={placeholder} />
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
            {/* People never see this field; a bot that fills it is answered as usual and not stored. */}
            <div className="visually-hidden" aria-hidden="true">
              <label htmlFor={trapId}>Leave this field empty</label>
              <input id={trapId} type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
            </div>
            <Actions>
              {requiredNote && <Note>{requiredNote}</Note>}
              <SubmitButton type="submit" aria-disabled={sending || undefined}>
                {submitLabel}
                <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                  <path d="M3 8h10M9 4l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </SubmitButton>
            </Actions>
          </form>
        </Card>
      </Layout>
    </Section>
  );
}
