/**
 * Stored PDFs merged into a submittal package are read in the file worker (docs/decisions/0021),
 * within these limits: a real data sheet page unpacks to well under a megabyte, a dense drawing to a
 * few; a decompression bomb is refused once it passes them (issue #16 item 3).
 */
export const storedPdfLimits = {
  /** What one stream (a page's content, an object stream) may unpack to. */
  maxStreamBytes: 32 * 1024 * 1024,
  /**
   * What all the streams of one file, or of one merge, may unpack to together: each is let go once
   * read, so this bounds the time (~2 s), and the stream cap the memory.
   */
  maxTotalBytes: 256 * 1024 * 1024,
  /** Pages of one attachment a package may take. */
  maxPages: 200,
};

/** The stream and total limits in MB, as the refusals name them. */
export const storedPdfLimitMegabytes = [
  storedPdfLimits.maxStreamBytes / 1024 / 1024,
  storedPdfLimits.maxTotalBytes / 1024 / 1024,
] as const;
