/** Runs the command line in-process and captures what it prints (tests only). */
import { vi } from 'vitest';
import { main } from '../../cli/main';

/** Result of one command: exit code, stdout and stderr text, and stdout parsed as JSON when it is JSON. */
export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
  json: unknown;
}

/** Runs `skirmisher ...argv`, e.g. `cli(['apply', '--scenario', 'duel', '--json'])`. */
export function cli(argv: string[]): CliRun {
  let stdout = '';
  let stderr = '';
  const out = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    stdout += String(chunk);
    return true;
  });
  const err = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    stderr += String(chunk);
    return true;
  });
  let code: number;
  try {
    code = main(argv);
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
  let json: unknown;
  try {
    json = JSON.parse(stdout);
  } catch {
    json = undefined;
  }
  return { code, stdout, stderr, json };
}
