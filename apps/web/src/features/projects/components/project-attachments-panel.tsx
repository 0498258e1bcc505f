import type { Project } from '@airquote/shared/contracts/project/project-schemas';
import { ProjectAttachment } from '@airquote/shared/enums/lookups';
import {
  Alert,
  Badge,
  Button,
  FileInput,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconDownload, IconPaperclip, IconUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { StatusToggleButton } from '../../../components/status-toggle-button.tsx';
import { showToast } from '../../../components/toast.tsx';
import { useStaleChangeAlert } from '../../../components/use-stale-change-alert.tsx';
import { openOrDownload } from '../../../lib/file-helper.ts';
import { formatDateTime, formatFileSize } from '../../../lib/format.ts';
import { getAttachment } from '../../../shared/projects/api/get-attachment.ts';
import { upsertProjectAttachment } from '../../../shared/projects/api/upsert-project-attachment.ts';
import {
  attachmentAccept,
  attachmentKindLabels,
  attachmentProblem,
  suggestedAttachmentName,
} from '../../../shared/projects/attachment-rules.ts';
import { useProjectChanged } from '../../../shared/projects/use-project-changes.ts';
import { updateAttachmentStatus } from '../api/update-attachment-status.ts';

type Attachment = Project['Attachments'][number];

const kindOptions = Object.entries(attachmentKindLabels).map(([value, label]) => ({
  value: Number(value),
  label,
}));

function UploadForm({ project }: { project: Project }) {
  const projectChanged = useProjectChanged(project.ProjectId);
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [kind, setKind] = useState<number>(ProjectAttachment.ProjectAdvancedSettings);
  const [problem, setProblem] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const upload = useMutation({
    mutationFn: upsertProjectAttachment,
    onSuccess: (attachment) => {
      projectChanged();
      showToast({ type: 'Success', message: `${attachment.AttachmentName} was attached.` });
      setFile(null);
      setName('');
      setResetKey((key) => key + 1);
    },
    // The server checks type, size and content again; its message says what it refused.
    onError: (error) => setProblem(error.message),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setProblem('Choose a file to attach.');
    const fileProblem = attachmentProblem(file);
    if (fileProblem) return setProblem(fileProblem);
    const attachmentName = name.trim() || suggestedAttachmentName(file.name);
    if (!attachmentName) return setNameError('Attachment Name is required');
    setProblem(null);
    upload.mutate({
      projectId: project.ProjectId,
      attachmentName,
      projectAttachmentLookupValue: kind,
      file,
    });
  };

  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h5">
            Attach a file
          </Title>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm">
            <FileInput
              key={resetKey}
              label="File"
              placeholder="Choose a file…"
              accept={attachmentAccept}
              leftSection={<IconPaperclip size={16} />}
              value={file}
              clearable
              onChange={(chosen) => {
                setFile(chosen);
                setProblem(chosen ? attachmentProblem(chosen) : null);
                if (chosen && !name.trim()) setName(suggestedAttachmentName(chosen.name));
              }}
              description="Up to 20 MB: PDF, images, Office, CSV, text, DWG/DXF or ZIP"
            />
            <TextInput
              label="Attachment Name"
              value={name}
              maxLength={200}
              onChange={(event) => {
                setName(event.currentTarget.value);
                setNameError(null);
              }}
              error={nameError}
            />
            <Select<number>
              label="Kind"
              data={kindOptions}
              value={kind}
              allowDeselect={false}
              onChange={(value) => value !== null && setKind(value)}
            />
          </SimpleGrid>
          {problem && (
            <Alert color="red" variant="light" title="Cannot attach this file" role="alert">
              {problem}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={upload.isPending} leftSection={<IconUpload size={16} />}>
              Upload
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

type PanelProps = { project: Project; canEdit: boolean; onReload: () => void };

/** The project's files: upload, download byte for byte, deactivate and activate. */
export function ProjectAttachmentsPanel({ project, canEdit, onReload }: PanelProps) {
  const projectChanged = useProjectChanged(project.ProjectId);
  const stale = useStaleChangeAlert(onReload);
  const [downloadingId, setDownloadingId] = useState<number | null>(null);
  const status = useMutation({
    mutationFn: (attachment: Attachment) =>
      updateAttachmentStatus(attachment.ProjectAttachmentId, !attachment.IsActive, attachment.RowVersion),
    onSuccess: (attachment) => {
      projectChanged();
      showToast({
        type: 'Success',
        message: `${attachment.AttachmentName} is ${attachment.IsActive ? 'active' : 'inactive'} now.`,
      });
    },
    onError: stale.handleError,
  });

  const download = async (attachment: Attachment) => {
    setDownloadingId(attachment.ProjectAttachmentId);
    try {
      openOrDownload(await getAttachment(attachment.ProjectAttachmentId), attachment.FileName);
    } catch (error) {
      // Spec section 8: a failed download is only logged.
      console.error('attachment download failed', error);
    } finally {
      setDownloadingId(null);
    }
  };

  return (
    <Stack gap="md">
      {canEdit && <UploadForm project={project} />}
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={800}>
          <Table verticalSpacing="xs" aria-label="Attachments">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Kind</Table.Th>
                <Table.Th>Size</Table.Th>
                <Table.Th>Uploaded</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {project.Attachments.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={6}>
                    <Text size="sm" c="dimmed" ta="center" py="sm">
                      No attachments yet.
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
              {project.Attachments.map((attachment) => (
                <Table.Tr
                  key={attachment.ProjectAttachmentId}
                  c={attachment.IsActive ? undefined : 'dimmed'}
                  data-testid="attachment-row"
                >
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {attachment.AttachmentName}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {attachment.FileName}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {attachmentKindLabels[attachment.ProjectAttachmentLookupValue] ?? '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{formatFileSize(attachment.SizeBytes)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{formatDateTime(attachment.DateCreated)}</Text>
                    <Text size="xs" c="dimmed">
                      {attachment.UploadedByName}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge size="sm" variant="light" color={attachment.IsActive ? 'green' : 'gray'}>
                      {attachment.IsActive ? 'Active' : 'Inactive'}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="light"
                        leftSection={<IconDownload size={14} />}
                        loading={downloadingId === attachment.ProjectAttachmentId}
                        onClick={() => void download(attachment)}
                        aria-label={`Download ${attachment.AttachmentName}`}
                      >
                        Download
                      </Button>
                      {canEdit && (
                        <StatusToggleButton
                          active={attachment.IsActive}
                          name={attachment.AttachmentName}
                          loading={
                            status.isPending &&
                            status.variables?.ProjectAttachmentId === attachment.ProjectAttachmentId
                          }
                          onClick={() => status.mutate(attachment)}
                        />
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      {stale.alert}
    </Stack>
  );
}
