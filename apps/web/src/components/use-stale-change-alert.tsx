import { STALE_ROW_VERSION_MESSAGE } from '@airquote/shared/contracts/project/project-schemas';
import { useCallback, useState } from 'react';
import { ApiCallError } from '../lib/api-client.ts';
import { AlertModal } from './alert-modal.tsx';
import { showToast } from './toast.tsx';

/**
 * A change refused because it was based on an old row version: 412, or 409 with the shared stale
 * message. Other 409s are rules about the data itself (a tag already used in the schedule).
 */
export function isStaleChange(error: unknown): error is ApiCallError {
  return (
    error instanceof ApiCallError &&
    (error.status === 412 || (error.status === 409 && error.message === STALE_ROW_VERSION_MESSAGE))
  );
}

/** A refusal about what was entered (400, or a 409 that is not about a stale row version). */
export function isInputRefused(error: unknown): error is ApiCallError {
  return (
    error instanceof ApiCallError && (error.status === 400 || (error.status === 409 && !isStaleChange(error)))
  );
}

/**
 * Error handling of the project area's changes: a stale change opens a warning with the server's
 * message and a Reload action (which fetches what the other person saved); anything else is a toast.
 */
export function useStaleChangeAlert(onReload: () => void) {
  const [message, setMessage] = useState<string | null>(null);
  const handleError = useCallback((error: Error) => {
    if (isStaleChange(error)) setMessage(error.message);
    else showToast({ type: 'Error', message: error.message });
  }, []);
  const alert = (
    <AlertModal
      opened={message !== null}
      type="Warning"
      header="Changed by someone else"
      message={message ?? ''}
      acceptLabel="Reload"
      onAccept={() => {
        setMessage(null);
        onReload();
      }}
    />
  );
  return { handleError, alert };
}
