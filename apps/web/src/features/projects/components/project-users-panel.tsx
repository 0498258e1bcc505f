import type { Project } from '@airquote/shared/contracts/project/project-schemas';
import { isValidEmail } from '@airquote/shared/rules/email';
import { fieldMessage } from '@airquote/shared/rules/messages';
import {
  ActionIcon,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ConfirmationModal } from '../../../components/confirmation-modal.tsx';
import { showToast } from '../../../components/toast.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useProjectChanged } from '../../../shared/projects/use-project-changes.ts';
import { addProjectUser } from '../api/add-project-user.ts';
import { projectKeys } from '../api/query-keys.ts';
import { removeProjectUser } from '../api/remove-project-user.ts';
import { ContactCard } from './contact-card.tsx';

type ProjectUser = Project['ProjectUsers'][number];

/** People outside the project's company who may see and edit it, added by e-mail. */
export function ProjectUsersPanel({ project, canEdit }: { project: Project; canEdit: boolean }) {
  const queryClient = useQueryClient();
  const projectChanged = useProjectChanged(project.ProjectId);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<ProjectUser | null>(null);

  const usersChanged = (users: ProjectUser[]) => {
    queryClient.setQueryData<Project>(projectKeys.detail(project.ProjectId), (current) =>
      current ? { ...current, ProjectUsers: users } : current,
    );
    projectChanged();
  };
  const add = useMutation({
    mutationFn: (address: string) => addProjectUser(project.ProjectId, address),
    onSuccess: (users, address) => {
      usersChanged(users);
      setEmail('');
      const added = users.find((user) => user.EmailAddress.toLowerCase() === address.toLowerCase());
      showToast({
        type: 'Success',
        message: added ? `${added.FirstName} ${added.LastName} can now open this project.` : 'User added.',
      });
    },
    onError: (error) => setEmailError(error.message),
  });
  const remove = useMutation({
    mutationFn: (user: ProjectUser) => removeProjectUser(project.ProjectId, user.UserId),
    onSuccess: (users, user) => {
      usersChanged(users);
      showToast({
        type: 'Success',
        message: `${user.FirstName} ${user.LastName} was taken off the project.`,
      });
    },
    onError: (error) => showToast({ type: 'Error', message: error.message }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) return setEmailError(fieldMessage('required', 'Email'));
    if (!isValidEmail(address)) return setEmailError(fieldMessage('email', 'Email'));
    setEmailError(null);
    add.mutate(address);
  };

  return (
    <Stack gap="md">
      {canEdit && (
        <Paper withBorder radius="md" p="md" maw={640}>
          <form onSubmit={submit} noValidate>
            <Stack gap="xs">
              <Title order={2} size="h5">
                Add a project user
              </Title>
              <Group align="flex-start" gap="sm">
                <TextInput
                  label="Email"
                  type="email"
                  placeholder="name@company.com"
                  value={email}
                  onChange={(event) => {
                    setEmail(event.currentTarget.value);
                    setEmailError(null);
                  }}
                  error={emailError}
                  style={{ flex: 1 }}
                  maxLength={254}
                />
                <Button
                  type="submit"
                  mt={25}
                  loading={add.isPending}
                  leftSection={<IconUserPlus size={16} />}
                >
                  Add user
                </Button>
              </Group>
              <Text size="xs" c="dimmed">
                The person needs an AirQuote account. Everyone at {project.CompanyName} sees the project
                anyway.
              </Text>
            </Stack>
          </form>
        </Paper>
      )}
      {project.ProjectUsers.length === 0 ? (
        <Text c="dimmed" size="sm">
          No project users yet.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }} spacing="sm" aria-label="Project users">
          {project.ProjectUsers.map((user) => (
            <ContactCard key={user.UserId} contact={user} note={`added ${formatDate(user.DateAdded)}`}>
              {canEdit && (
                <Tooltip label="Remove from project">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${user.FirstName} ${user.LastName}`}
                    onClick={() => setRemoving(user)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Tooltip>
              )}
            </ContactCard>
          ))}
        </SimpleGrid>
      )}
      <ConfirmationModal
        opened={removing !== null}
        header="Remove project user"
        message={
          removing
            ? `Take ${removing.FirstName} ${removing.LastName} (${removing.EmailAddress}) off ${project.Name}? They will no longer see it.`
            : ''
        }
        acceptLabel="Remove"
        onAccept={() => {
          if (removing) remove.mutate(removing);
          setRemoving(null);
        }}
        onReject={() => setRemoving(null)}
      />
    </Stack>
  );
}
