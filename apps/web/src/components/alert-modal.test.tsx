import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/render.tsx';
import { AlertModal, formatCountdown } from './alert-modal.tsx';
import { ConfirmationModal } from './confirmation-modal.tsx';

describe('formatCountdown (spec section 9: hh:mm:ss)', () => {
  it.each([
    [30, '00:00:30'],
    [0, '00:00:00'],
    [61, '00:01:01'],
    [3725, '01:02:05'],
    [-4, '00:00:00'],
  ])('%i s → %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});

describe('AlertModal', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('counts down each second and calls the elapsed callback at zero', async () => {
    const onElapsed = vi.fn();
    renderWithTheme(
      <AlertModal
        opened
        header="Inactivity Warning"
        message="m"
        type="Warning"
        counterSeconds={3}
        onAccept={() => {}}
        onElapsed={onElapsed}
      />,
    );
    expect(screen.getByTestId('alert-countdown')).toHaveTextContent('00:00:03');
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByTestId('alert-countdown')).toHaveTextContent('00:00:02');
    expect(onElapsed).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    expect(onElapsed).toHaveBeenCalledTimes(1);
  });

  it('without a counter, its one button (default Okay) confirms', async () => {
    vi.useRealTimers();
    const onAccept = vi.fn();
    renderWithTheme(
      <AlertModal opened header="Saved" message="All good" type="Success" onAccept={onAccept} />,
    );
    expect(screen.queryByTestId('alert-countdown')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Okay' }));
    expect(onAccept).toHaveBeenCalledTimes(1);
  });
});

describe('ConfirmationModal', () => {
  it('calls the matching callback; default labels Continue and Cancel', async () => {
    const onAccept = vi.fn();
    const onReject = vi.fn();
    renderWithTheme(
      <ConfirmationModal opened header="Sure?" message="Really" onAccept={onAccept} onReject={onReject} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onReject).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onAccept).toHaveBeenCalledTimes(1);
  });
});
