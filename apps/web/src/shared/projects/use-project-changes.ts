import type { Project } from '@airquote/shared/contracts/project/project-schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { projectKeys } from './api/query-keys.ts';

/**
 * What follows any change inside a project: the saved project replaces the cached one, and the
 * lists and the event log that show it are fetched again when next looked at.
 */
export function useProjectChanged(projectId: number) {
  const queryClient = useQueryClient();
  return useCallback(
    (saved?: Project) => {
      if (saved) queryClient.setQueryData(projectKeys.detail(projectId), saved);
      else void queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) });
      void queryClient.invalidateQueries({ queryKey: projectKeys.searches });
      void queryClient.invalidateQueries({ queryKey: projectKeys.eventLog(projectId) });
    },
    [queryClient, projectId],
  );
}
