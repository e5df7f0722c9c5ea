// The schedule's times as a datetime-local field holds them (the staff member's local time,
// to the minute) and back; empty means open-ended.
const pad = (n: number) => String(n).padStart(2, '0');

export function toLocalInput(ms: number | null): string {
  if (ms === null) return '';
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** null for empty; NaN for a value the browser let through but is not a time. */
export function fromLocalInput(value: string): number | null {
  if (!value) return null;
  return new Date(value).getTime();
}
