import { notifications } from '@mantine/notifications';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flashToastKey } from '../../lib/local-storage-keys.ts';
import { mockApi } from '../../test/mock-api.ts';
import { renderWithApp } from '../../test/render-app.tsx';

// A file of its own: react-idle-timer keeps the timer functions it finds when it first loads, so it
// must load under this test's fake clock (see idle-watcher.test.tsx).

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('inactivity warning only while the page is visible and focused (spec section 4)', () => {
  let visibility: DocumentVisibilityState = 'hidden';
  let focused = false;
  const setPage = (next: { visibility?: DocumentVisibilityState; focused?: boolean }, event: string) => {
    visibility = next.visibility ?? visibility;
    focused = next.focused ?? focused;
    act(() => {
      if (event === 'visibilitychange') document.dispatchEvent(new Event(event));
      else window.dispatchEvent(new Event(event));
    });
  };
  const warning = () => screen.queryByText('Inactivity Warning');

  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    sessionStorage.clear();
    visibility = 'hidden';
    focused = false;
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
    vi.spyOn(document, 'hasFocus').mockImplementation(() => focused);
  });
  afterEach(() => {
    cleanup();
    notifications.clean();
    Reflect.deleteProperty(document, 'visibilityState');
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('hides the warning while the page is hidden or unfocused, shows it when both, and logs out on time either way', async () => {
    const { IdleWatcher } = await import('./idle-watcher.tsx');
    mockApi({});
    renderWithApp(<IdleWatcher timeoutSeconds={60} countdownSeconds={30} />);
    await advance(60_000);
    // Idle, counting down, but the page is hidden: no warning.
    expect(warning()).toBeNull();
    setPage({ visibility: 'visible' }, 'visibilitychange');
    expect(warning()).toBeNull();
    setPage({ focused: true }, 'focus');
    expect(warning()).toBeInTheDocument();
    expect(screen.getByTestId('alert-countdown')).toBeInTheDocument();
    setPage({ focused: false }, 'blur');
    expect(warning()).toBeNull();
    setPage({ focused: true }, 'focus');
    expect(warning()).toBeInTheDocument();
    setPage({ visibility: 'hidden' }, 'visibilitychange');
    expect(warning()).toBeNull();
    expect(sessionStorage.getItem(flashToastKey)).toBeNull();
    // The hidden page is still logged out when the countdown ends.
    await advance(30_000);
    expect(JSON.parse(sessionStorage.getItem(flashToastKey) ?? 'null')).toMatchObject({
      message: 'Logged out due to inactivity.',
    });
  });
});
