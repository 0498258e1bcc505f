import { type LineItem, toLineItemId } from '@airquote/shared/contracts/line-item/line-item-schemas';
import type { ProjectSchedule } from '@airquote/shared/contracts/project-schedule/project-schedule-schemas';
import { Button, Checkbox, Group, Loader, Paper, Select, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconCopy, IconEdit, IconRefresh } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { LoadedWhenOpened } from '../../../components/loaded-when-opened.tsx';
import { showToast } from '../../../components/toast.tsx';
import { isInputRefused, useStaleChangeAlert } from '../../../components/use-stale-change-alert.tsx';
import { paths } from '../../../config/paths.ts';
import { lazyComponent } from '../../../lib/lazy-load.ts';
import { useProductHierarchy } from '../../../shared/projects/api/search-product-types.ts';
import { bulkChangeLineItems, reselectLineItems } from '../api/bulk-change-line-items.ts';
import { copyLineItems } from '../api/copy-line-items.ts';
import { useLineItemGrid } from '../api/get-line-item-grid.ts';
import { productTypeExistsWithinSchedule } from '../api/product-type-exists-within-schedule.ts';
import { projectKeys } from '../api/query-keys.ts';
import { toggleLineItemStatus } from '../api/toggle-line-item-status.ts';
import { updateLineItem } from '../api/update-line-item.ts';
import { allOrNoneSelection, gridCellAlign, toggledSelection } from '../grid-cells.ts';
import { useRowWindow, WINDOW_FROM_ROWS, WINDOW_ROW_HEIGHT } from '../grid-window.ts';
import {
  productTypeNotInScheduleMessage,
  productTypeWithinScheduleError,
} from '../product-type-within-schedule.ts';
import { LineItemRow } from './line-item-row.tsx';

// The grid's dialogs are loaded the first time one opens, as the engineer's schedule import: the
// project page is the largest route (issue #18 budgets, ADR 47) and its first draw the one to keep
// quick (issue #14 part 5).
const BulkEditLineItemsModal = lazyComponent(() =>
  import('./bulk-edit-line-items-modal.tsx').then((module) => module.BulkEditLineItemsModal),
);
const CopyLineItemsModal = lazyComponent(() =>
  import('./copy-line-items-modal.tsx').then((module) => module.CopyLineItemsModal),
);
const EditLineItemModal = lazyComponent(() =>
  import('./edit-line-item-modal.tsx').then((module) => module.EditLineItemModal),
);

type LineItemGridProps = {
  schedule: ProjectSchedule;
  schedules: ProjectSchedule[];
  canEdit: boolean;
  /** After any change: the schedules (counts) and the project (list, event log) are stale. */
  onChanged: () => void;
};

/**
 * The line items of a schedule with the columns the server returns for this user (no price
 * columns for those who may not see prices), row selection, Copy to…, edit and status per row.
 */
