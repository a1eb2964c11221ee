import styled from 'styled-components';
import { useSite } from '@/content/site-context';
import { ChatBubbleIcon } from './icons';

const Link = styled.a<{ $size: number }>`
  position: fixed;
  left: ${({ theme }) => theme.space.lg};
  bottom: ${({ theme }) => theme.space.lg};
  z-index: ${({ theme }) => theme.zIndex.floating};
  display: grid;
  place-items: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.ink};
  --chat-dots: ${({ theme }) => theme.colors.accent};
  box-shadow: 0 0 0 4px ${({ theme }) => theme.colors.paper}, ${({ theme }) => theme.shadows.card};
  transition: transform 0.2s ease, background-color 0.2s ease;
  &:hover { transform: translateY(-3px) scale(1.04); background: ${({ theme }) => theme.colors.accentHover}; --chat-dots: ${({ theme }) => theme.colors.accentHover}; }
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
