import { notifications, notificationsStore } from '@mantine/notifications';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../config/paths.ts';
import { LoginPage } from '../features/auth/routes/login-page.tsx';
import { flashToastKey } from '../lib/local-storage-keys.ts';
import { mockApi } from '../test/mock-api.ts';
import { renderWithApp } from '../test/render-app.tsx';

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('inactivity logout toast (spec sections 4 and 9.6)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // jsdom reports the full-page redirect to login as not implemented.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    // Unmounted first, so clearing the toasts starts no exit transitions that outlive the test.
    cleanup();
    notifications.clean();
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("logs out after the timeout and the countdown, and the login page shows 'Logged out due to inactivity.' for 5000 ms", async () => {
    // react-idle-timer keeps the timer functions it finds when it loads: load it under the fake clock.
    const { INACTIVITY_TOAST, INACTIVITY_TOAST_MS, IdleWatcher } = await import(
      '../shared/session/idle-watcher.tsx'
    );
    expect(INACTIVITY_TOAST_MS).toBe(5000);
    mockApi({});
    const idle = renderWithApp(<IdleWatcher timeoutSeconds={60} countdownSeconds={30} />);
    await advance(60_000);
    expect(sessionStorage.getItem(flashToastKey)).toBeNull();
    await advance(30_000);
    expect(JSON.parse(sessionStorage.getItem(flashToastKey) ?? 'null')).toEqual({
      type: 'Warning',
      message: 'Logged out due to inactivity.',
      durationMs: 5000,
    });
    idle.unmount();

    // The redirect lands on the login page, which shows the kept toast.
    renderWithApp(<LoginPage />, { path: paths.login, at: paths.login });
    const message = screen.getByText(INACTIVITY_TOAST);
    expect(message.closest('.aq-toast')).toHaveClass('aq-toast-warning');
    expect(sessionStorage.getItem(flashToastKey)).toBeNull();
    await advance(INACTIVITY_TOAST_MS - 1);
    expect(notificationsStore.getState().notifications).toHaveLength(1);
    await advance(1);
    // Closed at 5000 ms; Mantine then plays its exit transition before removing the element.
    expect(notificationsStore.getState().notifications).toHaveLength(0);
    await advance(1000);
    expect(screen.queryByText(INACTIVITY_TOAST)).toBeNull();
  });
});
