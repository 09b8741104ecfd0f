/**
 * Runs jobs in a worker thread with a time limit each, so a parser that hangs fails its test instead of
 * hanging the suite (a synchronous loop cannot be interrupted in its own thread). The worker loads TypeScript
 * through tsx. Example: `const box = await TimeBox.start(); await box.run({ id: 'binary' }, 2000); await box.stop()`.
 */
import { Worker } from 'node:worker_threads';

/** A worker answering one job at a time. */
export class TimeBox {
  private constructor(
    private worker: Worker,
    private readonly file: string,
  ) {}

  /** Starts the worker of `test/reliability/bad-input-worker.ts` (or another module with the same protocol). */
  static start(file = new URL('./bad-input-worker.ts', import.meta.url).href): TimeBox {
    return new TimeBox(TimeBox.spawn(file), file);
  }

  private static spawn(file: string): Worker {
    const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(file)}); });`;
    return new Worker(boot, { eval: true });
  }

  /**
   * Sends `job` and waits at most `ms` milliseconds for the answer; on timeout the worker is killed (and a
   * fresh one started for the next job) and the promise rejects naming the job.
   */
  run<T>(job: unknown, ms: number): Promise<T> {
    const w = this.worker;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        cleanup();
        void w.terminate();
        this.worker = TimeBox.spawn(this.file);
        reject(new Error(`timed out after ${ms} ms: ${JSON.stringify(job)}`));
      }, ms);
      const onMessage = (answer: T) => {
        cleanup();
        resolve(answer);
      };
      const onError = (e: Error) => {
        cleanup();
        reject(e);
      };
      const cleanup = () => {
        clearTimeout(timer);
        w.off('message', onMessage);
        w.off('error', onError);
      };
      w.on('message', onMessage);
      w.on('error', onError);
      w.postMessage(job);
    });
  }

  /** Stops the worker. */
  async stop(): Promise<void> {
    await this.worker.terminate();
  }
}
