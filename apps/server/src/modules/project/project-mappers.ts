import type { Project } from '@airquote/shared/contracts/project/project-schemas';
import type { selectProjectUsers } from './project.repository.ts';
import type { ProjectRow } from './project-access.ts';
import type { AttachmentSummary } from './project-attachment.repository.ts';

export function toProjectAttachment(row: AttachmentSummary): Project['Attachments'][number] {
  return {
    ProjectAttachmentId: row.projectAttachmentId,
    ProjectId: row.projectId,
    ProjectQuoteId: row.projectQuoteId,
    AttachmentName: row.attachmentName,
    FileName: row.fileName,
    ContentType: row.contentType,
    SizeBytes: row.sizeBytes,
    ProjectAttachmentLookupValue: row.projectAttachmentLookupValue,
    IsActive: row.isActive,
    UploadedByName: row.uploadedByName,
    DateCreated: row.dateCreated.toISOString(),
    RowVersion: row.rowVersion,
  };
}

export function toProjectUser(
  row: Awaited<ReturnType<typeof selectProjectUsers>>[number],
): Project['ProjectUsers'][number] {
  return {
    UserId: row.userId,
    FirstName: row.firstName,
    LastName: row.lastName,
    EmailAddress: row.emailAddress,
    CompanyName: row.companyName,
    DateAdded: row.dateAdded.toISOString(),
  };
}

/** The fields of a project an event shows before and after a change. */
export function projectSnapshot(row: ProjectRow) {
  return {
    Name: row.name,
    Description: row.description,
    ExpectedCloseDate: row.expectedCloseDate,
    CompanyId: row.companyId,
    BrandId: row.brandId,
    ProjectMarketId: row.projectMarketId,
    ProjectStatusId: row.projectStatusId,
    ProjectPhaseId: row.projectPhaseId,
    WinProbabilityId: row.winProbabilityId,
    IsActive: row.isActive,
  };
}
