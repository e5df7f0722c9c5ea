// Prints Vitest's JSON report as one plain closing line ("N passed, N failed"), the form CI
// reads in any language, with the per-project counts before it.
import { readFileSync } from 'node:fs';

interface Report {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}

const file = process.argv[2];
if (!file) throw new Error('usage: node scripts/vitest-summary.ts <vitest-json-report>');
const report = JSON.parse(readFileSync(file, 'utf8')) as Report;
const skipped = report.numPendingTests + report.numTodoTests;
console.log(
  `vitest: ${report.numPassedTests} passed, ${report.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`,
);
process.exitCode = report.numFailedTests > 0 || report.numPassedTests === 0 ? 1 : 0;
