import { Button, Modal } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render-app.tsx';
import { LoadedWhenOpened } from './loaded-when-opened.tsx';

describe('LoadedWhenOpened', () => {
  it("loads a dialog's code on its first opening only, and keeps it mounted once closed", async () => {
    const load = vi.fn(async () => ({
      default: ({ opened }: { opened: boolean }) => <div>dialog {opened ? 'open' : 'closed'}</div>,
    }));
    const Dialog = lazy(load);
    const view = (opened: boolean) => (
      <LoadedWhenOpened opened={opened}>{(open) => <Dialog opened={open} />}</LoadedWhenOpened>
    );
    const { rerender } = render(view(false));
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText(/dialog/)).not.toBeInTheDocument();
    rerender(view(true));
    expect(await screen.findByText('dialog open')).toBeInTheDocument();
    rerender(view(false));
    // Still mounted: it closes with its own transition.
    expect(screen.getByText('dialog closed')).toBeInTheDocument();
    rerender(view(true));
    expect(screen.getByText('dialog open')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('gives the focus back to what opened it, on the first closing too', async () => {
    const Dialog = lazy(async () => ({
      default: ({ opened, onClose }: { opened: boolean; onClose: () => void }) => (
        <Modal opened={opened} onClose={onClose} title="Edit UNIT-1">
          <input aria-label="Tag" />
        </Modal>
      ),
    }));
    function Screen() {
      const [opened, setOpened] = useState(false);
      return (
        <>
          <Button onClick={() => setOpened(true)}>Edit UNIT-1</Button>
          <LoadedWhenOpened opened={opened}>
            {(open) => <Dialog opened={open} onClose={() => setOpened(false)} />}
          </LoadedWhenOpened>
        </>
      );
    }
    renderWithApp(<Screen />);
    const opener = screen.getByRole('button', { name: 'Edit UNIT-1' });
    await userEvent.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Edit UNIT-1' })).toBeInTheDocument();
    await waitFor(() => expect(opener).not.toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
