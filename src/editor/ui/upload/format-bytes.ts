const units = ['bytes', 'KB', 'MB', 'GB'] as const;
const oneDecimal = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });

/** A size as people read it, in steps of 1,024 as the upload limit counts: "820 KB", "1.2 MB". */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}` : `${oneDecimal.format(value)} ${units[unit]}`;
}
