import { Anchor, Avatar, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export type Contact = {
  FirstName: string;
  LastName: string;
  EmailAddress: string;
  CompanyName: string | null;
};

function initialsOf(contact: Contact): string {
  return `${contact.FirstName.charAt(0)}${contact.LastName.charAt(0)}`.toUpperCase() || '?';
}

/** Spec section 2 project contact card (400 px at most): name, e-mail and company. */
type ContactCardProps = { contact: Contact; note?: string; children?: ReactNode };

export function ContactCard({ contact, note, children }: ContactCardProps) {
  const name = `${contact.FirstName} ${contact.LastName}`.trim();
  return (
    <Paper withBorder radius="md" p="sm" maw={400} aria-label={`Contact card of ${name}`} component="article">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Avatar color="initials" name={name} radius="xl" aria-hidden>
          {initialsOf(contact)}
        </Avatar>
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} size="sm" truncate>
            {name}
          </Text>
          <Anchor href={`mailto:${contact.EmailAddress}`} size="sm" truncate>
            {contact.EmailAddress}
          </Anchor>
          <Text size="xs" c="dimmed" truncate>
            {contact.CompanyName ?? 'No company'}
            {note ? ` · ${note}` : ''}
          </Text>
        </Stack>
        {children}
      </Group>
    </Paper>
  );
}
