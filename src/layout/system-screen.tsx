import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Link } from '@/generated/site';
import { Container } from '@/components/container';
import { LinkButton } from '@/components/button';
import { theme } from '@/theme/tokens';

const Band = styled.section`
  padding-block: ${theme.space.section};
  background: ${theme.colors.mist};
`;

const Inner = styled(Container)`
  display: grid;
  justify-items: center;
  gap: ${theme.space.lg};
  text-align: center;
`;

const Heading = styled.h1`
  max-width: 20ch;
  font-size: ${theme.fontSizes.h2};
`;

const Text = styled.p`
  max-width: 52ch;
  color: ${theme.colors.textMuted};
`;

interface SystemScreenProps {
  heading: string;
  text: string;
  link: Link;
  illustration?: ReactNode;
}

/** Full-width message for the not-found page and the error screen: illustration, heading, text, a way home. */
export function SystemScreen({ heading, text, link, illustration }: SystemScreenProps) {
  return (
    <Band aria-labelledby="system-screen-heading">
      <Inner>
        {illustration}
        <Heading id="system-screen-heading">{heading}</Heading>
        <Text>{text}</Text>
        <LinkButton to={link.to} variant="dark">
          {link.label}
        </LinkButton>
      </Inner>
    </Band>
  );
}
