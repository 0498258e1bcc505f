import type { Project } from '@airquote/shared/contracts/project/project-schemas';
import type { AppDeps } from '../../app-deps.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import type { Actor } from '../auth/actor.ts';
import { recordEvent } from '../event-log/event-log.service.ts';
import { projectMessages as messages } from './project.messages.ts';
import {
  deleteProjectUser,
  findUserByEmail,
  insertProjectUser,
  selectProjectUsers,
} from './project.repository.ts';
import { requireVisibleProject, touchProject } from './project-access.ts';
import { toProjectUser } from './project-mappers.ts';

type ProjectUsers = Project['ProjectUsers'];

/** Gives a user (found by e-mail) access to a project beyond its company's employees. */
export async function addProjectUser(
  deps: AppDeps,
  viewer: Actor,
  input: { ProjectId: number; EmailAddress: string },
): Promise<ProjectUsers> {
  const email = input.EmailAddress.trim();
  if (!email) throw badRequest(messages.emailRequired, { EmailAddress: messages.emailRequired });
  await deps.db.transaction(async (tx) => {
    const project = await requireVisibleProject(tx, viewer, input.ProjectId);
    const user = await findUserByEmail(tx, email);
    if (!user) throw notFound(messages.userNotFound(email));
    if (!user.isActive || user.approvalStatus !== 'Approved') throw badRequest(messages.userInactive(email));
    const added = await insertProjectUser(tx, {
      projectId: project.projectId,
      userId: user.userId,
      addedByUserId: viewer.userId,
    });
    if (!added) throw badRequest(messages.alreadyProjectUser(user.emailAddress));
    await touchProject(tx, viewer, project.projectId);
    await recordEvent(tx, viewer, {
      projectId: project.projectId,
      entityType: 'ProjectUser',
      entityId: user.userId,
      action: 'Added',
      summary: `Added ${user.firstName} ${user.lastName} (${user.emailAddress}) to project "${project.name}"`,
      after: { UserId: user.userId, EmailAddress: user.emailAddress },
    });
  });
  return (await selectProjectUsers(deps.db, input.ProjectId)).map(toProjectUser);
}

export async function removeProjectUser(
  deps: AppDeps,
  viewer: Actor,
  input: { ProjectId: number; UserId: number },
): Promise<ProjectUsers> {
  await deps.db.transaction(async (tx) => {
    const project = await requireVisibleProject(tx, viewer, input.ProjectId);
    const users = await selectProjectUsers(tx, project.projectId);
    const user = users.find((candidate) => candidate.userId === input.UserId);
    if (!user || !(await deleteProjectUser(tx, project.projectId, input.UserId)))
      throw notFound(messages.notAProjectUser);
    await touchProject(tx, viewer, project.projectId);
    await recordEvent(tx, viewer, {
      projectId: project.projectId,
      entityType: 'ProjectUser',
      entityId: user.userId,
      action: 'Removed',
      summary: `Removed ${user.firstName} ${user.lastName} (${user.emailAddress}) from project "${project.name}"`,
      before: { UserId: user.userId, EmailAddress: user.emailAddress },
    });
  });
  return (await selectProjectUsers(deps.db, input.ProjectId)).map(toProjectUser);
}
