// Public lists never show a player's full name: "Ahmet" -> "Ah***t", "Can" -> "C***n".
export function maskName(name: string): string {
  const chars = Array.from(name.trim());
  if (chars.length === 0) return '***';
  if (chars.length <= 3) return `${chars[0]}***${chars.length > 1 ? chars.at(-1) : ''}`;
  return `${chars.slice(0, 2).join('')}***${chars.at(-1)}`;
}
