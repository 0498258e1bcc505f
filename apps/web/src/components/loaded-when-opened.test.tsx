import { render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LoadedWhenOpened } from './loaded-when-opened.tsx';

describe('LoadedWhenOpened', () => {
  it("loads a dialog's code on its first opening only, and keeps it mounted once closed", async () => {
    const load = vi.fn(async () => ({
      default: ({ opened }: { opened: boolean }) => <div>dialog {opened ? 'open' : 'closed'}</div>,
    }));
    const Dialog = lazy(load);
    const view = (opened: boolean) => (
      <LoadedWhenOpened opened={opened}>
        <Dialog opened={opened} />
      </LoadedWhenOpened>
    );
    const { rerender } = render(view(false));
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText(/dialog/)).not.toBeInTheDocument();
    rerender(view(true));
    expect(await screen.findByText('dialog open')).toBeInTheDocument();
    rerender(view(false));
    // Still mounted: it closes with its own transition and gives the focus back.
    expect(screen.getByText('dialog closed')).toBeInTheDocument();
    rerender(view(true));
    expect(screen.getByText('dialog open')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
