// Sums vitest JSON reports and prints the one line CI reads: "N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let missing = 0;
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    missing++;
    console.error(`missing test report ${file}`);
    continue;
  }
  const r = JSON.parse(readFileSync(file, 'utf8'));
  passed += r.numPassedTests ?? 0;
  failed += (r.numFailedTests ?? 0) + (r.numRuntimeErrorTestSuites ?? 0);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || missing > 0 || passed === 0 ? 1 : 0);
