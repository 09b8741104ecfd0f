/**
 * Worker threads for the command line, driven synchronously (the commands are synchronous): the main thread
 * sleeps on a shared signal counter (Atomics.wait) and reads the workers' messages with
 * receiveMessageOnPort. Each worker is a TypeScript module booted by worker-boot.mjs; it answers on its port
 * with `postToMain`, which also bumps the signal so the main thread wakes.
 */
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import { CliError } from './errors';

/** What every worker receives besides its job: its module, its port to the main thread, the signal. */
export interface WorkerLink {
  /** File URL of the worker module, e.g. `file:///…/cli/search-worker.ts`. */
  entry: string;
  /** The worker's end of its channel to the main thread. */
  port: MessagePort;
  /** Shared counter (index 0) bumped after every message, so the main thread wakes. */
  signal: Int32Array;
  /** Shared counter (index 0) of workers ready to start (`startTogether`). */
  ready: Int32Array;
  /** How many workers this run has, e.g. 2. */
  workers: number;
}

/** A failure a worker reports: `{ error: 'Error: …stack…' }` (also what worker-boot.mjs posts). */
export interface WorkerFailure {
  error: string;
}

/** Sends `message` to the main thread and wakes it (worker side). */
export function postToMain(link: WorkerLink, message: unknown): void {
  link.port.postMessage(message);
  Atomics.add(link.signal, 0, 1);
  Atomics.notify(link.signal, 0);
}

/**
 * Waits until every worker of the run has loaded and called this (worker side), so that work measured in
 * time (a search of `--time-ms`) runs on all threads at once, not while another worker still loads.
 */
export function startTogether(link: WorkerLink): void {
  Atomics.add(link.ready, 0, 1);
  Atomics.notify(link.ready, 0);
  for (let n = Atomics.load(link.ready, 0); n < link.workers; n = Atomics.load(link.ready, 0)) {
    Atomics.wait(link.ready, 0, n, 1000);
  }
}

/**
 * Runs one worker per job: worker k gets `{ ...jobs[k], entry, port, signal, ready, workers }` as
 * `workerData` (a `WorkerLink` plus its job) and runs the module `entry` (e.g. `new URL('./search-worker.ts',
 * import.meta.url)`). Every message a worker sends goes to `onMessage(message, k)`, in the order that worker
 * sent them, until it returns true for every worker (that worker is done). A `{ error }` message throws a CliError naming `what` (e.g. `'search
 * worker'`), as does whatever `onMessage` throws; the workers are terminated either way.
 */
export function runWorkers(
  entry: URL,
  jobs: Record<string, unknown>[],
  what: string,
  onMessage: (message: unknown, worker: number) => boolean,
): void {
  const signal = new Int32Array(new SharedArrayBuffer(4));
  const ready = new Int32Array(new SharedArrayBuffer(4));
  const channels = jobs.map(() => new MessageChannel());
  const threads = jobs.map(
    (job, k) =>
      new Worker(new URL('./worker-boot.mjs', import.meta.url), {
        workerData: {
          ...job,
          entry: entry.href,
          port: channels[k]!.port2,
          signal,
          ready,
          workers: jobs.length,
        },
        transferList: [channels[k]!.port2],
      }),
  );
  const done = jobs.map(() => false);
  try {
    while (done.includes(false)) {
      const seen = Atomics.load(signal, 0);
      let received = false;
      channels.forEach((ch, k) => {
        for (let m = receiveMessageOnPort(ch.port1); m !== undefined; m = receiveMessageOnPort(ch.port1)) {
          received = true;
          const failure = m.message as Partial<WorkerFailure> | null;
          if (typeof failure?.error === 'string') throw new CliError(`${what} failed: ${failure.error}`);
          if (onMessage(m.message, k)) done[k] = true;
        }
      });
      if (!received && done.includes(false)) Atomics.wait(signal, 0, seen, 1000);
    }
  } finally {
    for (const t of threads) void t.terminate();
    for (const ch of channels) ch.port1.close();
  }
}
