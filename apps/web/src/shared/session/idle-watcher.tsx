import { useEffect, useState } from 'react';
import { useIdleTimer } from 'react-idle-timer';
import { useLocation, useMatches } from 'react-router';
import { AlertModal } from '../../components/alert-modal.tsx';
import type { RouteHandle } from '../../config/route-handle.ts';
import { logout } from './logout.ts';

export const INACTIVITY_HEADER = 'Inactivity Warning';
export const INACTIVITY_MESSAGE =
  'You will be logged out once the counter runs out. Please save any unsaved work.';
export const INACTIVITY_TOAST = 'Logged out due to inactivity.';
export const INACTIVITY_TOAST_MS = 5000;

function isPageVisibleAndFocused(): boolean {
  return document.visibilityState === 'visible' && document.hasFocus();
}

function usePageVisibleAndFocused(): boolean {
  const [state, setState] = useState(isPageVisibleAndFocused);
  useEffect(() => {
    const update = () => setState(isPageVisibleAndFocused());
    document.addEventListener('visibilitychange', update);
    window.addEventListener('focus', update);
    window.addEventListener('blur', update);
    return () => {
      document.removeEventListener('visibilitychange', update);
      window.removeEventListener('focus', update);
      window.removeEventListener('blur', update);
    };
  }, []);
  return state;
}

/**
 * Spec section 4 idle tracking: after each navigation, watching stops when the deepest route has
 * excludeIdle, otherwise it starts or resumes. After the timeout a 30-second countdown starts; its
 * modal shows only while the page is visible and focused, but the countdown runs on regardless, and
 * at zero the user is logged out with a toast. Activity before that resets it.
 */
export function IdleWatcher({
  timeoutSeconds,
  countdownSeconds,
}: {
  timeoutSeconds: number;
  countdownSeconds: number;
}) {
  const matches = useMatches();
  const location = useLocation();
  const excluded = (matches.at(-1)?.handle as RouteHandle | undefined)?.excludeIdle === true;
  /** When the countdown reaches zero, or null while the user is active. */
  const [deadline, setDeadline] = useState<number | null>(null);
  const visibleAndFocused = usePageVisibleAndFocused();
  const timer = useIdleTimer({
    timeout: timeoutSeconds * 1000,
    startManually: true,
    throttle: 500,
    // Not 'focus' or 'visibilitychange': the warning modal focusing its button is not the user's activity.
    events: ['mousemove', 'keydown', 'wheel', 'mousedown', 'touchstart', 'touchmove'],
    onIdle: () => setDeadline(Date.now() + countdownSeconds * 1000),
    onActive: () => setDeadline(null),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-evaluated at the end of each navigation
  useEffect(() => {
    if (excluded) {
      timer.pause();
      setDeadline(null);
    } else if (timer.isIdle()) {
      timer.start();
    } else {
      timer.resume();
      timer.start();
    }
  }, [excluded, location.key]);

  // The logout does not wait for the modal: a hidden or unfocused page is logged out on time too.
  useEffect(() => {
    if (deadline === null || excluded) return;
    const logoutTimer = setTimeout(logoutForInactivity, Math.max(0, deadline - Date.now()));
    return () => clearTimeout(logoutTimer);
  }, [deadline, excluded]);

  return (
    <AlertModal
      opened={deadline !== null && visibleAndFocused && !excluded}
      header={INACTIVITY_HEADER}
      message={INACTIVITY_MESSAGE}
      type="Warning"
      counterSeconds={countdownSeconds}
      {...(deadline !== null ? { deadline } : {})}
      onAccept={() => {
        setDeadline(null);
        timer.reset();
      }}
      onElapsed={logoutForInactivity}
    />
  );
}

function logoutForInactivity(): void {
  void logout({ toast: { type: 'Warning', message: INACTIVITY_TOAST, durationMs: INACTIVITY_TOAST_MS } });
}
