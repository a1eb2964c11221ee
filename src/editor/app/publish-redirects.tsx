import { useCallback } from 'react';
import type { Site } from '@/generated/site';
import { isExternal } from '@/shared/redirect-addresses';
import { languagesOf, localePath } from '@/shared/localize';
import { fetchPublishRedirects, type Redirect } from '../api/live-api';
import { useEditor } from '../state/editor-context';
import { labels } from '../ui/labels';
import { useFetched } from '../ui/use-fetched';

/** The sentence of a redirect a publish makes: its paths, then the same in the site's other languages. */
function madeText({ from, to = '' }: Redirect, site: Site): string {
  const { defaultLocale, codes } = languagesOf(site.settings);
  const others = codes.filter((code) => code !== defaultLocale).map((code) => [localePath(from, code, defaultLocale), isExternal(to) ? to : localePath(to, code, defaultLocale)] as const);
  return labels.publishRedirectMade(from, to, others);
}

/**
 * In the Publish dialog: the old addresses this publish sends on to the pages' new ones, and the redirects a page
 * now takes the address of, asked of the server as the dialog opens (it works them out from the saved draft).
 * Nothing when the publish changes no address.
 */
export function PublishRedirects() {
  const { state } = useEditor();
  const { fetched } = useFetched(useCallback(() => fetchPublishRedirects(), []));
  if (fetched.phase === 'loading') return <p role="status">{labels.publishRedirectsLoading}</p>;
  if (fetched.phase === 'failed') return <p role="alert">{labels.publishRedirectsFailed(fetched.message)}</p>;
  if (fetched.phase !== 'ready') return null;
  const { added, removed } = fetched.data;
  if (added.length === 0 && removed.length === 0) return null;
  return (
    <div role="status">
      <p>{labels.publishRedirectsIntro}</p>
      <ul>
        {added.map((redirect) => (
          <li key={`made ${redirect.from}`}>{madeText(redirect, state.base.site)}</li>
        ))}
        {removed.map((redirect) => (
          <li key={`removed ${redirect.from}`}>{labels.publishRedirectRemoved(redirect.from, redirect.status === 410 ? null : (redirect.to ?? null))}</li>
        ))}
      </ul>
    </div>
  );
}
