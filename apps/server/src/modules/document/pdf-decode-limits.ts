import { createRequire } from 'node:module';

/**
 * Caps on what pdf-lib may inflate while it reads an untrusted PDF (issue #16 item 3): a 2.5 MB page
 * stream can inflate to 2.5 GB. pdf-lib decodes object streams when it loads a file and page content
 * streams when it embeds a page, every filter (Flate, LZW, RunLength, ASCII85/Hex, chained) through
 * one buffer-growing method of its DecodeStream class; limiting that method bounds all of them, so a
 * bomb costs at most the cap to refuse. It counts only inside withPdfDecodeLimits, which the file
 * worker's tasks use (docs/decisions/0021).
 */
export type PdfDecodeLimits = { maxStreamBytes: number; maxTotalBytes: number };

export class PdfDecodeLimitError extends Error {
  constructor(readonly limits: PdfDecodeLimits) {
    super('A stream of the PDF unpacks to more than the allowed size.');
  }
}

type DecodeStreamPrototype = {
  buffer: Uint8Array;
  ensureBuffer(this: DecodeStreamPrototype, requested: number): Uint8Array;
};

// pdf-lib has no exports map; its CommonJS build is the one Node loads for `import 'pdf-lib'` too.
const require = createRequire(import.meta.url);
const decodeStream = require('pdf-lib/cjs/core/streams/DecodeStream.js') as {
  default: { prototype: DecodeStreamPrototype };
};
const prototype = decodeStream.default.prototype;

/** The running task's budget; one task at a time per worker thread. */
let budget: (PdfDecodeLimits & { usedBytes: number; exceeded: boolean }) | null = null;

function refuse(limits: NonNullable<typeof budget>): never {
  limits.exceeded = true;
  throw new PdfDecodeLimitError(limits);
}

const originalEnsureBuffer = prototype.ensureBuffer;
prototype.ensureBuffer = function ensureBufferWithinLimits(requested) {
  const current = this.buffer.byteLength;
  if (!budget || requested <= current) return originalEnsureBuffer.call(this, requested);
  if (budget.exceeded || requested > budget.maxStreamBytes) refuse(budget);
  const grown = originalEnsureBuffer.call(this, requested);
  budget.usedBytes += grown.byteLength - current;
  if (budget.usedBytes > budget.maxTotalBytes) refuse(budget);
  return grown;
};

/**
 * Runs `work` with every pdf-lib decode counted against `limits`; throws PdfDecodeLimitError beyond
 * them, also when pdf-lib caught the error itself (its parser skips an object it cannot read, such as
 * an object stream that passed the limit, and goes on).
 */
export async function withPdfDecodeLimits<T>(limits: PdfDecodeLimits, work: () => Promise<T>): Promise<T> {
  const running = { ...limits, usedBytes: 0, exceeded: false };
  budget = running;
  try {
    const result = await work();
    if (running.exceeded) throw new PdfDecodeLimitError(limits);
    return result;
  } finally {
    budget = null;
  }
}
