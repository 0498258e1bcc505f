import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';

/** Spec section 9: the wide row-details modal is 89 % of the window wide, between 700 and 1400 px. */
export const rowDetailsModalSize = { width: '89vw', minWidthPx: 700, maxWidthPx: 1400 } as const;

type RowDetailsModalProps = {
  opened: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
};

/** A wide modal for a table of row details (spec section 2 styling target). */
export function RowDetailsModal({ opened, title, onClose, children }: RowDetailsModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      size={rowDetailsModalSize.width}
      styles={{
        content: { minWidth: rowDetailsModalSize.minWidthPx, maxWidth: rowDetailsModalSize.maxWidthPx },
      }}
    >
      {children}
    </Modal>
  );
}
