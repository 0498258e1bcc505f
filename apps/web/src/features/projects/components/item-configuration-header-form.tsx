import { ITEM_TAG_PREFIX } from '@airquote/shared/contracts/line-item/line-item-schemas';
import {
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAdjustmentsHorizontal, IconPlus } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useMemo, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { showToast } from '../../../components/toast.tsx';
import { isInputRefused } from '../../../components/use-stale-change-alert.tsx';
import { wideSelectComboboxProps } from '../../../components/wide-select.ts';
import { useProductHierarchy } from '../../../shared/projects/api/search-product-types.ts';
import {
  defaultItemConfigurationHeader,
  headerOptions,
  isHeaderComplete,
  itemConfigurationHeaderReducer,
  quantityFromInput,
  tagForRequest,
} from '../../../shared/projects/item-configuration-header.ts';
import { createLineItem } from '../api/create-line-item.ts';

export type ItemConfigurationHeaderFormProps = {
  scheduleId: number;
  onAdded: () => void;
  /** The configuration screen of a new line item: given, "Add and configure" opens it after the add. */
  configureHref?: (lineItemId: number) => string;
};

/**
 * Spec section 3 item configuration header: product type → category → model class → model, each
 * list filtered by the choice above; quantity (1) and tag (the next UNIT-n unless one is typed).
 */
