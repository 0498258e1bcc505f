import { Button } from '@mantine/core';

type StatusToggleButtonProps = {
  active: boolean;
  /** The record's name, so screen readers hear which row the button acts on. */
  name: string;
  loading?: boolean;
  onClick: () => void;
};

/** The row button that deactivates an active record or activates an inactive one. */
export function StatusToggleButton({ active, name, loading, onClick }: StatusToggleButtonProps) {
  const action = active ? 'Deactivate' : 'Activate';
  return (
    <Button size="xs" variant="default" loading={loading} onClick={onClick} aria-label={`${action} ${name}`}>
      {action}
    </Button>
  );
}
