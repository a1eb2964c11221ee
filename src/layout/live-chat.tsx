import { useSite } from '@/content/site-context';
import { useExternalScript } from '@/hooks/use-external-script';

/** Loads the third-party live-chat widget named in settings.liveChat, if any; renders nothing itself. */
export function LiveChat() {
  const { settings } = useSite();
  useExternalScript(settings.liveChat?.scriptUrl);
  return null;
}
