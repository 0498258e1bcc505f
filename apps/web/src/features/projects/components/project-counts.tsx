import { Badge, Group } from '@mantine/core';
import type { ProjectCounts } from '../project-rules.ts';

/** The counts of spec section 4 for the current search. */
export function ProjectCountBadges({ counts }: { counts: ProjectCounts }) {
  const entries = [
    { label: 'Total', value: counts.total, color: 'gray' },
    { label: 'Active', value: counts.active, color: 'green' },
    { label: 'Inactive', value: counts.inactive, color: 'red' },
    { label: 'Mine', value: counts.mine, color: 'blue' },
  ] as const;
  return (
    <Group gap="xs" aria-label="Project counts" role="group">
      {entries.map((entry) => (
        <Badge
          key={entry.label}
          variant="light"
          color={entry.color}
          size="lg"
          tt="none"
          data-testid={`count-${entry.label.toLowerCase()}`}
        >
          {entry.label}: {entry.value.toLocaleString()}
        </Badge>
      ))}
    </Group>
  );
}
