import styled from 'styled-components';
import { lead } from '@/components/lead';
import { Picture } from '@/components/picture';
import { glowingArt, splitLayout, type SplitColumns } from '@/components/split-hero.styles';
import { theme } from '@/theme/tokens';

export const columns: SplitColumns = { copy: 1.1, art: 0.9 };
export const avatarPx = 48;

export const Layout = styled.div`${splitLayout(columns)}`;

export const Copy = styled.div`
  display: grid;
  justify-items: start;
  gap: ${theme.space.lg};
`;

export const Title = styled.h1`
  font-size: ${theme.fontSizes.h1};
  font-weight: 800;
  line-height: 1.05;
  letter-spacing: -0.035em;
  max-width: 16ch;
  overflow-wrap: break-word;
`;

/** The heading's last word, underlined with a lime stroke. */
export const Highlight = styled.span`
  color: ${theme.colors.accent};
  text-decoration: underline;
  text-decoration-thickness: 0.08em;
  text-underline-offset: 0.14em;
`;

export const Lead = styled.p`${lead('56ch', theme.colors.textOnDarkMuted)}`;

export const Trust = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.md};
  margin-top: ${theme.space.xs};
`;

export const Avatars = styled.ul`
  display: flex;
  list-style: none;
  & > li + li { margin-left: -14px; }
`;

export const Avatar = styled(Picture)`
  width: ${avatarPx}px;
  height: ${avatarPx}px;
  border-radius: 50%;
  object-fit: cover;
  background: ${theme.colors.inkSoft};
  box-shadow: 0 0 0 3px ${theme.colors.paper};
`;

export const TrustLine = styled.p`
  max-width: 24ch;
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
  line-height: 1.4;
  color: ${theme.colors.textOnDark};
`;

export const Art = styled.div`${glowingArt('12% 8%', 0.22)}`;
