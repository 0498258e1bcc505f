import type { NotificationType } from '@airquote/shared/enums/lookups';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { themeForBrand } from '../lib/theme.ts';
import { readGlobalCss } from '../test/global-css.ts';
import { notificationColors } from './notification-style.ts';
import { DEFAULT_TOAST_MS, showToast } from './toast.tsx';

function renderToasts() {
  return render(
    <MantineProvider theme={themeForBrand(null)} env="test">
      <Notifications />
    </MantineProvider>,
  );
}

/** Moves the fake clock and lets React apply what the timers did. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** Mantine keeps a closing toast for its exit transition; this is well past it. */
const EXIT_TRANSITION_MS = 1000;

describe('showToast durations (spec section 9.5)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    // Unmounted first, so clearing the toasts starts no exit transitions that outlive the test.
    cleanup();
    notifications.clean();
    vi.useRealTimers();
  });

  it('lasts the default 8000 ms: still shown 1 ms before, closed at 8000 ms', async () => {
    expect(DEFAULT_TOAST_MS).toBe(8000);
    renderToasts();
    const onClose = vi.fn();
    act(() => {
      showToast({ type: 'Info', message: 'Saved the project.', onClose });
    });
    expect(screen.getByText('Saved the project.')).toBeInTheDocument();
    await advance(7999);
    expect(screen.getByText('Saved the project.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await advance(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    await advance(EXIT_TRANSITION_MS);
    expect(screen.queryByText('Saved the project.')).toBeNull();
  });

  it('lasts the duration the caller passes instead of the default', async () => {
    renderToasts();
    const onClose = vi.fn();
    act(() => {
      showToast({ type: 'Warning', message: 'Short one.', durationMs: 3000, onClose });
    });
    await advance(2999);
    expect(onClose).not.toHaveBeenCalled();
    await advance(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    await advance(EXIT_TRANSITION_MS);
    expect(screen.queryByText('Short one.')).toBeNull();
  });
});

describe('notification colours (spec section 9.12)', () => {
  afterEach(() => {
    cleanup();
    notifications.clean();
  });

  it('are success #3ca362, error #fa3333, info #235ca2, warning #f8cb5a, also as CSS variables', async () => {
    expect(notificationColors).toEqual({
      Success: '#3ca362',
      Error: '#fa3333',
      Info: '#235ca2',
      Warning: '#f8cb5a',
    });
    const globalCss = await readGlobalCss();
    expect(globalCss).toMatch(/--aq-success:\s*#3ca362;/);
    expect(globalCss).toMatch(/--aq-error:\s*#fa3333;/);
    expect(globalCss).toMatch(/--aq-info:\s*#235ca2;/);
    expect(globalCss).toMatch(/--aq-warning:\s*#f8cb5a;/);
  });

  it.each([
    ['Success', 'rgb(60, 163, 98)'],
    ['Error', 'rgb(250, 51, 51)'],
    ['Info', 'rgb(35, 92, 162)'],
    ['Warning', 'rgb(248, 203, 90)'],
  ] as [NotificationType, string][])('a %s toast is edged in its colour %s', (type, rgb) => {
    renderToasts();
    act(() => {
      showToast({ type, message: `A ${type} toast` });
    });
    const toast = screen.getByText(`A ${type} toast`).closest<HTMLElement>(`.aq-toast-${type.toLowerCase()}`);
    expect(toast).not.toBeNull();
    expect(toast?.style.borderLeftColor).toBe(rgb);
  });
});
