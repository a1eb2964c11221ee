import { containerSizes, remPx } from '@/components/image-sizes';
import { theme } from '@/theme/tokens';

// team.styles.ts: rows of 2 cards md apart, 3 lg apart from md, 6 md apart from lg; a card's 1px border and its
// padding (xs, sm from md) around the photo. No first-screen image: the portraits are small beside the heading.
const card = (perRow: number, gap: string, padding: string) => ({ share: 1 / perRow, minusPx: ((perRow - 1) * remPx(gap)) / perRow + 2 * (remPx(padding) + 1) });
export const photoSizes = containerSizes([
  { fromPx: theme.breakpoints.lg, ...card(6, theme.space.md, theme.space.sm) },
  { fromPx: theme.breakpoints.md, ...card(3, theme.space.lg, theme.space.sm) },
  { fromPx: 0, ...card(2, theme.space.md, theme.space.xs) },
]);
