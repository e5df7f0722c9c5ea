// Text made safe for XML and HTML: the page shells write names into markup, the lobby's art into SVG.

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Characters XML 1.0 forbids: controls other than tab and line breaks, U+FFFE and U+FFFF. */
const forbiddenInXml = (ch: string) => {
  const code = ch.charCodeAt(0);
  return (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code >= 0xfffe;
};

/** Text safe inside an SVG or HTML element or attribute. */
export function escapeXml(text: string): string {
  return [...text.toWellFormed()]
    .filter((ch) => !forbiddenInXml(ch))
    .join('')
    .replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch]!);
}
