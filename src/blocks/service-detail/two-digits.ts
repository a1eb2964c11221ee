/** A step's place as shown on the page: 1 → "01". */
export const twoDigits = (index: number) => String(index + 1).padStart(2, '0');
