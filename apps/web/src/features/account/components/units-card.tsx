// The segmented control's sheets (its indicator is a FloatingIndicator) load with the account route (ADR 34).
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import type { AppUser } from '@airquote/shared/contracts/user-info';
import { isUnitSystem } from '@airquote/shared/units/units';
import { Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { showToast } from '../../../components/toast.tsx';
import { sessionStore } from '../../../lib/session-store.ts';
import { useUnits } from '../../../lib/use-units.ts';
import { updateUnitSystem } from '../api/update-unit-system.ts';

function cacheSavedAppUser(appUser: AppUser): void {
  const cached = sessionStore.getUserInfo();
  if (!cached || cached.AppUser.UserId !== appUser.UserId) return;
  const { UserPermissions, ...rest } = cached;
  sessionStore.setUserInfo({ ...rest, Permissions: UserPermissions, AppUser: appUser });
}

/**
 * Units: I-P or SI for every figure this user reads and types (conditions, results, charts,
 * quotes and submittals). Saved at once on the user, so other devices follow (ADR 0031).
 */
export function UnitsCard() {
  const { system } = useUnits();
  const save = useMutation({
    mutationFn: updateUnitSystem,
    onSuccess: (appUser) => {
      cacheSavedAppUser(appUser);
      showToast({
        type: 'Success',
        message:
          appUser.UnitSystem === 'SI'
            ? 'Units: SI (°C, kW, l/s, Pa).'
            : 'Units: I-P (°F, MBH, cfm, in. w.g.).',
      });
    },
    onError: (error) => showToast({ type: 'Error', message: error.message }),
  });
  const value = save.isPending && save.variables ? save.variables : system;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="account-units">
      <Stack gap="xs">
        <Title order={2} size="h4" id="account-units">
          Units
        </Title>
        <SegmentedControl
          aria-labelledby="account-units"
          data={[
            { value: 'IP', label: 'I-P' },
            { value: 'SI', label: 'SI' },
          ]}
          value={value}
          disabled={save.isPending}
          onChange={(next) => {
            if (isUnitSystem(next) && next !== system) save.mutate(next);
          }}
          w={200}
        />
        <Text size="sm" c="dimmed" id="account-units-help">
          {value === 'SI'
            ? 'You read and type °C, kW, l/s, Pa, kPa and m; quotes and submittals you print follow.'
            : 'You read and type °F, MBH, cfm, gpm, in. w.g., ft of water and ft; quotes and submittals you print follow.'}
        </Text>
      </Stack>
    </Paper>
  );
}
