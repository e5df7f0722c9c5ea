// Short numbers for chart axes: "1,2 B", "350 B", "4,5 Mn" in Turkish.
export function formatCompact(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(
    value,
  );
}
