import type { PermissionEntry } from '@airquote/shared/contracts/role/role-schemas';
import { Checkbox, Table, Text, Tooltip } from '@mantine/core';

export type MatrixRole = { id: number; label: string; permissions: readonly string[] };

/** "VPPricingDirector" → "VP Pricing Director": column headings wrap between words. */
export function spacedRoleName(value: string): string {
  return value.replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2').replace(/([a-z])([A-Z])/g, '$1 $2');
}

type PermissionMatrixProps = {
  caption: string;
  permissions: PermissionEntry[];
  roles: MatrixRole[];
  /** The cell being saved, `${roleId}:${permission}` (cells stay enabled so keyboard focus stays). */
  savingCell: string | null;
  /** Why a cell cannot change, or null when it can. */
  lockedReason: (role: MatrixRole, permission: string) => string | null;
  onToggle: (role: MatrixRole, permission: string, granted: boolean) => void;
};

/** Rows are permissions with their descriptions, columns are roles; a checkbox saves at once. */
export function PermissionMatrix({
  caption,
  permissions,
  roles,
  savingCell,
  lockedReason,
  onToggle,
}: PermissionMatrixProps) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover withColumnBorders verticalSpacing={6} aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Permission</Table.Th>
            {roles.map((role) => (
              <Table.Th key={role.id} ta="center" fz="xs" w={104}>
                {spacedRoleName(role.label)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {permissions.map((permission) => (
            <Table.Tr key={permission.Name}>
              <Table.Td>
                <Text size="sm" fw={500} ff="monospace">
                  {permission.Name}
                </Text>
                <Text size="xs" c="dimmed">
                  {permission.Description}
                </Text>
              </Table.Td>
              {roles.map((role) => {
                const granted = role.permissions.includes(permission.Name);
                const reason = lockedReason(role, permission.Name);
                const box = (
                  <Checkbox
                    checked={granted}
                    disabled={reason !== null}
                    aria-label={`${role.label}: ${permission.Name}`}
                    onChange={(event) => onToggle(role, permission.Name, event.currentTarget.checked)}
                    styles={{ body: { justifyContent: 'center' } }}
                  />
                );
                return (
                  <Table.Td
                    key={role.id}
                    ta="center"
                    aria-busy={savingCell === `${role.id}:${permission.Name}` || undefined}
                  >
                    {reason ? (
                      <Tooltip label={reason} withArrow multiline w={240}>
                        <span>{box}</span>
                      </Tooltip>
                    ) : (
                      box
                    )}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
