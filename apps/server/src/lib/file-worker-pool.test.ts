import { afterAll, describe, expect, it } from 'vitest';
import { pdfWithoutContents } from '../test/hostile-files.ts';
import {
  FileWorkerPool,
  fileWorkerLimits,
  fileWorkerMessages,
  RETRY_AFTER_SECONDS,
} from './file-worker-pool.ts';
import { HttpError } from './http-error.ts';
import { writeXlsx } from './xlsx-workbook.ts';

/** The pool's own limits (docs/decisions/0021), each on a pool made for it. */
const pools: FileWorkerPool[] = [];
const pool = (limits: Partial<typeof fileWorkerLimits>) => {
  const made = new FileWorkerPool({ ...fileWorkerLimits, ...limits });
  pools.push(made);
  return made;
};

afterAll(async () => {
  await Promise.all(pools.map((made) => made.close()));
});

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe('the file worker pool', () => {
  it('a full queue answers 503 with Retry-After at once, and the tasks it took still run', async () => {
    const small = pool({ threads: 1, maxWaiting: 1 });
    const bytes = await pdfWithoutContents(1);
    const first = small.run('checkPdf', { bytes });
    const second = small.run('checkPdf', { bytes });
    expect(small.load).toEqual({ running: 1, waiting: 1 });
    const refused = await rejection(small.run('checkPdf', { bytes }));
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({
      statusCode: 503,
      message: fileWorkerMessages.busy,
      headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
    });
    expect(await first).toEqual({ kind: 'pdf', pageCount: 1 });
    expect(await second).toEqual({ kind: 'pdf', pageCount: 1 });
    expect(small.load).toEqual({ running: 0, waiting: 0 });
  });

  it('a task past its time limit stops its thread and answers 413, not 500', async () => {
    // Starting a thread alone takes longer than 1 ms, so the limit is always passed.
    const hurried = pool({ threads: 1, taskTimeoutMs: 1 });
    const refused = await rejection(hurried.run('checkPdf', { bytes: await pdfWithoutContents(1) }));
    expect(refused).toMatchObject({ statusCode: 413, message: fileWorkerMessages.tooSlow(0) });
    expect(hurried.load).toEqual({ running: 0, waiting: 0 });
  });

  it('a task past the heap limit of its thread answers 413; the server process goes on', async () => {
    // 400,000 figures (about 11 MB of sheet XML, well within the unpacked limit): more than 32 MB of
    // heap to hold as text rows, less than the pool's 512 MB.
    const columns = Array.from({ length: 100 }, (_, column) => ({ header: `C${column}`, width: 10 }));
    const rows = Array.from({ length: 4000 }, (_, row) => columns.map((_, column) => row * 100 + column));
    const sheet = await writeXlsx('Sheet', columns, rows);
    const cramped = pool({ threads: 1, maxHeapMb: 32 });
    const refused = await rejection(cramped.run('readSpreadsheet', { data: sheet, maxRows: 20_000 }));
    expect(refused).toMatchObject({ statusCode: 413, message: fileWorkerMessages.tooMuchMemory });
    expect(cramped.load).toEqual({ running: 0, waiting: 0 });
  });

  it('a thread that crashes in the middle of a task answers 503 with Retry-After, and the next task gets a new thread', async () => {
    const crashing = pool({ threads: 1 });
    const bytes = await pdfWithoutContents(1);
    // A first task starts the thread, so the next one is handed to it at once.
    expect(await crashing.run('checkPdf', { bytes })).toEqual({ kind: 'pdf', pageCount: 1 });
    const [thread] = crashing.threads;
    if (!thread) throw new Error('the pool started no thread');
    // Reading 400,000 figures takes the thread long enough to end it in the middle.
    const columns = Array.from({ length: 100 }, (_, column) => ({ header: `C${column}`, width: 10 }));
    const rows = Array.from({ length: 4000 }, (_, row) => columns.map((_, column) => row * 100 + column));
    const sheet = await writeXlsx('Sheet', columns, rows);
    const reading = rejection(crashing.run('readSpreadsheet', { data: sheet, maxRows: 20_000 }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await thread.terminate();
    expect(await reading).toMatchObject({
      statusCode: 503,
      message: fileWorkerMessages.crashed,
      headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
    });
    expect(crashing.load).toEqual({ running: 0, waiting: 0 });
    // The pool goes on with a new thread.
    expect(await crashing.run('checkPdf', { bytes })).toEqual({ kind: 'pdf', pageCount: 1 });
    expect(crashing.threads).not.toContain(thread);
  });

  it('words its answers for the task: a full queue drawing documents says so', async () => {
    const small = pool({ threads: 1, maxWaiting: 0 });
    const bytes = await pdfWithoutContents(1);
    const messages = { ...fileWorkerMessages, busy: 'Drawing other documents.' };
    const first = small.run('checkPdf', { bytes }, messages);
    expect(await rejection(small.run('checkPdf', { bytes }, messages))).toMatchObject({
      statusCode: 503,
      message: 'Drawing other documents.',
    });
    expect(await first).toEqual({ kind: 'pdf', pageCount: 1 });
  });

  it('a thread that cannot start does not end the server: the waiting task answers the cause', async () => {
    // 8 MB of heap is too little to load the worker at all.
    const starved = pool({ threads: 1, maxHeapMb: 8, taskTimeoutMs: 3000 });
    const bytes = await pdfWithoutContents(1);
    const refused = await rejection(starved.run('checkPdf', { bytes }));
    expect(refused).toBeInstanceOf(Error);
    expect(refused).not.toBeInstanceOf(HttpError);
    expect(starved.load).toEqual({ running: 0, waiting: 0 });
  });
});
