// Small hooks the engagement screens share.
import { useEffect, useState } from 'react';

/** The value, once it has stopped changing for `ms` (live counts and previews wait for it). */
export function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setV(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return v;
}
