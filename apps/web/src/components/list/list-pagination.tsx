import { Group, Pagination, Text } from '@mantine/core';

type ListPaginationProps = { page: number; pages: number; onChange: (page: number) => void };

/** "Page n of m" and the page buttons under a list; nothing when everything fits on one page. */
export function ListPagination({ page, pages, onChange }: ListPaginationProps) {
  if (pages <= 1) return null;
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">
        Page {Math.min(page, pages).toLocaleString()} of {pages.toLocaleString()}
      </Text>
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onChange}
        getControlProps={(control) => ({ 'aria-label': `${control} page` })}
        getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
      />
    </Group>
  );
}
