import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLabels } from '@/hooks/use-labels';
import { useLocale } from '@/hooks/use-locale';
import { contactRulesIn, type ContactValues } from './contact-rules';

const emptyValues: ContactValues = { name: '', email: '', phone: '', message: '' };

/**
 * react-hook-form on a native form: validates on submit and again on every change, focuses the first
 * invalid field, and when all is valid lets the browser post the form itself, so the server's one answer
 * (303 to the block's successPage in the posted locale, read from the build manifest) serves visitors with and
 * without JavaScript alike. The messages are the page's language's (settings.interface), as the server's are.
 */
export function useContactForm() {
  const labels = useLabels();
  const { current: locale } = useLocale();
  const rules = useMemo(() => contactRulesIn(labels), [labels]);
  const formRef = useRef<HTMLFormElement>(null);
  const [sending, setSending] = useState(false);
  const { register, handleSubmit, formState } = useForm<ContactValues>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    defaultValues: emptyValues,
  });

  useEffect(() => {
    const form = formRef.current;
    // Until hydration the browser's own validation guards the form; from now on the form shows its messages.
    if (form) form.noValidate = true;
    // Coming back with the Back button restores the page as it was left, mid-send.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setSending(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const onSubmit = handleSubmit((_values, event) => {
    // A second click while the page is leaving would post the request twice.
    if (sending) return;
    setSending(true);
    (event?.target as HTMLFormElement | undefined)?.submit();
  });

  return { formRef, register, rules, locale, errors: formState.errors, onSubmit, sending };
}
