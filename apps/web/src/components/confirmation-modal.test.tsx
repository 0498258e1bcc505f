import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { themeForBrand } from '../lib/theme.ts';
import { ConfirmationModal } from './confirmation-modal.tsx';

/** A caller that closes the modal on either answer, as the screens do. */
function Caller({ onAccept, onReject }: { onAccept: () => void; onReject: () => void }) {
  const [opened, setOpened] = useState(true);
  return (
    <ConfirmationModal
      opened={opened}
      header="Delete the schedule?"
      message="This cannot be undone."
      onAccept={() => {
        setOpened(false);
        onAccept();
      }}
      onReject={() => {
        setOpened(false);
        onReject();
      }}
    />
  );
}

function renderCaller() {
  const onAccept = vi.fn();
  const onReject = vi.fn();
  render(
    <MantineProvider theme={themeForBrand(null)} env="test">
      <Caller onAccept={onAccept} onReject={onReject} />
    </MantineProvider>,
  );
  return { onAccept, onReject };
}

describe('ConfirmationModal backdrop (spec section 2)', () => {
  it('is not dismissed by clicking the backdrop', () => {
    const { onAccept, onReject } = renderCaller();
    expect(screen.getByRole('dialog', { name: 'Delete the schedule?' })).toBeInTheDocument();
    const backdrop = document.querySelector('.mantine-Modal-overlay');
    expect(backdrop).not.toBeNull();
    fireEvent.mouseDown(backdrop as Element);
    fireEvent.mouseUp(backdrop as Element);
    fireEvent.click(backdrop as Element);
    expect(screen.getByRole('dialog', { name: 'Delete the schedule?' })).toBeInTheDocument();
    expect(onReject).not.toHaveBeenCalled();
    expect(onAccept).not.toHaveBeenCalled();
  });

  it('closes through its reject button (Cancel), unlike a backdrop click', async () => {
    const { onReject } = renderCaller();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onReject).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
