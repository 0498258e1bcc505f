import { Group, Loader } from '@mantine/core';
import { LoadFailure } from '../load-failure.tsx';

type ListLoadFallbackProps = {
  /** What the list holds, for the messages: "projects", "schedules". */
  what: string;
  error: Error | null;
  onRetry: () => void;
};

/** What a list shows before its first answer: a spinner, or why it failed with a way to try again. */
export function ListLoadFallback({ what, error, onRetry }: ListLoadFallbackProps) {
  if (error) return <LoadFailure what={what} error={error} onRetry={onRetry} />;
  return (
    <Group justify="center" p="xl">
      <Loader aria-label={`Loading ${what}`} />
    </Group>
  );
}
