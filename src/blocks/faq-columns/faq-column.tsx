import { useEntities } from '@/content/site-context';
import { Answer, Column, Item, Mark, Question } from './faq-columns.styles';

/** One column of questions, each with its answer always shown. */
export function FaqColumn({ ids }: { ids: string[] }) {
  const faqs = useEntities('faqs', ids);
  return (
    <Column>
      {faqs.map((faq) => (
        <Item key={faq.id}>
          <Mark aria-hidden="true">?</Mark>
          <div>
            <Question>{faq.title}</Question>
            <Answer>{faq.text}</Answer>
          </div>
        </Item>
      ))}
    </Column>
  );
}
