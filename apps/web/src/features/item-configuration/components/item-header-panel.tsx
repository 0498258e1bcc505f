import { Grid, NumberInput, Select, TextInput } from '@mantine/core';
import { type Dispatch, memo } from 'react';
import { listDrawnOnOpen, wideSelectComboboxProps } from '../../../components/wide-select.ts';
import {
  type FlatProductHierarchy,
  headerOptions,
  type ItemConfigurationHeader,
  type ItemConfigurationHeaderAction,
  quantityFromInput,
} from '../../../shared/projects/item-configuration-header.ts';

type ItemHeaderPanelProps = {
  header: ItemConfigurationHeader;
  dispatch: Dispatch<ItemConfigurationHeaderAction>;
  hierarchy: FlatProductHierarchy | undefined;
  errors: { ItemQty?: string | undefined; ItemTag?: string | undefined; ProductModelId?: string | undefined };
  readOnly: boolean;
};

const noOptions = { productTypes: [], categories: [], modelClasses: [], models: [] };
const select = {
  size: 'xs',
  searchable: true,
  allowDeselect: false,
  placeholder: 'Choose…',
  comboboxProps: { ...wideSelectComboboxProps, ...listDrawnOnOpen },
} as const;

/**
 * Spec section 3 item configuration header on the configurator: product type → category → model
 * class → model from the catalog (each list filtered by the choice above), quantity and tag.
 */
export const ItemHeaderPanel = memo(function ItemHeaderPanel({
  header,
  dispatch,
  hierarchy,
  errors,
  readOnly,
}: ItemHeaderPanelProps) {
  const options = hierarchy ? headerOptions(hierarchy, header) : noOptions;
  // The line item's own model stays listed even if it is no longer offered.
  const models =
    header.ProductModel && !options.models.some((model) => model.ProductModelId === header.ProductModelId)
      ? [header.ProductModel, ...options.models]
      : options.models;
  return (
    <Grid columns={24} gap="xs">
      <Grid.Col span={{ base: 24, xs: 12, md: 5 }}>
        <Select<number>
          {...select}
          readOnly={readOnly}
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
      </Grid.Col>
      <Grid.Col span={{ base: 24, xs: 12, md: 5 }}>
        <Select<number>
          {...select}
          readOnly={readOnly}
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
        />
      </Grid.Col>
      <Grid.Col span={{ base: 24, xs: 12, md: 3 }}>
        <Select<number>
          {...select}
          readOnly={readOnly}
          label="Model Class"
          // The name in the box; the description in the list and above the header.
          data={options.modelClasses.map((modelClass) => ({
            value: modelClass.ProductModelClassId,
            label: modelClass.Name,
          }))}
          renderOption={({ option }) => {
            const modelClass = options.modelClasses.find((item) => item.ProductModelClassId === option.value);
            return modelClass?.Description ? `${option.label} – ${modelClass.Description}` : option.label;
          }}
          value={header.ProductModelClassId}
          onChange={(value) =>
            dispatch({
              type: 'chooseModelClass',
              modelClass: options.modelClasses.find((item) => item.ProductModelClassId === value) ?? null,
            })
          }
        />
      </Grid.Col>
      <Grid.Col span={{ base: 24, xs: 12, md: 6 }}>
        <Select<number>
          {...select}
          readOnly={readOnly}
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
          error={errors.ProductModelId}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 2 }}>
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
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 3 }}>
        <TextInput
          size="xs"
          label="Tag"
          maxLength={50}
          readOnly={readOnly}
          value={header.ItemTag}
          onChange={(event) => dispatch({ type: 'update', changes: { ItemTag: event.currentTarget.value } })}
          error={errors.ItemTag}
        />
      </Grid.Col>
    </Grid>
  );
});
