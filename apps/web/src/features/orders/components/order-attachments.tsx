import type { ProjectOrder } from '@airquote/shared/contracts/order/order-schemas';
import { ProjectAttachment } from '@airquote/shared/enums/lookups';
import { ActionIcon, Button, FileButton, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconPaperclip } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { showToast } from '../../../components/toast.tsx';
import { openOrDownload } from '../../../lib/file-helper.ts';
import { formatDateTime, formatFileSize } from '../../../lib/format.ts';
import { useHasPermission } from '../../../lib/permissions.ts';
import { getAttachment } from '../../../shared/projects/api/get-attachment.ts';
import { upsertProjectAttachment } from '../../../shared/projects/api/upsert-project-attachment.ts';
import {
  attachmentAccept,
  attachmentProblem,
  suggestedAttachmentName,
} from '../../../shared/projects/attachment-rules.ts';

type OrderAttachmentsProps = { order: ProjectOrder; onChanged: () => void };

/** The files of the order request: download each; users who may edit the project attach more. */
export function OrderAttachments({ order, onChanged }: OrderAttachmentsProps) {
  const canAttach = useHasPermission('project.edit');
  const [downloadingId, setDownloadingId] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const attach = useMutation({
    mutationFn: (file: File) =>
      upsertProjectAttachment({
        projectId: order.ProjectId,
        projectQuoteId: order.ProjectQuoteId,
        attachmentName: suggestedAttachmentName(file.name),
        projectAttachmentLookupValue: ProjectAttachment.OrderRequest,
        file,
      }),
    onSuccess: (attachment) => {
      showToast({ type: 'Success', message: `${attachment.AttachmentName} was attached.` });
      onChanged();
    },
    onError: (error) => setProblem(error.message),
  });
  const download = async (attachmentId: number, fileName: string) => {
    setDownloadingId(attachmentId);
    try {
      openOrDownload(await getAttachment(attachmentId), fileName);
    } catch (error) {
      // Spec section 8: a failed download is only logged.
      console.error('attachment download failed', error);
    } finally {
      setDownloadingId(null);
    }
  };
  return (
    <Stack gap="sm">
      {order.Attachments.length === 0 ? (
        <Text c="dimmed" size="sm">
          No files were attached to this order.
        </Text>
      ) : (
        <Table verticalSpacing="xs" aria-label="Order attachments">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>File</Table.Th>
              <Table.Th ta="right">Size</Table.Th>
              <Table.Th>Attached by</Table.Th>
              <Table.Th>Attached</Table.Th>
              <Table.Th w={50} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.Attachments.map((attachment) => (
              <Table.Tr key={attachment.ProjectAttachmentId} data-testid="order-attachment">
                <Table.Td>{attachment.AttachmentName}</Table.Td>
                <Table.Td>{attachment.FileName}</Table.Td>
                <Table.Td ta="right">{formatFileSize(attachment.SizeBytes)}</Table.Td>
                <Table.Td>{attachment.UploadedByName}</Table.Td>
                <Table.Td>{formatDateTime(attachment.DateCreated)}</Table.Td>
                <Table.Td>
                  <Tooltip label="Download">
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Download ${attachment.FileName}`}
                      loading={downloadingId === attachment.ProjectAttachmentId}
                      onClick={() => void download(attachment.ProjectAttachmentId, attachment.FileName)}
                    >
                      <IconDownload size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {canAttach && (
        <Group justify="space-between">
          <Text size="sm" c={problem ? 'red' : 'dimmed'} role={problem ? 'alert' : undefined}>
            {problem ?? 'Up to 20 MB: PDF, images, Office, CSV, text, DWG/DXF or ZIP.'}
          </Text>
          <FileButton
            accept={attachmentAccept}
            onChange={(file) => {
              if (!file) return;
              const refused = attachmentProblem(file);
              setProblem(refused);
              if (!refused) attach.mutate(file);
            }}
          >
            {(props) => (
              <Button
                {...props}
                variant="default"
                size="xs"
                loading={attach.isPending}
                leftSection={<IconPaperclip size={14} />}
              >
                Attach a file
              </Button>
            )}
          </FileButton>
        </Group>
      )}
    </Stack>
  );
}
