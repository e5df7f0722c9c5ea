// Operator-written Markdown (the legal texts) drawn as React elements, never as HTML: the text
// can't bring a tag, a script or a style with it, whatever it holds. What it reads: headings
// (# and ## as sections under the page's own title, ### under those), paragraphs, "-" and "1." lists,
// **bold**, *italic* and [links](...). A link goes to a page of the app (/...), or opens an
// https or mailto address in a new tab; any other address stays plain text.
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';

type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'paragraph'; text: string };

const HEADING = /^(#{1,3})\s+(.*)$/;
const BULLET = /^\s*[-*]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;

/** Splits the text into blocks at blank lines; a block of list lines is a list. */
export function markdownBlocks(source: string): Block[] {
  const blocks: Block[] = [];
  const chunks = source.replace(/\r\n?/g, '\n').split(/\n\s*\n/);
  for (const chunk of chunks) {
    const lines = chunk.split('\n').filter((l) => l.trim() !== '');
    if (lines.length === 0) continue;
    let rest = lines;
    const heading = HEADING.exec(rest[0]!);
    if (heading) {
      blocks.push({
        kind: 'heading',
        level: heading[1]!.length as 1 | 2 | 3,
        text: heading[2]!.trim(),
      });
      rest = rest.slice(1);
      if (rest.length === 0) continue;
    }
    if (rest.every((l) => BULLET.test(l))) {
      blocks.push({ kind: 'list', ordered: false, items: rest.map((l) => BULLET.exec(l)![1]!) });
    } else if (rest.every((l) => NUMBERED.test(l))) {
      blocks.push({ kind: 'list', ordered: true, items: rest.map((l) => NUMBERED.exec(l)![1]!) });
    } else {
      blocks.push({ kind: 'paragraph', text: rest.map((l) => l.trim()).join(' ') });
    }
  }
  return blocks;
}

const INLINE = /\*\*([^*]+)\*\*|\*([^*]+)\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

function linkOf(label: string, href: string, key: number): ReactNode {
  if (/^\/(?!\/)/.test(href)) {
    return (
      <Link key={key} to={href}>
        {label}
      </Link>
    );
  }
  if (/^(https:\/\/|mailto:)/i.test(href)) {
    return (
      <a key={key} href={href} target="_blank" rel="noopener noreferrer">
        {label}
      </a>
    );
  }
  return <Fragment key={key}>{label}</Fragment>;
}

/** Bold, italic and links inside a line; everything else is text. */
export function inline(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  let key = 0;
  for (const m of text.matchAll(INLINE)) {
    if (m.index > last) out.push(text.slice(last, m.index));
    if (m[1] !== undefined) out.push(<strong key={key++}>{m[1]}</strong>);
    else if (m[2] !== undefined) out.push(<em key={key++}>{m[2]}</em>);
    else out.push(linkOf(m[3]!, m[4]!, key++));
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

export function Markdown({ source, className }: { source: string; className?: string }) {
  return (
    <div className={className}>
      {markdownBlocks(source).map((b, i) => {
        if (b.kind === 'heading') {
          const Heading = b.level === 3 ? 'h3' : 'h2';
          return <Heading key={i}>{inline(b.text)}</Heading>;
        }
        if (b.kind === 'list') {
          const List = b.ordered ? 'ol' : 'ul';
          return (
            <List key={i}>
              {b.items.map((item, j) => (
                <li key={j}>{inline(item)}</li>
              ))}
            </List>
          );
        }
        return <p key={i}>{inline(b.text)}</p>;
      })}
    </div>
  );
}
