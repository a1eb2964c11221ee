import { visibleText } from '@/shared/visible-text';
import { labels } from '../ui/labels';
import { useEditor } from '../state/editor-context';
import { Hint } from '../ui/controls';
import { formatTime } from '../ui/zoned-time';
import { editorConfig } from '../api/editor-config';

/** Which version visitors see, and since when. */
export function LiveInfo() {
  const { live } = useEditor().state.base;
  return <Hint>{live ? labels.live(live.id, formatTime(live.createdAt, editorConfig()?.timeZone), visibleText(live.author)) : labels.noLive}</Hint>;
}
