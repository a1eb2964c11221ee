import { useSite } from '@/content/site-context';
import { useExternalScript } from '@/hooks/use-external-script';

/**
 * Loads the third-party live-chat widget named in settings.liveChat, if any; renders nothing itself. The browser runs
 * it only where the server's CSP allows its origin: on the public site when the operator lists it in SCRIPT_ORIGINS,
 * never in the editor or at EDITOR_HOST.
 */
export function LiveChat() {
  const { settings } = useSite();
  useExternalScript(settings.liveChat?.scriptUrl);
  return null;
}
