import { EXCEL_UPLOAD_MAX_CHARACTERS } from '@airquote/shared/contracts/excel-uploader/excel-uploader-schemas';
import { prepareCsvUpload } from '@airquote/shared/rules/csv-upload';
import { Button, Checkbox, FileInput, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFileTypeCsv, IconUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiCallError } from '../../../lib/api-client.ts';
import { openOrDownload } from '../../../lib/file-helper.ts';
import { downloadExcel } from '../api/download-excel.ts';
import { uploadExcel } from '../api/upload-excel.ts';
import { csvFileProblem, type ProductDataSheet, rowErrorsOf } from '../product-data-rules.ts';
import { type UploadOutcome, UploadReport } from './upload-report.tsx';

function outcomeOfError(error: Error): UploadOutcome {
  if (error instanceof ApiCallError && error.status === 400)
    return { kind: 'refused', message: error.message, rowErrors: rowErrorsOf(error.fieldErrors) };
  return { kind: 'failed', message: error.message };
}

/** One catalog table: download it as .xlsx, upload it back as CSV, see what the upload did. */
export function ProductDataCard({ sheet }: { sheet: ProductDataSheet }) {
  const [file, setFile] = useState<File | null>(null);
  const [isFromEselect, setIsFromEselect] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<UploadOutcome | null>(null);
  const [downloading, setDownloading] = useState(false);

  const upload = useMutation({
    mutationFn: async (chosen: File) => {
      const text = await chosen.text();
      if (prepareCsvUpload(text).length > EXCEL_UPLOAD_MAX_CHARACTERS)
        throw new Error('The file is too large; split it into smaller uploads.');
      if (text.trim() === '') throw new Error('The file is empty.');
      return uploadExcel(sheet.type, text, isFromEselect);
    },
    onMutate: () => setOutcome(null),
    onSuccess: (report) => setOutcome({ kind: 'done', report }),
    onError: (error) =>
      error instanceof ApiCallError ? setOutcome(outcomeOfError(error)) : setProblem(error.message),
  });

  const download = async () => {
    setDownloading(true);
    try {
      // The server names the file <type>.xlsx; without that header the file helper's rule applies.
      openOrDownload(await downloadExcel(sheet.type));
    } catch (error) {
      // Spec section 8: a failed download is only logged.
      console.error(`${sheet.type} download failed`, error);
    } finally {
      setDownloading(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setProblem('Choose a CSV file to upload.');
    const fileProblem = csvFileProblem(file);
    if (fileProblem) return setProblem(fileProblem);
    setProblem(null);
    upload.mutate(file);
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={sheet.label}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {/* The button keeps its whole label: beside a long description it moves below it. */}
          <Group justify="space-between" align="flex-start" gap="sm">
            <div style={{ flex: '1 1 14rem', minWidth: 0 }}>
              <Title order={2} size="h5">
                {sheet.label}
              </Title>
              <Text size="sm" c="dimmed">
                {sheet.description}
              </Text>
            </div>
            <Button
              variant="light"
              leftSection={<IconDownload size={16} />}
              loading={downloading}
              onClick={download}
              aria-label={`Download ${sheet.label} .xlsx`}
              style={{ flexShrink: 0 }}
            >
              Download .xlsx
            </Button>
          </Group>
          <FileInput
            label="CSV file"
            aria-label={`${sheet.label} CSV file`}
            placeholder="Choose a .csv file…"
            accept=".csv,text/csv"
            leftSection={<IconFileTypeCsv size={16} />}
            value={file}
            clearable
            error={problem}
            onChange={(chosen) => {
              setFile(chosen);
              setProblem(chosen ? csvFileProblem(chosen) : null);
            }}
          />
          <Group justify="space-between">
            <Checkbox
              label="eSelect file"
              description="Rows naming models this catalog lacks are skipped with a warning."
              checked={isFromEselect}
              onChange={(event) => setIsFromEselect(event.currentTarget.checked)}
            />
            <Button
              type="submit"
              loading={upload.isPending}
              leftSection={<IconUpload size={16} />}
              aria-label={`Upload ${sheet.label} CSV`}
            >
              Upload CSV
            </Button>
          </Group>
          {outcome && <UploadReport label={sheet.label} outcome={outcome} />}
        </Stack>
      </form>
    </Paper>
  );
}
