import styled from 'styled-components';
import { theme } from '@/theme/tokens';
import { editorConfig, type EditorConfig } from '../api/editor-config';
import { labels, words } from '../ui/labels';
import { useEditor } from '../state/editor-context';
import { publishable } from '../state/use-publish';
import type { SaveStatus } from '../state/use-site-sync';
import { Button, ButtonRow, Hint } from '../ui/controls';
import { LanguageSwitch } from '../features/languages/language-switch';
import { Account } from '../ui/account';
import { LiveTools } from './live-tools';
import { LiveInfo } from './live-info';
import { MediaButton } from '../features/media/media-button';
import { RedirectsButton } from '../features/redirects/redirects-dialog';
import { PublishButton } from './publish-button';
import { ScheduleButton } from '../features/schedules/schedule-tools';
import { SchedulesProvider } from '../state/schedules';
import { RequestReviewButton } from '../features/reviews/request-review-button';
import { ReviewProvider, useReview } from '../features/reviews/review-context';
import { useSettingsAfterRefusedPublish } from '../features/reviews/use-settings-after-refusal';

const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm} ${theme.space.lg};
  padding: ${theme.space.sm} ${theme.space.md};
  border-bottom: 1px solid ${theme.colors.line};
  background: ${theme.colors.paper};
  h1 {
    font-size: ${theme.fontSizes.lg};
  }
`;

const Status = styled.p<{ $dirty: boolean }>`
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ $dirty }) => ($dirty ? theme.colors.accentInk : theme.colors.textMuted)};
`;

interface Props {
  status: SaveStatus;
  problemCount: number;
  onSave: () => void;
  /** the live site only */
  onPublish: () => void;
  /** the version the last Publish made */
  published: number | null;
  onRestored: () => Promise<void>;
}

function statusText(status: SaveStatus, dirty: boolean, published: number | null) {
  const text = words();
  if (status === 'saving') return text.saving;
  if (status === 'publishing') return text.publishing;
  if (dirty) return text.unsaved;
  if (status === 'published' && published !== null) return text.published(published);
  return status === 'saved' ? text.saved : text.noChanges;
}

/** The editor's banner: undo, redo, save and whether anything is unsaved, the media library; on the live site publishing and the account. */
export function EditorToolbar(props: Props) {
  const config = editorConfig();
  if (!config) return <Toolbar {...props} config={null} />;
  // the live site's parts share what they ask the server: the schedules, the review setting and the requests
  return (
    <SchedulesProvider>
      <ReviewProvider config={config}>
        <Toolbar {...props} config={config} />
      </ReviewProvider>
    </SchedulesProvider>
  );
}

function Toolbar({ status, problemCount, onSave, onPublish, published, onRestored, config }: Props & { config: EditorConfig | null }) {
  const { state, dispatch, dirty } = useEditor();
  const busy = status === 'saving' || status === 'publishing';
  // an editor whose changes need review asks for it instead of publishing or scheduling
  const mustRequest = useReview()?.mustRequest ?? false;
  useSettingsAfterRefusedPublish(status);
  return (
    <Bar>
      <h1>{labels.title}</h1>
      <ButtonRow>
        <Button type="button" onClick={() => dispatch({ type: 'undo' })} disabled={state.past.length === 0} aria-keyshortcuts="Control+Z Meta+Z">
          {labels.undo}
        </Button>
        <Button type="button" onClick={() => dispatch({ type: 'redo' })} disabled={state.future.length === 0} aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y">
          {labels.redo}
        </Button>
        <Button type="button" $variant="primary" onClick={onSave} disabled={!dirty || busy} aria-keyshortcuts="Control+S Meta+S">
          {labels.save}
        </Button>
        {config && mustRequest && <RequestReviewButton disabled={busy || (!dirty && !publishable(state.base))} takeFocus={status === 'failed'} />}
        {config && !mustRequest && <PublishButton disabled={dirty || busy || !publishable(state.base)} onPublish={onPublish} />}
        {config && !mustRequest && <ScheduleButton timeZone={config.timeZone} />}
      </ButtonRow>
      <Status role="status" $dirty={dirty}>
        {statusText(status, dirty, published)}
        {problemCount > 0 && ` · ${labels.liveProblems(problemCount)}`}
      </Status>
      <LanguageSwitch />
      <MediaButton />
      {/* the live site's is among its tools */}
      {!config && <RedirectsButton config={null} />}
      {config && <LiveInfo />}
      {config && <LiveTools config={config} onRestored={onRestored} />}
      <Hint>{labels.shortcuts}</Hint>
      {config && <Account email={config.account.email} />}
    </Bar>
  );
}