export function ItemConfigurationHeaderForm({
  scheduleId,
  onAdded,
  configureHref,
}: ItemConfigurationHeaderFormProps) {
  const navigate = useNavigate();
  // Which button submitted: the new line item is often configured at once.
  const configureAfterAdd = useRef(false);
  const [header, dispatch] = useReducer(itemConfigurationHeaderReducer, defaultItemConfigurationHeader);
  const [submitted, setSubmitted] = useState(false);
  // What the tag box shows: empty while the header holds the default prefix alone ("next number").
  const [tagText, setTagText] = useState('');
  const [tagError, setTagError] = useState<string | null>(null);
  const productTypes = useProductHierarchy();
  const options = useMemo(
    () =>
      productTypes.data
        ? headerOptions(productTypes.data, header)
        : { productTypes: [], categories: [], modelClasses: [], models: [] },
    [productTypes.data, header],
  );
  const add = useMutation({
    mutationFn: createLineItem,
    onSuccess: (lineItem) => {
      showToast({
        type: 'Success',
        message: `${lineItem.ItemTag} added: ${lineItem.ItemQty} × ${lineItem.ProductModelName}.`,
      });
      // The same model is often added again: the choices stay, quantity and tag start over.
      dispatch({ type: 'update', changes: { ItemQty: 1, ItemTag: ITEM_TAG_PREFIX } });
      setTagText('');
      setSubmitted(false);
      onAdded();
      if (configureAfterAdd.current && configureHref)
        navigate(configureHref(lineItem.ProjectScheduleLineItemId));
    },
    onError: (error) => {
      // A typed tag the schedule already has belongs under the Tag box.
      if (isInputRefused(error) && /tag/i.test(error.message)) setTagError(error.message);
      else showToast({ type: 'Error', message: error.message });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!isHeaderComplete(header)) return;
    add.mutate({
      ProjectScheduleId: scheduleId,
      ProductTypeId: header.ProductTypeId as number,
      ProductTypeCategoryId: header.ProductTypeCategoryId as number,
      ProductModelClassId: header.ProductModelClassId as number,
      ProductModelId: header.ProductModelId as number,
      ItemQty: header.ItemQty,
      ItemTag: tagForRequest(header.ItemTag),
    });
  };
  const required = (value: number | null, label: string) =>
    submitted && value === null ? `${label} is required` : undefined;

  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={submit} noValidate aria-label="Add line item">
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={3} size="h5">
              Add line item
            </Title>
            {productTypes.isError && (
              <Text size="sm" c="red">
                The product catalog could not be loaded.
              </Text>
            )}
          </Group>
          <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="sm">
            <Select<number>
              label="Product Type"
              placeholder="Choose…"
              searchable
              allowDeselect={false}
              comboboxProps={wideSelectComboboxProps}
              data={options.productTypes.map((type) => ({ value: type.ProductTypeId, label: type.Name }))}
              value={header.ProductTypeId}
              onChange={(value) =>
                dispatch({
                  type: 'chooseProductType',
                  productType: options.productTypes.find((type) => type.ProductTypeId === value) ?? null,
                })
              }
              error={required(header.ProductTypeId, 'Product Type')}
              nothingFoundMessage="No product type"
            />
            <Select<number>
              label="Category"
              placeholder={header.ProductTypeId === null ? 'Choose a product type first' : 'Choose…'}
              searchable
              allowDeselect={false}
              comboboxProps={wideSelectComboboxProps}
              disabled={header.ProductTypeId === null}
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
              error={required(header.ProductTypeCategoryId, 'Category')}
            />
            <Select<number>
              label="Model Class"
              placeholder={header.ProductTypeCategoryId === null ? 'Choose a category first' : 'Choose…'}
              searchable
              allowDeselect={false}
              comboboxProps={wideSelectComboboxProps}
              disabled={header.ProductTypeCategoryId === null}
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
              error={required(header.ProductModelClassId, 'Model Class')}
            />
            <Select<number>
              label="Model"
              placeholder={header.ProductModelClassId === null ? 'Choose a model class first' : 'Choose…'}
              searchable
              allowDeselect={false}
              comboboxProps={wideSelectComboboxProps}
              disabled={header.ProductModelClassId === null}
              data={options.models.map((model) => ({
                value: model.ProductModelId,
                label: `${model.Name} (size ${model.UnitSize}, ${model.NominalCfm} CFM)`,
              }))}
              value={header.ProductModelId}
              onChange={(value) =>
                dispatch({
                  type: 'chooseModel',
                  model: options.models.find((item) => item.ProductModelId === value) ?? null,
                })
              }
              error={required(header.ProductModelId, 'Model')}
            />
          </SimpleGrid>
          <Group align="flex-end" gap="sm">
            <NumberInput
              label="Quantity"
              min={1}
              max={9999}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="strict"
              value={header.ItemQty || ''}
              onChange={(value) =>
                dispatch({ type: 'update', changes: { ItemQty: quantityFromInput(value) } })
              }
              error={submitted && !(header.ItemQty >= 1) ? 'Quantity must be at least 1' : undefined}
              w={120}
            />
            <TextInput
              label="Tag"
              // The prefix alone is the default (spec section 9): shown as a hint, sent as "next number".
              placeholder={`${ITEM_TAG_PREFIX} (next number)`}
              value={tagText}
              onChange={(event) => {
                const text = event.currentTarget.value;
                setTagText(text);
                setTagError(null);
                dispatch({ type: 'update', changes: { ItemTag: text.trim() || ITEM_TAG_PREFIX } });
              }}
              maxLength={50}
              error={tagError}
              w={200}
            />
            <Button
              type="submit"
              loading={add.isPending && !configureAfterAdd.current}
              disabled={add.isPending && configureAfterAdd.current}
              leftSection={<IconPlus size={16} />}
              onClick={() => {
                configureAfterAdd.current = false;
              }}
            >
              Add line item
            </Button>
            {configureHref && (
              <Button
                type="submit"
                variant="light"
                loading={add.isPending && configureAfterAdd.current}
                disabled={add.isPending && !configureAfterAdd.current}
                leftSection={<IconAdjustmentsHorizontal size={16} />}
                onClick={() => {
                  configureAfterAdd.current = true;
                }}
              >
                Add and configure
              </Button>
            )}
            <Button
              variant="subtle"
              onClick={() => {
                dispatch({ type: 'clear' });
                setTagText('');
                setSubmitted(false);
              }}
            >
              Clear
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
