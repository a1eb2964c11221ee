import styled, { useTheme } from 'styled-components';
import { useSite } from '@/content/site-context';
import { useDocumentMeta } from '@/hooks/use-document-meta';
import { SystemScreen } from './system-screen';

const Illustration = styled.svg`
  width: min(420px, 80vw);
  height: auto;
`;

function NotFoundIllustration() {
  const { colors } = useTheme();
  return (
    <Illustration width="420" height="200" viewBox="0 0 420 200" aria-hidden="true" focusable="false">
      <ellipse cx="210" cy="182" rx="170" ry="12" fill={colors.line} />
      <text
        x="210"
        y="150"
        textAnchor="middle"
        fontSize="168"
        fontWeight="800"
        letterSpacing="-8"
        fill={colors.ink}
        fontFamily="inherit"
      >
        4<tspan fill={colors.accent} stroke={colors.ink} strokeWidth="6" paintOrder="stroke">0</tspan>4
      </text>
      <circle cx="340" cy="40" r="10" fill={colors.accent} />
      <circle cx="74" cy="64" r="6" fill={colors.accentInk} />
    </Illustration>
  );
}

/** Shown for any path that is not a page of the site. */
export function NotFound() {
  const { systemPages } = useSite();
  const { title, heading, text, link } = systemPages.notFound;
  useDocumentMeta(title);
  return <SystemScreen heading={heading} text={text} link={link} illustration={<NotFoundIllustration />} />;
}
