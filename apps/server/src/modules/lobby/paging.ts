// One page of an in-memory list, with the total: a page past the end is an empty list.
export interface PageRequest {
  page: number;
  pageSize: number;
}

export function pageOf<T>(items: readonly T[], { page, pageSize }: PageRequest) {
  const start = (page - 1) * pageSize;
  return { list: items.slice(start, start + pageSize), page, pageSize, total: items.length };
}
