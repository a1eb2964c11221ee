import { useSite } from '@/content/site-context';
import { SystemScreen } from './system-screen';

/** What a visitor sees when a page fails to render. */
export function ErrorScreen() {
  const { systemPages } = useSite();
  const { heading, text, link } = systemPages.error;
  return <SystemScreen heading={heading} text={text} link={link} />;
}
