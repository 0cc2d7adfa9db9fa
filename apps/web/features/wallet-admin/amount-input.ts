/** "100", "-25.5", "99.50" → paise; null when it is not an amount of rupees with at most two decimals. */
export function rupeesToPaise(text: string, allowNegative = false): number | null {
  const s = text.trim();
  const re = allowNegative ? /^-?\d{1,9}(\.\d{1,2})?$/ : /^\d{1,9}(\.\d{1,2})?$/;
  if (!re.test(s)) return null;
  const negative = s.startsWith('-');
  const [whole, frac = ''] = s.replace('-', '').split('.');
  const value = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return negative ? -value : value;
}
