import { useId } from 'react';
import type { Hero as HeroBlock } from '@/generated/site';
import { LinkButton } from '@/components/button';
import { Section } from '@/components/section';
import { ArtImage } from '@/components/split-hero.styles';
import { useFirstScreen } from '@/content/first-screen';
import { artSizes, avatarSizes } from './hero.images';
import { Art, Avatar, Avatars, Copy, Highlight, Layout, Lead, Title, Trust, TrustLine } from './hero.styles';

/** Splits off the heading's last word, the one drawn in the accent colour. */
function splitLastWord(text: string): [string, string] {
  const at = text.trimEnd().lastIndexOf(' ');
  return at < 0 ? ['', text] : [text.slice(0, at + 1), text.slice(at + 1)];
}

/** The opening band of a page, with the page's only h1. */
export function Hero({ id, heading, text, avatars, believedBy, cta, image }: HeroBlock) {
  const headingId = useId();
  const [lead, lastWord] = splitLastWord(heading);
  const firstScreen = useFirstScreen();

  return (
    <Section id={id} tone="dark" labelledBy={headingId}>
      <Layout>
        <Copy>
          <Title id={headingId}>
            {lead}
            <Highlight>{lastWord}</Highlight>
          </Title>
          <Lead>{text}</Lead>
          <LinkButton to={cta.to}>{cta.label}</LinkButton>
          <Trust>
            <Avatars>
              {avatars.map((avatar, index) => (
                <li key={`${avatar.src}-${index}`}>
                  <Avatar image={avatar} sizes={avatarSizes} />
                </li>
              ))}
            </Avatars>
            <TrustLine>{believedBy}</TrustLine>
          </Trust>
        </Copy>
        <Art>
          <ArtImage image={image} sizes={artSizes} priority={firstScreen} />
        </Art>
      </Layout>
    </Section>
  );
}
