import { Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { Dispatch } from 'react';
import { formatMoney } from '../../projects/format.ts';
import {
  type FlatProductHierarchy,
  headerOptions,
  type ItemConfigurationHeader,
  type ItemConfigurationHeaderAction,
  quantityFromInput,
} from '../../projects/item-configuration-header.ts';

export type HeaderPrices = { base: string | null; adders: string | null; unit: string | null };

type ItemHeaderPanelProps = {
  header: ItemConfigurationHeader;
  dispatch: Dispatch<ItemConfigurationHeaderAction>;
  hierarchy: FlatProductHierarchy | undefined;
  errors: { ItemQty?: string; ItemTag?: string; ProductModelId?: string };
  /** null for readers who may not see prices (the Engineer rule). */
  prices: HeaderPrices | null;
  readOnly: boolean;
};

const noOptions = { productTypes: [], categories: [], modelClasses: [], models: [] };

/**
 * Spec section 3 item configuration header on the configurator: product type → category → model
 * class → model from the catalog, quantity and tag; the unit list price beside them.
 */
export function ItemHeaderPanel({
  header,
  dispatch,
  hierarchy,
  errors,
  prices,
  readOnly,
}: ItemHeaderPanelProps) {
  const options = hierarchy ? headerOptions(hierarchy, header) : noOptions;
  // The line item's own model stays listed even if it is no longer offered.
  const models =
    header.ProductModel && !options.models.some((model) => model.ProductModelId === header.ProductModelId)
      ? [header.ProductModel, ...options.models]
      : options.models;
  const select = {
    size: 'xs',
    searchable: true,
    allowDeselect: false,
    readOnly,
    comboboxProps: { width: 'max-content', position: 'bottom-start' },
  } as const;
  return (
    <Group align="flex-end" justify="space-between" wrap="nowrap" gap="md">
      <SimpleGrid cols={6} spacing="xs" style={{ flex: 1 }}>
        <Select<number>
          {...select}
          label="Product Type"
          data={options.productTypes.map((type) => ({ value: type.ProductTypeId, label: type.Name }))}
          value={header.ProductTypeId}
          onChange={(value) =>
            dispatch({
              type: 'chooseProductType',
              productType: options.productTypes.find((type) => type.ProductTypeId === value) ?? null,
            })
          }
        />
        <Select<number>
          {...select}
          label="Category"
          data={options.categories.map((category) => ({
            value: category.ProductTypeCategoryId,
            label: category.Name,
          }))}
          value={header.ProductTypeCategoryId}
          onChange={(value) =>
            dispatch({
              type: 'chooseCategory',
              category: options.categories.find((item) => item.ProductTypeCategoryId === value) ?? null,
            })
          }
          placeholder="Choose…"
        />
        <Select<number>
          {...select}
          label="Model Class"
          data={options.modelClasses.map((modelClass) => ({
            value: modelClass.ProductModelClassId,
            label: modelClass.Description
              ? `${modelClass.Name} – ${modelClass.Description}`
              : modelClass.Name,
          }))}
          value={header.ProductModelClassId}
          onChange={(value) =>
            dispatch({
              type: 'chooseModelClass',
              modelClass: options.modelClasses.find((item) => item.ProductModelClassId === value) ?? null,
            })
          }
          placeholder="Choose…"
        />
        <Select<number>
          {...select}
          label="Model"
          data={models.map((model) => ({
            value: model.ProductModelId,
            label: `${model.Name} (size ${model.UnitSize}, ${model.NominalCfm} CFM)`,
          }))}
          value={header.ProductModelId}
          onChange={(value) =>
            dispatch({
              type: 'chooseModel',
              model: models.find((item) => item.ProductModelId === value) ?? null,
            })
          }
          placeholder="Choose…"
          error={errors.ProductModelId}
        />
        <NumberInput
          size="xs"
          label="Quantity"
          min={1}
          max={9999}
          allowDecimal={false}
          allowNegative={false}
          readOnly={readOnly}
          value={Number.isNaN(header.ItemQty) ? '' : header.ItemQty}
          onChange={(value) => dispatch({ type: 'update', changes: { ItemQty: quantityFromInput(value) } })}
          error={errors.ItemQty}
        />
        <TextInput
          size="xs"
          label="Tag"
          maxLength={50}
          readOnly={readOnly}
          value={header.ItemTag}
          onChange={(event) => dispatch({ type: 'update', changes: { ItemTag: event.currentTarget.value } })}
          error={errors.ItemTag}
        />
      </SimpleGrid>
      {prices && (
        <Stack gap={0} align="flex-end" miw={170} data-testid="unit-list-price">
          <Text size="xs" c="dimmed">
            Unit list price
          </Text>
          <Text fw={700} size="lg" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatMoney(prices.unit)}
          </Text>
          <Text size="xs" c="dimmed">
            base {formatMoney(prices.base)} + options {formatMoney(prices.adders)}
          </Text>
        </Stack>
      )}
    </Group>
  );
}
