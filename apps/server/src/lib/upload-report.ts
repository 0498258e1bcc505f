import type { FastifyReply, FastifyRequest } from 'fastify';

/** "Row 3" → its messages, for the error shape's fieldErrors. */
export function rowFieldErrors(
  errors: ReadonlyArray<{ Row: number; Message: string }>,
): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const { Row, Message } of errors) {
    const key = `Row ${Row}`;
    fieldErrors[key] = fieldErrors[key] ? `${fieldErrors[key]}; ${Message}` : Message;
  }
  return fieldErrors;
}

/**
 * A rejected spreadsheet upload (ADR 0010): 400 in the one error shape (ADR 0003), with the upload's
 * report beside it and each bad row as a field error, so the web client's ApiCallError carries them.
 */
export function rejectedUpload<Report extends object>(
  request: FastifyRequest,
  reply: FastifyReply,
  message: string,
  errors: ReadonlyArray<{ Row: number; Message: string }>,
  report: Report,
) {
  reply.code(400);
  return {
    statusCode: 400,
    error: 'Bad Request',
    message,
    requestId: request.id,
    fieldErrors: rowFieldErrors(errors),
    ...report,
  };
}