export function LineItemGrid({ schedule, schedules, canEdit, onChanged }: LineItemGridProps) {
  const scheduleId = schedule.ProjectScheduleId;
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [copyOpen, setCopyOpen] = useState(false);
  const [bulkOpen, setBulkOpen] = useState(false);
  // Spec section 3 line item id holder: 0 or less is no line item.
  const [editingId, setEditingId] = useState<number | null>(null);
  const [productTypeId, setProductTypeId] = useState<number | null>(null);
  const [productTypeError, setProductTypeError] = useState<string | null>(null);
  const hierarchy = useProductHierarchy();
  const filterByProductType = async (value: number | null) => {
    setProductTypeId(value);
    setProductTypeError(null);
    const error = await productTypeWithinScheduleError(
      scheduleId,
      value,
      productTypeExistsWithinSchedule,
    ).catch(() => null);
    if (error) setProductTypeError(productTypeNotInScheduleMessage);
  };
  const grid = useLineItemGrid(scheduleId);
  const scrollRef = useRef<HTMLElement>(null);
  const reloadGrid = () => void queryClient.invalidateQueries({ queryKey: projectKeys.grid(scheduleId) });
  const stale = useStaleChangeAlert(reloadGrid);
  const replaceRow = (saved: LineItem) => {
    queryClient.setQueryData<typeof grid.data>(projectKeys.grid(scheduleId), (current) =>
      current
        ? {
            ...current,
            Rows: current.Rows.map((row) =>
              row.ProjectScheduleLineItemId === saved.ProjectScheduleLineItemId ? saved : row,
            ),
          }
        : current,
    );
    onChanged();
  };

  const toggle = useMutation({
    mutationFn: (row: LineItem) => toggleLineItemStatus(row.ProjectScheduleLineItemId, row.RowVersion),
    onSuccess: (saved) => {
      replaceRow(saved);
      showToast({
        type: 'Success',
        message: `${saved.ItemTag} is ${saved.IsActive ? 'active' : 'inactive'} now.`,
      });
    },
    onError: stale.handleError,
  });
  const edit = useMutation({
    mutationFn: updateLineItem,
    onSuccess: (saved) => {
      replaceRow(saved);
      setEditingId(null);
      showToast({ type: 'Success', message: `${saved.ItemTag} saved.` });
    },
    onError: (error) => {
      // A refused tag stays in the modal, under the field; anything else closes it.
      if (isInputRefused(error)) return;
      setEditingId(null);
      stale.handleError(error);
    },
  });
  // Issue #14 part 3: many line items changed, or re-selected, in one call; the grid takes the answer.
  const replaceRows = (saved: LineItem[]) => {
    const byId = new Map(saved.map((row) => [row.ProjectScheduleLineItemId, row]));
    queryClient.setQueryData<typeof grid.data>(projectKeys.grid(scheduleId), (current) =>
      current
        ? { ...current, Rows: current.Rows.map((row) => byId.get(row.ProjectScheduleLineItemId) ?? row) }
        : current,
    );
    onChanged();
  };
  const refsOf = (ids: readonly number[]) =>
    (grid.data?.Rows ?? [])
      .filter((row) => ids.includes(row.ProjectScheduleLineItemId))
      .map((row) => ({
        ProjectScheduleLineItemId: row.ProjectScheduleLineItemId,
        RowVersion: row.RowVersion,
      }));
  const bulkChange = useMutation({
    mutationFn: bulkChangeLineItems,
    onSuccess: (saved) => {
      replaceRows(saved);
      setBulkOpen(false);
      const pending = saved.filter((row) => row.NeedsReselection).length;
      showToast({
        type: 'Success',
        message: `Changed ${saved.length} line item${saved.length === 1 ? '' : 's'}${pending > 0 ? `; ${pending} need${pending === 1 ? 's' : ''} re-selection` : ''}.`,
      });
    },
  });
  const reselect = useMutation({
    mutationFn: reselectLineItems,
    onSuccess: (saved) => {
      replaceRows(saved);
      showToast({
        type: 'Success',
        message: `Re-selected ${saved.map((row) => row.ItemTag).join(', ')}.`,
      });
    },
    onError: (error) => showToast({ type: 'Error', message: error.message }),
  });
  const copy = useMutation({
    mutationFn: ({ target, ids }: { target: number; ids: number[] }) => copyLineItems(target, ids),
    onSuccess: (copies, { target }) => {
      const targetName = schedules.find((item) => item.ProjectScheduleId === target)?.Name ?? 'the schedule';
      showToast({
        type: 'Success',
        message: `Copied into ${targetName} as ${copies.map((copyItem) => copyItem.ItemTag).join(', ')}.`,
      });
      setSelected(new Set());
      setCopyOpen(false);
      // The target shows its copies at once, then reads its grid again.
      queryClient.setQueryData<typeof grid.data>(projectKeys.grid(target), (current) =>
        current ? { ...current, Rows: [...current.Rows, ...copies] } : current,
      );
      void queryClient.invalidateQueries({ queryKey: projectKeys.grid(target) });
      onChanged();
    },
    onError: (error) => showToast({ type: 'Error', message: error.message }),
  });

  // Stable callbacks by row, so the memoised rows re-render only when their own props change.
  const onSelectRow = useCallback(
    (id: number) => setSelected((current) => toggledSelection(current, id)),
    [],
  );
  const onEditRow = useCallback((id: number) => setEditingId(toLineItemId(id)), []);
  const toggleMutate = toggle.mutate;
  const onToggleRow = useCallback((row: LineItem) => toggleMutate(row), [toggleMutate]);
  const rowCount =
    grid.data === undefined
      ? 0
      : productTypeId === null
        ? grid.data.Rows.length
        : grid.data.Rows.filter((row) => row.ProductTypeId === productTypeId).length;
  const windowed = rowCount >= WINDOW_FROM_ROWS;
  const view = useRowWindow(scrollRef, rowCount, windowed);

  if (grid.isPending)
    return (
      <Group justify="center" p="lg">
        <Loader aria-label="Loading line items" />
      </Group>
    );
  if (grid.isError)
    return <LoadFailure what="line items" error={grid.error} onRetry={() => void grid.refetch()} />;

  const { Columns: columns, Rows: allRows } = grid.data;
  const rows =
    productTypeId === null ? allRows : allRows.filter((row) => row.ProductTypeId === productTypeId);
  const ids = rows.map((row) => row.ProjectScheduleLineItemId);
  const chosen = ids.filter((id) => selected.has(id));
  const allChosen = chosen.length > 0 && chosen.length === ids.length;
  const showsStatus = columns.some((column) => column.Field === 'IsActive');
  const editing = rows.find((row) => row.ProjectScheduleLineItemId === toLineItemId(editingId)) ?? null;

  const table = (
    <Table
      verticalSpacing={6}
      highlightOnHover
      // On a phone the selection box and the tag stay in view as the grid scrolls (issue #18).
      className="aq-sticky-second"
      aria-label={`Line items of ${schedule.Name}`}
      aria-busy={grid.isFetching}
      aria-rowcount={windowed ? rows.length + 1 : undefined}
      miw={windowed ? 720 : undefined}
      stickyHeader={windowed}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={40}>
            <Checkbox
              aria-label="Select all line items"
              checked={allChosen}
              indeterminate={chosen.length > 0 && !allChosen}
              onChange={() => setSelected(allOrNoneSelection(selected, ids))}
              disabled={rows.length === 0}
            />
          </Table.Th>
          {columns.map((column) => (
            <Table.Th key={column.Field} ta={gridCellAlign(column)} style={{ whiteSpace: 'nowrap' }}>
              {column.Header}
            </Table.Th>
          ))}
          <Table.Th w={canEdit ? 112 : 40}>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.length === 0 && (
          <Table.Tr>
            <Table.Td colSpan={columns.length + 2}>
              <Text size="sm" c="dimmed" ta="center" py="sm">
                No line items yet{canEdit && schedule.IsActive ? ': add the first one above.' : '.'}
              </Text>
            </Table.Td>
          </Table.Tr>
        )}
        {view.before > 0 && <tr style={{ height: view.before }} data-testid="grid-spacer" />}
        {rows.slice(view.start, view.end).map((row, index) => (
          <LineItemRow
            key={row.ProjectScheduleLineItemId}
            row={row}
            columns={columns}
            selected={selected.has(row.ProjectScheduleLineItemId)}
            onSelect={onSelectRow}
            showsStatus={showsStatus}
            canEdit={canEdit}
            configureHref={paths.itemConfiguration(schedule.ProjectId, row.ProjectScheduleLineItemId)}
            toggling={
              toggle.isPending &&
              toggle.variables?.ProjectScheduleLineItemId === row.ProjectScheduleLineItemId
            }
            onEdit={onEditRow}
            onToggle={onToggleRow}
            rowIndex={windowed ? view.start + index + 2 : undefined}
            height={windowed ? WINDOW_ROW_HEIGHT : undefined}
          />
        ))}
        {view.after > 0 && <tr style={{ height: view.after }} data-testid="grid-spacer" />}
      </Table.Tbody>
    </Table>
  );

  return (
    <Paper withBorder radius="md">
      <Group justify="space-between" px="md" py="xs">
        <Group gap="md" align="center">
          <Select<number>
            aria-label="Show product type"
            placeholder="All product types"
            size="xs"
            w={200}
            clearable
            data={(hierarchy.data?.productTypes ?? []).map((type) => ({
              value: type.ProductTypeId,
              label: type.Name,
            }))}
            value={productTypeId}
            onChange={(value) => void filterByProductType(value)}
            error={productTypeError}
          />
          <Text size="sm" c="dimmed" aria-live="polite">
            {rows.length} line item{rows.length === 1 ? '' : 's'}
            {chosen.length > 0 ? ` · ${chosen.length} selected` : ''}
          </Text>
        </Group>
        {canEdit && (
          <Group gap="xs">
            <Button
              size="xs"
              variant="light"
              leftSection={<IconEdit size={14} />}
              disabled={chosen.length === 0}
              onClick={() => {
                bulkChange.reset();
                setBulkOpen(true);
              }}
            >
              Change selected…
            </Button>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconRefresh size={14} />}
              disabled={chosen.length === 0}
              loading={reselect.isPending}
              onClick={() => reselect.mutate({ Items: refsOf(chosen) })}
            >
              Re-select
            </Button>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconCopy size={14} />}
              disabled={chosen.length === 0}
              onClick={() => setCopyOpen(true)}
            >
              Copy to…
            </Button>
          </Group>
        )}
      </Group>
      {windowed ? (
        // A large schedule renders only the rows in view (ADR 0038): a scroll container of its own,
        // focusable so the keyboard scrolls it, with spacers standing for the rows out of view.
        <section
          ref={scrollRef}
          className="aq-grid-window"
          onScroll={view.onScroll}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region is reached by keyboard
          tabIndex={0}
          aria-label={`Line items of ${schedule.Name}, scrollable`}
        >
          {table}
        </section>
      ) : (
        <Table.ScrollContainer minWidth={720}>{table}</Table.ScrollContainer>
      )}
      <LoadedWhenOpened opened={bulkOpen}>
        {(open) => (
          <BulkEditLineItemsModal
            opened={open}
            count={chosen.length}
            lineItemIds={chosen}
            saving={bulkChange.isPending}
            error={bulkChange.error?.message ?? null}
            onApply={(change) => bulkChange.mutate({ Items: refsOf(chosen), Change: change })}
            onClose={() => setBulkOpen(false)}
          />
        )}
      </LoadedWhenOpened>
      <LoadedWhenOpened opened={copyOpen}>
        {(open) => (
          <CopyLineItemsModal
            opened={open}
            count={chosen.length}
            currentScheduleId={scheduleId}
            schedules={schedules}
            copying={copy.isPending}
            onCopy={(target) => copy.mutate({ target, ids: chosen })}
            onClose={() => setCopyOpen(false)}
          />
        )}
      </LoadedWhenOpened>
      <LoadedWhenOpened opened={editing !== null}>
        {(open) => (
          <EditLineItemModal
            lineItem={open ? editing : null}
            saving={edit.isPending}
            onSave={(values) =>
              edit.mutateAsync({
                ProjectScheduleLineItemId: editing?.ProjectScheduleLineItemId ?? 0,
                RowVersion: editing?.RowVersion ?? 0,
                ...values,
              })
            }
            onClose={() => setEditingId(null)}
          />
        )}
      </LoadedWhenOpened>
      {stale.alert}
    </Paper>
  );
}
