import { useId, type ReactNode } from 'react';
import { useAccordion } from '@/hooks/use-accordion';
import { Heading, Indicator, Item, Items, Panel, PanelBody, PanelClip, Trigger } from './accordion.styles';

export interface AccordionItem {
  title: string;
  content: ReactNode;
}

interface AccordionProps {
  items: AccordionItem[];
  /** level of the heading around each item's button, after the heading of the section */
  headingLevel?: 2 | 3 | 4;
  /** index of the item open at first; null for none */
  defaultOpen?: number | null;
}

/** Items that open one at a time: each title is a button in a heading that shows or hides its panel. */
export function Accordion({ items, headingLevel = 3, defaultOpen = 0 }: AccordionProps) {
  const baseId = useId();
  const { isOpen, toggle } = useAccordion(defaultOpen);

  return (
    <Items>
      {items.map((item, index) => {
        const open = isOpen(index);
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <Item key={buttonId} $open={open}>
            <Heading as={`h${headingLevel}`}>
              <Trigger type="button" id={buttonId} aria-expanded={open} aria-controls={panelId} onClick={() => toggle(index)}>
                <span>{item.title}</span>
                <Indicator $open={open} aria-hidden="true" />
              </Trigger>
            </Heading>
            <Panel id={panelId} role="region" aria-labelledby={buttonId} $open={open} inert={!open}>
              <PanelClip>
                <PanelBody>{item.content}</PanelBody>
              </PanelClip>
            </Panel>
          </Item>
        );
      })}
    </Items>
  );
}
