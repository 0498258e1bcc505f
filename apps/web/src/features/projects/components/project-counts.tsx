import { Badge, Group } from '@mantine/core';
import type { ProjectCounts } from '../project-rules.ts';

type CountBadgesProps = {
  /** Without `mine` (a list that cannot tell whose the projects are) that badge is left out. */
  counts: Omit<ProjectCounts, 'mine'> & { mine?: number };
  /** What is counted, for assistive technology. */
  label?: string;
};

/** The counts of spec section 4 for the current search (and the same badges for other lists). */
export function ProjectCountBadges({ counts, label = 'Project counts' }: CountBadgesProps) {
  const entries = [
    { label: 'Total', value: counts.total, color: 'gray' },
    { label: 'Active', value: counts.active, color: 'green' },
    { label: 'Inactive', value: counts.inactive, color: 'red' },
    { label: 'Mine', value: counts.mine, color: 'blue' },
  ] as const;
  return (
    <Group gap="xs" aria-label={label} role="group">
      {entries.map((entry) =>
        entry.value === undefined ? null : (
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
        ),
      )}
    </Group>
  );
}
