import { Fragment } from 'react';
import { diffWords } from 'diff';
import styled, { css } from 'styled-components';
import { theme, up } from '@/theme/tokens';
import { visuallyHidden } from '../../ui/controls';
import type { FieldChange } from '@/shared/reviews';
import { reviewLabels } from './labels';
import { fieldWords, fileName } from './review-words';

const List = styled.ul`
  display: grid;
  gap: ${theme.space.sm};
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  gap: 0.25rem;
  min-width: 0;
  font-size: ${theme.fontSizes.sm};
`;

const Name = styled.p`
  font-weight: 600;
`;

// Stacked on a phone, side by side from the md breakpoint; each side wraps long words rather than widening the dialog.
const Sides = styled.div`
  display: grid;
  gap: ${theme.space.xs};
  ${up('md')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const Side = styled.div`
  display: grid;
  align-content: start;
  gap: 0.25rem;
  min-width: 0;
  padding: ${theme.space.xs} ${theme.space.sm};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.sm};
`;

const SideName = styled.p`
  font-size: ${theme.fontSizes.xs};
  font-weight: 600;
  color: ${theme.colors.textMuted};
  text-transform: uppercase;
  letter-spacing: 0.06em;
`;

// Read out too: a screen reader says neither <del> nor <ins> by itself, so each says where it starts and ends.
const spoken = (start: string) => css`
  &::before,
  &::after {
    ${visuallyHidden}
  }
  &::before {
    content: ' [${start}: ';
  }
  &::after {
    content: '] ';
  }
`;

// Not colour alone: struck through and underlined as well.
const Text = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  del {
    color: ${theme.colors.danger};
    background: color-mix(in srgb, ${theme.colors.danger} 10%, ${theme.colors.paper});
    text-decoration: line-through 2px;
    ${spoken('removed')}
  }
  ins {
    color: ${theme.colors.text};
    background: ${theme.colors.accent};
    text-decoration: underline 2px;
    text-underline-offset: 0.15em;
    ${spoken('added')}
  }
`;

const Absent = styled.span`
  font-style: italic;
  color: ${theme.colors.textMuted};
`;

const Images = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
`;

// A box of a set size whatever the picture: nothing moves as thumbnails load.
const Thumb = styled.figure`
  display: grid;
  gap: 0.25rem;
  margin: 0;
  > div {
    display: grid;
    place-items: center;
    width: 8rem;
    height: 6rem;
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.mist};
    overflow: hidden;
    font-size: ${theme.fontSizes.xs};
    color: ${theme.colors.textMuted};
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
  figcaption {
    font-size: ${theme.fontSizes.xs};
    color: ${theme.colors.textMuted};
  }
`;

/** The fields that differ, each named in words with its before and after. */
export function FieldList({ name, fields, lang }: { name: string; fields: FieldChange[]; lang: string }) {
  return (
    <List aria-label={name}>
      {fields.map((change) => (
        <Item key={change.field}>
          <Name>{fieldWords(change.field)}</Name>
          {change.kind === 'image' ? <ImageChange change={change} /> : <TextChange change={change} lang={lang} />}
        </Item>
      ))}
    </List>
  );
}

/** A text before and after, the words that changed marked: removed ones on the left, added ones on the right. */
export function TextChange({ change: { before, after }, lang }: { change: FieldChange; lang: string }) {
  // words as the language has them: jsdiff's own word pattern is Latin, and cuts Hindi between a letter and its vowel sign
  const parts = before !== null && after !== null ? diffWords(before, after, { intlSegmenter: new Intl.Segmenter(lang, { granularity: 'word' }) }) : null;
  const side = (text: string | null, mark: 'del' | 'ins', absent: string) => {
    if (text === null) return <Absent>{absent}</Absent>;
    if (!parts) return text;
    const Mark = mark;
    return parts
      .filter((part) => (mark === 'del' ? !part.added : !part.removed))
      .map((part, index) => (part.added || part.removed ? <Mark key={index}>{part.value}</Mark> : <Fragment key={index}>{part.value}</Fragment>));
  };
  return (
    <Sides>
      <Side>
        <SideName>{reviewLabels.before}</SideName>
        <Text lang={lang}>{side(before, 'del', reviewLabels.absentBefore)}</Text>
      </Side>
      <Side>
        <SideName>{reviewLabels.after}</SideName>
        <Text lang={lang}>{side(after, 'ins', reviewLabels.absentAfter)}</Text>
      </Side>
    </Sides>
  );
}

/** An image replaced: the two thumbnails, before → after. */
function ImageChange({ change: { before, after } }: { change: FieldChange }) {
  return (
    <Images>
      <Thumbnail src={before} alt={before && reviewLabels.imageBefore(fileName(before))} caption={reviewLabels.before} />
      <span aria-hidden="true">→</span>
      <Thumbnail src={after} alt={after && reviewLabels.imageAfter(fileName(after))} caption={reviewLabels.after} />
    </Images>
  );
}

function Thumbnail({ src, alt, caption }: { src: string | null; alt: string | null; caption: string }) {
  return (
    <Thumb>
      <div>
        {src === null ? (
          <span>
            <span className="visually-hidden">{caption}: </span>
            {reviewLabels.noImage}
          </span>
        ) : (
          <img src={src} alt={alt ?? ''} loading="lazy" decoding="async" />
        )}
      </div>
      {/* the picture's text says it already */}
      <figcaption aria-hidden="true">{caption}</figcaption>
    </Thumb>
  );
}
