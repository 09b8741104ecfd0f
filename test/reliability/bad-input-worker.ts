/**
 * The worker of `time-box.ts` for the bad-input corpus: given `{ id }`, builds that file, diagnoses it and
 * answers `{ problems, ms }` (the problems capped at 1000); given `{ warm: true }`, answers at once.
 */
import { parentPort } from 'node:worker_threads';
import { BAD_INPUTS, diagnose } from './bad-inputs';

/** The answer to a job. */
export interface Diagnosis {
  problems: { path: string; message: string }[];
  ms: number;
  bytes: number;
}

parentPort?.on('message', (job: { id?: string; warm?: boolean }) => {
  if (job.warm === true) {
    parentPort?.postMessage({ problems: [], ms: 0, bytes: 0 } satisfies Diagnosis);
    return;
  }
  const input = BAD_INPUTS.find((b) => b.id === job.id);
  if (input === undefined) throw new Error(`no bad input ${String(job.id)}`);
  const bytes = input.bytes();
  const t0 = performance.now();
  const problems = diagnose(input.kind, bytes);
  const ms = performance.now() - t0;
  parentPort?.postMessage({ problems: problems.slice(0, 1000), ms, bytes: bytes.length } satisfies Diagnosis);
});
