// Prints Vitest's JSON report as one plain closing line ("N passed, N failed"), the form CI
// reads in any language, with the per-project counts before it. Under CI (or
// TALIH_TEST_REQUIRE_POSTGRES=1) it also fails when no test ran on PostgreSQL + Redis: a
// second backend skipped for want of its variables must not pass as green.
import { readFileSync } from 'node:fs';

interface Assertion {
  fullName: string;
  status: string;
}

interface Report {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { assertionResults: Assertion[] }[];
}

const file = process.argv[2];
if (!file) throw new Error('usage: node scripts/vitest-summary.ts <vitest-json-report>');
const report = JSON.parse(readFileSync(file, 'utf8')) as Report;
const skipped = report.numPendingTests + report.numTodoTests;
const onPostgres = report.testResults
  .flatMap((r) => r.assertionResults)
  .filter((a) => a.status === 'passed' && a.fullName.includes('postgres+redis')).length;
console.log(
  `vitest: ${report.numPassedTests} passed, ${report.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}; ${onPostgres} on postgres+redis`,
);
const on = (v: string | undefined) => v !== undefined && v !== '' && v !== '0' && v !== 'false';
const required = on(process.env.CI) || on(process.env.TALIH_TEST_REQUIRE_POSTGRES);
if (required && onPostgres === 0) {
  console.log(
    'vitest: the PostgreSQL + Redis pass did not run (TEST_DATABASE_URL, TEST_REDIS_URL)',
  );
}
process.exitCode =
  report.numFailedTests > 0 || report.numPassedTests === 0 || (required && onPostgres === 0)
    ? 1
    : 0;
