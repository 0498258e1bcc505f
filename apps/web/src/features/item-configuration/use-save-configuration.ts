import type {
  ItemConfigurationInputs,
  SaveItemConfiguration,
} from '@airquote/shared/contracts/item-configuration/item-configuration-schemas';
import type { LineItemDetail } from '@airquote/shared/contracts/line-item/line-item-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showToast } from '../../components/toast.tsx';
import {
  isInputRefused,
  isStaleChange,
  useStaleChangeAlert,
} from '../../components/use-stale-change-alert.tsx';
import { projectKeys } from '../../shared/projects/api/query-keys.ts';
import { useProjectChanged } from '../../shared/projects/use-project-changes.ts';
import { itemConfigurationKeys } from './api/query-keys.ts';
import { saveItemConfiguration } from './api/save-item-configuration.ts';

type SaveOptions = {
  projectId: number;
  lineItemId: number;
  /** After a success, with what was sent: the screen's state is now the saved state. */
  onSaved: (payload: SaveItemConfiguration) => void;
  /** Reload after someone else's change: read the line item again and start over from it. */
  onReload: () => void;
};

/**
 * Save of the configurator (spec section 4 "success stores the result"): the answer is the
 * performance line item, stored in every cached input of this line item; the schedule's grid and
 * the project's event log read again. A 409 about the row version opens the stale-change warning;
 * the screen keeps what the user entered on any failure.
 */
export function useSaveConfiguration({ projectId, lineItemId, onSaved, onReload }: SaveOptions) {
  const queryClient = useQueryClient();
  const projectChanged = useProjectChanged(projectId);
  const stale = useStaleChangeAlert(onReload);
  const [tagError, setTagError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: saveItemConfiguration,
    onMutate: () => setTagError(null),
    onSuccess: (saved: LineItemDetail, payload) => {
      queryClient.setQueriesData<ItemConfigurationInputs>(
        { queryKey: itemConfigurationKeys.lineItem(lineItemId) },
        // The saved options too: a screen opened from this cache starts from what was saved.
        (current) =>
          current
            ? { ...current, ProjectScheduleLineItem: saved, ProductModelValues: saved.ProductModelValues }
            : current,
      );
      // A changed model changes what the line item's own inputs hold (model, price, options).
      void queryClient.invalidateQueries({ queryKey: itemConfigurationKeys.lineItem(lineItemId) });
      void queryClient.invalidateQueries({ queryKey: projectKeys.grid(saved.ProjectScheduleId) });
      void queryClient.invalidateQueries({ queryKey: projectKeys.schedules(projectId) });
      projectChanged();
      onSaved(payload as SaveItemConfiguration);
      showToast({
        type: 'Success',
        message: `${saved.ItemTag} saved: ${saved.ItemQty} × ${saved.ProductModelName}, ${saved.CodeString}.`,
      });
    },
    onError: (error) => {
      if (isStaleChange(error)) return stale.handleError(error);
      // A tag the schedule already has belongs under the Tag box.
      if (isInputRefused(error) && (error.fieldErrors.ItemTag || /tag/i.test(error.message)))
        return setTagError(error.fieldErrors.ItemTag ?? error.message);
      showToast({ type: 'Error', message: error.message });
    },
  });
  return { save, tagError, staleAlert: stale.alert };
}
