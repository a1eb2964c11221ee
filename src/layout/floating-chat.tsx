import styled from 'styled-components';
import { useSite } from '@/content/site-context';
import { ChatBubbleIcon } from './icons';
import { theme } from '@/theme/tokens';

const Link = styled.a<{ $size: number }>`
  position: fixed;
  left: ${theme.space.lg};
  bottom: ${theme.space.lg};
  z-index: ${theme.zIndex.floating};
  display: grid;
  place-items: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
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
      <ChatBubbleIcon size={Math.round(ui.floatingButtonPx * 0.5)} />
    </Link>
  );
}
