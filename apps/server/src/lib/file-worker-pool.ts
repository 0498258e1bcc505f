import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { FileTaskName, FileTaskRequest, FileTasks } from '../file-worker.ts';
import { HttpError } from './http-error.ts';

/**
 * Heavy work on files (reading an uploaded spreadsheet, checking and merging stored PDFs) runs in a
 * few worker threads with their own heap limit and a time limit per task, behind a bounded queue, so
 * one heavy or hostile file never stalls the requests of other users (issue #16 items 3 and 4,
 * docs/decisions/0021). Only one task runs per thread; the rest wait their turn here.
 */
export type FileWorkerLimits = {
  /** Threads working at once; the request thread needs a core of its own. */
  threads: number;
  /** Tasks that may wait for a thread; beyond that the server answers 503 with Retry-After. */
  maxWaiting: number;
  /** From the moment a thread takes the task; the thread is then stopped and a new one started. */
  taskTimeoutMs: number;
  /** V8 heap of a thread (maxOldGenerationSizeMb); beyond it the thread dies, not the server. */
  maxHeapMb: number;
};

export const fileWorkerLimits: FileWorkerLimits = {
  // 1 thread on the 2-core machines, at most 4 anywhere.
  threads: Math.max(1, Math.min(4, availableParallelism() - 1)),
  maxWaiting: 16,
  taskTimeoutMs: 20_000,
  maxHeapMb: 512,
};

export const RETRY_AFTER_SECONDS = 5;

export type FileWorkerMessages = {
  busy: string;
  tooSlow: (seconds: number) => string;
  tooMuchMemory: string;
  /** The thread stopped in the middle of the task (it is replaced; the next task gets a new one). */
  crashed: string;
};

export const fileWorkerMessages: FileWorkerMessages = {
  busy: 'The server is processing many files right now. Try again in a few seconds.',
  tooSlow: (seconds: number) =>
    `The file could not be processed within ${seconds} seconds. Make it smaller or split it, then try again.`,
  tooMuchMemory:
    'The file needs more memory to process than the server allows. Make it smaller or split it, then try again.',
  crashed: 'The server stopped while processing the file. Try again in a few seconds.',
};

/** piscina's errors for a thread that ended while it had a task (exit, terminate, a fatal error). */
const isThreadCrash = (error: unknown) =>
  error instanceof Error &&
  (error.message.startsWith('worker exited with code') || error.message === 'Terminating worker thread');

type TaskInput<Name extends FileTaskName> = Parameters<FileTasks[Name]>[0];
type TaskOutput<Name extends FileTaskName> = Awaited<ReturnType<FileTasks[Name]>>;

/**
 * The worker's entry: in the build this module is part of dist/server.mjs, beside
 * dist/file-worker.mjs (apps/server/build.mjs bundles both); from the sources (vitest, tsx) it is
 * src/lib/file-worker-pool.ts, and src/file-worker-tsx.mjs loads src/file-worker.ts through tsx.
 */
function workerEntry(): string {
  const fromSources = import.meta.url.endsWith('.ts');
  return new URL(fromSources ? '../file-worker-tsx.mjs' : './file-worker.mjs', import.meta.url).href;
}

export class FileWorkerPool {
  #pool: Piscina;
  #running = 0;
  readonly #waiting: Array<() => void> = [];
  /** The last error of a thread outside any task, e.g. one that could not start. */
  #threadFailure: Error | null = null;

  constructor(readonly limits: FileWorkerLimits = fileWorkerLimits) {
    this.#pool = this.#createPiscina();
  }

  #createPiscina(): Piscina {
    const pool = new Piscina({
      filename: workerEntry(),
      minThreads: 0,
      maxThreads: this.limits.threads,
      // Idle threads stop after a minute; the next file starts one again (~0.2 s).
      idleTimeout: 60_000,
      resourceLimits: {
        maxOldGenerationSizeMb: this.limits.maxHeapMb,
        // 16 MB of young generation (was 32): garbage is collected sooner, so drawing a 50-unit
        // submittal peaks lower (worker heap ~79 against ~91 MB, process ~284 against ~299 MB, ADR 0043).
        maxYoungGenerationSizeMb: 16,
      },
    });
    // piscina emits a thread's error outside a task (one that cannot start: a missing
    // dist/file-worker.mjs, a heap too small to load it) on the pool, where no listener would end
    // the server; it then starts no more threads, so the task waiting for one times out.
    pool.on('error', (error: Error) => {
      this.#threadFailure = error;
    });
    return pool;
  }

  /** Tasks running and waiting now (for tests and metrics). */
  get load(): { running: number; waiting: number } {
    return { running: this.#running, waiting: this.#waiting.length };
  }

  /** The threads started now (a test ends one to see a crash answered and the pool recover). */
  get threads(): readonly Worker[] {
    return this.#pool.threads;
  }

  /**
   * Runs a task of src/file-worker.ts in a thread. Throws HttpError 503 (Retry-After) when the queue
   * is full or the thread crashed during the task, 413 when the task passes its time or memory limit.
   * `messages` words these answers for the task (a document drawn rather than a file read).
   */
  async run<Name extends FileTaskName>(
    name: Name,
    input: TaskInput<Name>,
    messages: FileWorkerMessages = fileWorkerMessages,
  ): Promise<TaskOutput<Name>> {
    await this.#takeThread(messages);
    const timeout = AbortSignal.timeout(this.limits.taskTimeoutMs);
    try {
      const request: FileTaskRequest<Name> = { name, input };
      const output = await this.#pool.run(request, { name: 'runFileTask', signal: timeout });
      this.#threadFailure = null;
      return output;
    } catch (error) {
      const threadFailure = this.#threadFailure;
      if (timeout.aborted && threadFailure) {
        // No thread could take the task: the cause is the server's (500, logged), and the next task
        // gets a new pool.
        this.#threadFailure = null;
        const failed = this.#pool;
        this.#pool = this.#createPiscina();
        void failed.destroy();
        throw threadFailure;
      }
      if (timeout.aborted)
        throw new HttpError(413, messages.tooSlow(Math.round(this.limits.taskTimeoutMs / 1000)));
      if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY')
        throw new HttpError(413, messages.tooMuchMemory);
      if (isThreadCrash(error)) {
        // The next task gets new threads: piscina starts no more threads once one has died before it
        // was ready, so its pool is replaced; tasks still running on the old one finish there.
        const crashed = this.#pool;
        this.#pool = this.#createPiscina();
        void crashed.close().catch(() => {});
        throw new HttpError(503, messages.crashed, undefined, { 'Retry-After': String(RETRY_AFTER_SECONDS) });
      }
      throw error;
    } finally {
      this.#releaseThread();
    }
  }

  async close(): Promise<void> {
    await this.#pool.destroy();
  }

  #takeThread(messages: FileWorkerMessages): Promise<void> {
    if (this.#running < this.limits.threads) {
      this.#running += 1;
      return Promise.resolve();
    }
    if (this.#waiting.length >= this.limits.maxWaiting)
      return Promise.reject(
        new HttpError(503, messages.busy, undefined, {
          'Retry-After': String(RETRY_AFTER_SECONDS),
        }),
      );
    // The finishing task hands its thread over directly, so `running` stays counted.
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  #releaseThread(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#running -= 1;
  }
}

let shared: FileWorkerPool | undefined;

/** The server's pool, made on first use (a server that never reads a file starts no thread). */
export function fileWorkerPool(): FileWorkerPool {
  shared ??= new FileWorkerPool();
  return shared;
}
