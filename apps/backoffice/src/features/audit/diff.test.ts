// An audit row's change as staff read it: only the fields that moved, added and removed ones
// with a dash on the missing side, and a record that is not an object as one change.
import { describe, expect, it } from 'vitest';
import { fieldChanges, valueText } from './diff.ts';

describe('audit field changes', () => {
  it('lists only the fields that differ, with — for a side that lacks the field', () => {
    const changes = fieldChanges(
      { role: 'support', status: 'active', limits: { daily: 5 } },
      { role: 'risk', status: 'active', limits: { daily: 5 }, note: 'terfi' },
    );
    expect(changes.map((c) => [c.field, valueText(c.before), valueText(c.after)])).toEqual([
      ['role', 'support', 'risk'],
      ['note', '—', 'terfi'],
    ]);
  });

  it('treats a created record as every field added, and a list as one change', () => {
    expect(fieldChanges(null, { noteId: 7 }).map((c) => [c.field, c.after])).toEqual([
      ['noteId', 7],
    ]);
    expect(fieldChanges([], ['izle'])).toEqual([{ field: '', before: [], after: ['izle'] }]);
    expect(fieldChanges({ a: 1 }, { a: 1 })).toEqual([]);
  });

  it('shows no line for a field missing on one side and empty on the other (an export row)', () => {
    const changes = fieldChanges(null, { query: '', filter: {}, tags: [], rows: 2 });
    expect(changes.map((c) => [c.field, valueText(c.before), valueText(c.after)])).toEqual([
      ['rows', '—', '2'],
    ]);
    expect(fieldChanges({ note: 'a' }, { note: '' }).map((c) => c.field)).toEqual(['note']);
  });
});
