import { ProductType } from '@airquote/shared/enums/lookups';
import type { DatabaseOrTransaction } from '../client.ts';
import { catalogSeed } from './catalog-data.ts';
import { classOptions } from './code-string-options.ts';
import { type ClassCodeStringSeed, seedCodeStringRows } from './code-string-seed.ts';
import { waterCoilClassSegments } from './code-string-segments.ts';
import { heatPumpClassSegments } from './heat-pump-code-string-segments.ts';

/** The code-string groups (display names) every class's segments belong to. */
export const codeStringGroupNames = ['Unit', 'Coil', 'Electrical', 'Motor/Fan', 'Controls', 'Options'];

/** Every seeded model class with its code-string segments, built from the catalog seed. */
export const codeStringSeed: ClassCodeStringSeed[] = catalogSeed.flatMap((type) =>
  type.categories.flatMap((category) =>
    category.modelClasses.map((modelClass) => {
      const sizes = modelClass.models.map((model) => model.unitSize);
      const options = classOptions(type.productTypeId, modelClass.name, modelClass.description, sizes);
      return {
        className: modelClass.name,
        segments:
          type.productTypeId === ProductType.WSHP
            ? heatPumpClassSegments(options)
            : waterCoilClassSegments(options),
      };
    }),
  ),
);

export async function seedCodeStrings(db: DatabaseOrTransaction): Promise<void> {
  await seedCodeStringRows(db, codeStringGroupNames, codeStringSeed);
}
