import {
  type SubmittalReviewStatus,
  submittalReviewStatuses,
  submittalReviewStatusLabels,
} from '@airquote/shared/contracts/project/record-submittal-review';
import { Alert, Button, Group, Modal, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showToast } from '../../../components/toast.tsx';
import { projectKeys } from '../../../shared/projects/api/query-keys.ts';
import { recordSubmittalReview } from '../api/record-submittal-review.ts';

/**
 * "Record review" of a submittal package (issue 17 part 5): the status the engineer of record
 * returned it with, reviewer, date and comments; the server keeps it as an event of the package.
 */
export function SubmittalReviewModal({
  submittal,
  projectId,
  onClose,
}: {
  submittal: { ProjectAttachmentId: number; AttachmentName: string } | null;
  projectId: number;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<SubmittalReviewStatus>('Approved');
  const [reviewer, setReviewer] = useState('');
  const [reviewedOn, setReviewedOn] = useState(() => new Date().toISOString().slice(0, 10));
  const [comments, setComments] = useState('');
  const save = useMutation({
    mutationFn: () =>
      recordSubmittalReview({
        ProjectAttachmentId: submittal?.ProjectAttachmentId ?? 0,
        Status: status,
        ReviewerName: reviewer,
        ReviewedOn: reviewedOn,
        Comments: comments,
      }),
    onSuccess: (review) => {
      void queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) });
      showToast({
        type: 'Success',
        message: `Recorded: ${submittalReviewStatusLabels[review.Status]} by ${review.ReviewerName}.`,
      });
      onClose();
    },
  });
  return (
    <Modal opened={submittal !== null} onClose={onClose} title="Record the engineer's review" centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
      >
        <Stack gap="sm">
          <Radio.Group
            label={`Returned status of ${submittal?.AttachmentName ?? ''}`}
            value={status}
            onChange={(value) => setStatus(value as SubmittalReviewStatus)}
          >
            <Stack gap={6} mt={6}>
              {submittalReviewStatuses.map((value) => (
                <Radio key={value} value={value} label={submittalReviewStatusLabels[value]} />
              ))}
            </Stack>
          </Radio.Group>
          <TextInput
            label="Reviewer"
            required
            value={reviewer}
            onChange={(event) => setReviewer(event.currentTarget.value)}
          />
          <TextInput
            label="Date returned"
            type="date"
            required
            value={reviewedOn}
            onChange={(event) => setReviewedOn(event.currentTarget.value)}
          />
          <Textarea
            label="Comments"
            description="Needed unless approved"
            autosize
            minRows={3}
            maxLength={4000}
            value={comments}
            onChange={(event) => setComments(event.currentTarget.value)}
          />
          {save.isError && (
            <Alert color="red" role="alert">
              {save.error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Record review
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
