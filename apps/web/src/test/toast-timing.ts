import { notifications } from '@mantine/notifications';
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { paths } from '../config/paths.ts';

/** Lets promises and React settle without moving the fake clock. */
export async function settle(until: () => boolean) {
  for (let i = 0; i < 50 && !until(); i++) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
  }
}

export async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** The toast stays until just before ms, then closes and the user is taken from `from` to login. */
export async function expectLoginAfter(
  router: { state: { location: { pathname: string } } },
  from: string,
  ms: number,
) {
  await advance(ms - 1);
  expect(document.querySelector('.aq-toast')).not.toBeNull();
  expect(router.state.location.pathname).toBe(from);
  await advance(1);
  expect(router.state.location.pathname).toBe(paths.login);
}

/**
 * Each test of a page that moves to login when its toast closes starts at the page's address (the
 * page only moves while the browser is still there) and ends with the toasts cleared and real timers.
 */
export function startEachTestAt(address: string) {
  beforeEach(() => {
    window.history.pushState({}, '', address);
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    // Unmounted first, so clearing the toasts starts no exit transitions that outlive the test.
    cleanup();
    notifications.clean();
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    window.history.pushState({}, '', '/');
  });
}
