import { getProductModelClasses } from '@airquote/shared/contracts/catalog/get-product-model-classes';
import {
  acceptScheduleSelection,
  cancelScheduleSelection,
  exportEngineerSchedule,
  getScheduleSelectionJob,
  previewEngineerSchedule,
  readEngineerSchedule,
  startScheduleSelection,
} from '@airquote/shared/contracts/engineer-schedule/engineer-schedule-contracts';
import type {
  EngineerScheduleMapping,
  EngineerSheet,
} from '@airquote/shared/contracts/engineer-schedule/engineer-schedule-schemas';
import { callApi } from '../../../lib/api-client.ts';

/** The engineer's schedule file, sent as multipart (the part named `file`); nothing is written. */
export function readSchedule(projectScheduleId: number, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return callApi(readEngineerSchedule, { params: { projectScheduleId }, body: form });
}

export function previewSchedule(
  projectScheduleId: number,
  Sheet: EngineerSheet,
  Mapping: EngineerScheduleMapping,
) {
  return callApi(previewEngineerSchedule, { params: { projectScheduleId }, body: { Sheet, Mapping } });
}

export function startSelection(
  projectScheduleId: number,
  Sheet: EngineerSheet,
  Mapping: EngineerScheduleMapping,
  ProductModelClassId: number,
) {
  return callApi(startScheduleSelection, {
    params: { projectScheduleId },
    body: { Sheet, Mapping, ProductModelClassId },
  });
}

export function getLatestJob(projectScheduleId: number) {
  return callApi(getScheduleSelectionJob, { params: { projectScheduleId } });
}

export function cancelJob(projectScheduleId: number, jobId: number) {
  return callApi(cancelScheduleSelection, { params: { projectScheduleId, jobId } });
}

export function acceptTags(projectScheduleId: number, jobId: number, Tags: string[]) {
  return callApi(acceptScheduleSelection, { params: { projectScheduleId, jobId }, body: { Tags } });
}

export function exportSchedule(projectScheduleId: number) {
  return callApi(exportEngineerSchedule, { params: { projectScheduleId } });
}

export function modelClasses() {
  return callApi(getProductModelClasses, { query: {} });
}
