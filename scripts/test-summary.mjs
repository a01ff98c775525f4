// Prints the plain closing line of a vitest JSON report: "N passed, N failed, N skipped".
import { readFileSync } from 'node:fs';

const report = JSON.parse(readFileSync(process.argv[2] ?? '.tmp/vitest.json', 'utf8'));
const skipped = report.numPendingTests + report.numTodoTests;
console.log(`${report.numPassedTests} passed, ${report.numFailedTests} failed, ${skipped} skipped`);
process.exitCode = report.numFailedTests === 0 && report.numTotalTests > 0 ? 0 : 1;
