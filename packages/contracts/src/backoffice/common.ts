// Shapes shared by back-office areas: paging and money.
import { z } from 'zod';

export const pageInput = {
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(500).default(50),
};

export function pageOf<T extends z.ZodType>(row: T) {
  return z.object({ rows: z.array(row), total: z.number().int(), page: z.number().int() });
}

/** Integer minor units of the deployment's currency. */
export const minor = z.number().int();
