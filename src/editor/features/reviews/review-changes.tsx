import { useCallback, useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/theme/tokens';
import type { AreaChange, FieldChange, PageChange, SectionChange, SiteChanges } from '@/shared/reviews';
import { labels } from '../../ui/labels';
import { useSchemas } from '../../state/schemas-context';
import { useEditor } from '../../state/editor-context';
import { useFetched } from '../../ui/use-fetched';
import { Button, ButtonRow, Notice } from '../../ui/controls';
import { sharedKeys, type SharedKey } from '../../api/editor-types';
import { FieldList } from './field-diff';
import { reviewLabels } from './labels';
import { fetchReviewChanges, type Review, type ReviewChangesAnswer } from '../../api/reviews-api';
import { languageWords } from './review-words';

const Part = styled.section`
  display: grid;
  gap: ${theme.space.sm};
  min-width: 0;
  /* a long path or word wraps rather than widening the dialog past a phone's screen */
  overflow-wrap: anywhere;
  h3,
  h4,
  h5,
  h6 {
    margin: 0;
  }
  h3 {
    font-size: ${theme.fontSizes.lg};
  }
  h4 {
    font-size: ${theme.fontSizes.md};
  }
  h5,
  h6 {
    font-size: ${theme.fontSizes.sm};
  }
`;

const Language = styled.div`
  display: grid;
  gap: ${theme.space.sm};
`;

/** A page or shared area: its heading, then its parts, set off from the next. */
const Group = styled.section`
  display: grid;
  gap: ${theme.space.xs};
  padding-top: ${theme.space.sm};
  border-top: 1px solid ${theme.colors.line};
`;

type Level = 4 | 5 | 6;
const Heading = ({ level, children }: { level: Level; children: ReactNode }) => {
  const Tag = `h${level}` as const;
  return <Tag>{children}</Tag>;
};

/** What a request changes, asked as it opens: against the live version, or (when that moved on) the one it came from. */
export function ReviewChanges({ review }: { review: Review }) {
  const [against, setAgainst] = useState<'live' | 'base'>('live');
  const load = useCallback(() => fetchReviewChanges(review.id, against), [review.id, against]);
  const { fetched } = useFetched(load);
  const headingId = useId();
  return (
    <Part aria-labelledby={headingId}>
      <h3 id={headingId}>{reviewLabels.whatChanged}</h3>
      {fetched.phase === 'loading' && <p role="status">{reviewLabels.loadingChanges}</p>}
      {fetched.phase === 'failed' && <p role="alert">{reviewLabels.changesFailed(fetched.message)}</p>}
      {fetched.phase === 'ready' && <Changes answer={fetched.data} onAgainst={setAgainst} />}
    </Part>
  );
}

function Changes({ answer, onAgainst }: { answer: ReviewChangesAnswer; onAgainst: (against: 'live' | 'base') => void }) {
  const { review, against, baseIsLive, changes } = answer;
  const locales = useEditor().state.draft.settings.locales;
  const several = changes.languages.length > 1;
  const empty = changes.pages.length === 0 && changes.shared.length === 0;
  return (
    <>
      {!baseIsLive && (
        <Notice>
          <p>{against.kind === 'live' ? reviewLabels.staleBase(review.baseVersion, against.version) : reviewLabels.againstBase(against.version)}</p>
          {review.baseVersion !== null && (
            <ButtonRow>
              <Button type="button" onClick={() => onAgainst(against.kind === 'live' ? 'base' : 'live')}>
                {against.kind === 'live' ? reviewLabels.showAgainstBase(review.baseVersion) : reviewLabels.showAgainstLive}
              </Button>
            </ButtonRow>
          )}
        </Notice>
      )}
      {empty ? (
        <p>{reviewLabels.noChanges}</p>
      ) : (
        changes.languages.map((code) => {
          const name = languageWords(code, locales);
          return several ? (
            <Language key={code}>
              <h4>
                {name.editor}
                {name.own && (
                  <>
                    {' '}
                    (<span lang={code}>{name.own}</span>)
                  </>
                )}
              </h4>
              <LanguageChanges code={code} changes={changes} level={5} language={name.editor} />
            </Language>
          ) : (
            <LanguageChanges key={code} code={code} changes={changes} level={4} language={name.editor} />
          );
        })
      )}
    </>
  );
}

const fieldsIn = (fields: Record<string, FieldChange[]>, code: string) => fields[code] ?? [];

/** The pages and shared areas as one language's visitors see them change; moves, additions and removals in each. */
function LanguageChanges({ code, changes, level, language }: { code: string; changes: SiteChanges; level: 4 | 5; language: string }) {
  const pages = changes.pages
    .map((page) => ({ page, fields: fieldsIn(page.fields, code), sections: page.sections.filter((section) => section.kind !== 'changed' || fieldsIn(section.fields, code).length > 0) }))
    .filter(({ page, fields, sections }) => page.kind !== 'changed' || fields.length > 0 || sections.length > 0);
  const shared = changes.shared.filter((area) => fieldsIn(area.fields, code).length > 0);
  if (pages.length === 0 && shared.length === 0) return <p>{reviewLabels.noChangesIn(language)}</p>;
  return (
    <>
      {pages.map(({ page, fields, sections }) => (
        <PageChanges key={`${page.kind}:${page.path}`} page={page} fields={fields} sections={sections} code={code} level={level} />
      ))}
      {shared.map((area) => (
        <AreaChanges key={area.area} area={area} code={code} level={level} />
      ))}
    </>
  );
}

function PageChanges({ page, fields, sections, code, level }: { page: PageChange; fields: FieldChange[]; sections: SectionChange[]; code: string; level: 4 | 5 }) {
  const kind = page.kind === 'added' ? reviewLabels.newPage : page.kind === 'removed' ? reviewLabels.removedPage : null;
  return (
    <Group>
      <Heading level={level}>
        {reviewLabels.pageName(page.title, page.path)}
        {kind && `: ${kind}`}
      </Heading>
      {fields.length > 0 && <FieldList name={reviewLabels.pageFields} fields={fields} lang={code} />}
      {sections.map((section) => (
        <SectionChanges key={`${section.kind}:${section.from}:${section.to}`} section={section} code={code} level={(level + 1) as Level} />
      ))}
    </Group>
  );
}

function SectionChanges({ section, code, level }: { section: SectionChange; code: string; level: Level }) {
  const { blockTitle } = useSchemas();
  const fields = fieldsIn(section.fields, code);
  const at = (section.to ?? section.from ?? 0) + 1;
  const kind =
    section.kind === 'moved' ? reviewLabels.sectionKind.moved((section.from ?? 0) + 1, (section.to ?? 0) + 1, fields.length > 0) : reviewLabels.sectionKind[section.kind];
  const name = `${reviewLabels.section(at, blockTitle(section.type))}: ${kind}`;
  return (
    <>
      <Heading level={level}>{name}</Heading>
      {fields.length > 0 && <FieldList name={name} fields={fields} lang={code} />}
    </>
  );
}

function AreaChanges({ area, code, level }: { area: AreaChange; code: string; level: 4 | 5 }) {
  const name = sharedKeys.includes(area.area as SharedKey) ? labels.shared[area.area as SharedKey] : (labels.otherAreas[area.area] ?? area.area);
  return (
    <Group>
      <Heading level={level}>{labels.sharedFields(name)}</Heading>
      <FieldList name={labels.sharedFields(name)} fields={fieldsIn(area.fields, code)} lang={code} />
    </Group>
  );
}
