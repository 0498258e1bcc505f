import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { isLeavingPage } from '../lib/api-client.ts';
import { ConfirmationModal } from './confirmation-modal.tsx';

export const UNSAVED_CHANGES_TEXTS = {
  header: 'Leave without saving?',
  message: 'Your changes are not saved yet. Stay to keep working on them, or leave and lose them.',
  stay: 'Stay',
  leave: 'Leave',
} as const;

/**
 * Asks before unsaved work is lost (issue #15): a link, the menu, Back or a tab of the page that
 * would unmount the form opens the confirmation modal (Stay keeps the changes, Leave goes on and
 * drops them); closing or reloading the tab gets the browser's own question. `dirty` is read when
 * the user leaves, so a form that saves and then navigates passes `dirty && !saving`.
 *
 * A page the app itself leaves (logout, the idle logout, a session that ended) is never held up.
 * One form of a page uses it: react-router keeps one blocker at a time.
 */
export function useUnsavedChangesPrompt(dirty: boolean) {
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }) =>
        dirtyRef.current &&
        !isLeavingPage() &&
        (currentLocation.pathname !== nextLocation.pathname ||
          currentLocation.search !== nextLocation.search),
      [],
    ),
  );

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (isLeavingPage()) return;
      event.preventDefault();
      // Older browsers show their question only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return (
    <ConfirmationModal
      opened={blocker.state === 'blocked'}
      header={UNSAVED_CHANGES_TEXTS.header}
      message={UNSAVED_CHANGES_TEXTS.message}
      acceptLabel={UNSAVED_CHANGES_TEXTS.leave}
      rejectLabel={UNSAVED_CHANGES_TEXTS.stay}
      onAccept={() => blocker.proceed?.()}
      onReject={() => blocker.reset?.()}
    />
  );
}
