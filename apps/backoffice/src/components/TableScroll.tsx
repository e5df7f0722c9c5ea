// The horizontal scroll box around a wide table. It takes keyboard focus (a tab stop named after
// the table) so that a staff member without a mouse can scroll it with the arrow keys; axe
// requires this of every scrollable region (scrollable-region-focusable).
import type { ReactNode } from 'react';

export function TableScroll(props: { label: string; className?: string; children: ReactNode }) {
  return (
    <div
      className={props.className ? `table-scroll ${props.className}` : 'table-scroll'}
      role="region"
      aria-label={props.label}
      tabIndex={0}
    >
      {props.children}
    </div>
  );
}
