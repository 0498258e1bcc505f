import type { UserNotification } from '@airquote/shared/contracts/notification/notification-schemas';
import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format.ts';
import { notificationLink } from '../notification-rules.ts';
import { NotificationTypeLabel } from './notification-type-label.tsx';

/** One queue's notifications, newest change first (the server's order). */
export function NotificationsTable({ rows, label }: { rows: UserNotification[]; label: string }) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Type</Table.Th>
            <Table.Th>Title</Table.Th>
            <Table.Th>Quote / project</Table.Th>
            <Table.Th>Notification</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Requested by</Table.Th>
            <Table.Th>Changed</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.NotificationKey} data-testid="notification-row">
              <Table.Td>
                <NotificationTypeLabel type={row.NotificationType} label={row.NotificationTypeName} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {row.Title}
                </Text>
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={notificationLink(row)} size="sm">
                  {row.SubTitle}
                </Anchor>
              </Table.Td>
              <Table.Td maw={420}>
                <Text size="sm">{row.Notification}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{row.StatusName}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{row.RequestedByName}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(row.DateChanged)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
