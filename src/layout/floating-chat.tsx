import styled from 'styled-components';
import { useSite } from '@/content/site-context';
import { theme } from '@/theme/tokens';
import { floatingButton } from './floating-button.styles';

const Link = styled.a<{ $size: number }>`
  ${floatingButton}
  left: ${theme.space.lg};
  background: ${theme.colors.accent};
  color: ${theme.colors.ink};
  --chat-dots: ${theme.colors.accent};
  box-shadow: 0 0 0 4px ${theme.colors.paper}, ${theme.shadows.card};
  transition: transform 0.2s ease, background-color 0.2s ease;
  &:hover { transform: translateY(-3px) scale(1.04); background: ${theme.colors.accentHover}; --chat-dots: ${theme.colors.accentHover}; }
`;

/** Floating click-to-chat link, bottom left, opening the messaging app in a new tab with a greeting typed in. */
export function FloatingChat() {
  const { settings } = useSite();
  const { chat, ui } = settings;
  const href = `https://wa.me/${chat.number}?text=${encodeURIComponent(chat.greeting)}`;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" aria-label={chat.label} $size={ui.floatingButtonPx}>
      <ChatBubble size={Math.round(ui.floatingButtonPx * 0.5)} />
    </Link>
  );
}

/** A generic speech bubble with three dots, filled: the one drawing not in the outline icon set. */
function ChatBubble({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path
        d="M16 4C9.4 4 4 8.7 4 14.5c0 3.3 1.8 6.3 4.6 8.2L7.5 28l5.6-3.2c.9.2 1.9.2 2.9.2 6.6 0 12-4.7 12-10.5S22.6 4 16 4z"
        fill="currentColor"
      />
      <circle cx="11" cy="14.5" r="1.8" fill="var(--chat-dots)" />
      <circle cx="16" cy="14.5" r="1.8" fill="var(--chat-dots)" />
      <circle cx="21" cy="14.5" r="1.8" fill="var(--chat-dots)" />
    </svg>
  );
}
