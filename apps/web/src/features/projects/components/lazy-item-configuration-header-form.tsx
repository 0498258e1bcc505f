import { Paper } from '@mantine/core';
import { Suspense } from 'react';
import { lazyComponent } from '../../../lib/lazy-load.ts';
import type { ItemConfigurationHeaderFormProps } from './item-configuration-header-form.tsx';

// Four lists, a number field and their libraries cost more to load and draw than the schedule's grid
// below them: the form is a chunk of its own, drawn once loaded, and until then a box of its size
// keeps the grid where it will stay (issue #14 part 5).
const ItemConfigurationHeaderForm = lazyComponent(() =>
  import('./item-configuration-header-form.tsx').then((module) => module.ItemConfigurationHeaderForm),
);

/** The form's height (px) as drawn: a phone, two fields a row, four a row from lg (1200 px). */
const formHeight = { base: 445, sm: 324, lg: 204 };

/** The add-line-item form of a schedule, loaded after the schedule's first draw. */
export function LazyItemConfigurationHeaderForm(props: ItemConfigurationHeaderFormProps) {
  return (
    <Suspense
      fallback={
        <Paper withBorder radius="md" p="md" mih={formHeight} data-testid="add-line-item-placeholder" />
      }
    >
      <ItemConfigurationHeaderForm {...props} />
    </Suspense>
  );
}
