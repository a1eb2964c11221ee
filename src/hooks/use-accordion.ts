import { useCallback, useState } from 'react';

export interface AccordionState {
  /** index of the open item, or null when all are closed */
  openIndex: number | null;
  isOpen: (index: number) => boolean;
  /** opens the item and closes the others; toggling the open item closes it */
  toggle: (index: number) => void;
}

/** One-at-a-time disclosure state for an accordion. */
export function useAccordion(initialOpen: number | null = 0): AccordionState {
  const [openIndex, setOpenIndex] = useState<number | null>(initialOpen);
  const toggle = useCallback((index: number) => setOpenIndex((current) => (current === index ? null : index)), []);
  const isOpen = useCallback((index: number) => openIndex === index, [openIndex]);
  return { openIndex, isOpen, toggle };
}
