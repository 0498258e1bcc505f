import {
  categoryMultiplierMessages,
  type ProductTypeCategoryMultiplier,
} from '@airquote/shared/contracts/pricing/category-multiplier-schemas';
import {
  multiplierInputSchema,
  type TransactionTypeId,
} from '@airquote/shared/contracts/pricing/pricing-schemas';
import { CategoryMultiplierTransactionType } from '@airquote/shared/enums/lookups';
import { fieldMessage } from '@airquote/shared/rules/messages';
import { Modal, Select, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { visibleFieldError } from '../../../../components/field-error.ts';
import { type ControlLabels, useRequiredDataCheck } from '../../../../components/required-data-check.tsx';
import { isStaleChange } from '../../../../components/use-stale-change-alert.tsx';
import { formResolver } from '../../../../lib/form-resolver.ts';
import { useProductHierarchy } from '../../../../shared/projects/api/search-product-types.ts';
import { upsertCategoryMultiplier } from '../../api/upsert-category-multiplier.ts';
import { MultiplierKey } from './multiplier-key.tsx';
import { FormButtons, FormRefusal, showInputRefusal, useCompanyOptions } from './pricing-parts.tsx';

export type MultiplierFormValues = {
  CompanyId: number | null;
  ProductTypeId: number | null;
  ProductTypeCategoryId: number | null;
  TransactionType: number | null;
  Multiplier: string;
};

const required = (label: string) => ({ error: fieldMessage('required', label) });
/** The form's rules: every key chosen, and the multiplier by the shared rule (sent as "0.5235"). */
const multiplierFormSchema = z.object({
  CompanyId: z.number(required('Company')),
  ProductTypeId: z.number(required('Product type')),
  ProductTypeCategoryId: z.number(required('Category')),
  TransactionType: z.union(
    [
      z.literal(CategoryMultiplierTransactionType.BuyResale),
      z.literal(CategoryMultiplierTransactionType.FactoryDirect),
    ],
    required('Transaction type'),
  ),
  Multiplier: z.string().trim().min(1, required('Multiplier')).pipe(multiplierInputSchema),
});
type MultiplierFormOutput = z.output<typeof multiplierFormSchema>;
const resolver = formResolver<MultiplierFormValues, MultiplierFormOutput>(multiplierFormSchema);

const controlLabels: ControlLabels<MultiplierFormValues> = {
  CompanyId: 'Company',
  ProductTypeId: 'Product type',
  ProductTypeCategoryId: 'Category',
  TransactionType: 'Transaction type',
  Multiplier: 'Multiplier',
};
const serverFields = ['CompanyId', 'ProductTypeCategoryId', 'TransactionType', 'Multiplier'] as const;

type MultiplierFormModalProps = {
  opened: boolean;
  /** null: a new standard multiplier, starting from `defaults` (the list's filters). */
  multiplier: ProductTypeCategoryMultiplier | null;
  defaults: Pick<MultiplierFormValues, 'CompanyId' | 'ProductTypeId' | 'TransactionType'>;
  transactionTypes: ReadonlyArray<{ value: string; label: string }>;
  onClose: () => void;
  onSaved: (saved: ProductTypeCategoryMultiplier, created: boolean) => void;
  /** A stale row version closes the form first; the section shows its warning. */
  onError: (error: Error) => void;
};

/**
 * The modal around the form: Mantine mounts its content on each opening, so the form starts over
 * each time it opens, and the key starts it over for another record while open.
 */
export function MultiplierFormModal(props: MultiplierFormModalProps) {
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.multiplier ? 'Edit standard multiplier' : 'New standard multiplier'}
      centered
      size="lg"
    >
      <MultiplierForm
        key={
          props.multiplier
            ? `${props.multiplier.ProductTypeCategoryMultiplierId}:${props.multiplier.RowVersion}`
            : 'new'
        }
        {...props}
      />
    </Modal>
  );
}

/** Adds a standard multiplier (company × category × transaction type) or changes its value. */
function MultiplierForm(props: MultiplierFormModalProps) {
  const { multiplier, defaults, onClose } = props;
  const hierarchy = useProductHierarchy();
  const companies = useCompanyOptions();
  const initial: MultiplierFormValues = multiplier
    ? {
        CompanyId: multiplier.CompanyId,
        ProductTypeId: multiplier.ProductTypeId,
        ProductTypeCategoryId: multiplier.ProductTypeCategoryId,
        TransactionType: multiplier.TransactionType,
        Multiplier: multiplier.Multiplier,
      }
    : { ...defaults, ProductTypeCategoryId: null, Multiplier: '' };
  const form = useForm<MultiplierFormValues, unknown, MultiplierFormOutput>({
    resolver,
    defaultValues: initial,
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState, control, watch, setValue, setError, getValues } = form;
  const requiredData = useRequiredDataCheck({ labels: controlLabels, getValues });

  const save = useMutation({
    mutationFn: (values: MultiplierFormOutput) =>
      upsertCategoryMultiplier({
        ProductTypeCategoryMultiplierId: multiplier?.ProductTypeCategoryMultiplierId ?? 0,
        CompanyId: values.CompanyId,
        ProductTypeCategoryId: values.ProductTypeCategoryId,
        TransactionType: values.TransactionType as TransactionTypeId,
        Multiplier: values.Multiplier,
        ...(multiplier ? { RowVersion: multiplier.RowVersion } : {}),
      }),
    onSuccess: (saved) => {
      onClose();
      props.onSaved(saved, !multiplier);
    },
    onError: (error) => {
      // A duplicate is about the key chosen: it shows under the category, the last choice made.
      const placed = showInputRefusal(error, setError, serverFields, (message) =>
        message === categoryMultiplierMessages.duplicate ? 'ProductTypeCategoryId' : null,
      );
      if (placed) return;
      if (isStaleChange(error)) onClose();
      props.onError(error);
    },
  });

  const productTypeId = watch('ProductTypeId');
  const productTypes = (hierarchy.data?.productTypes ?? []).filter((type) => type.IsActive);
  const categories = (hierarchy.data?.categories ?? []).filter(
    (category) => category.IsActive && category.ProductTypeId === productTypeId,
  );
  const error = (name: keyof MultiplierFormValues) => visibleFieldError(formState, name);

  return (
    <form onSubmit={handleSubmit((values) => save.mutate(values), requiredData.onInvalid)} noValidate>
      {requiredData.popup}
      <Stack gap="sm">
        {multiplier ? (
          <MultiplierKey multiplier={multiplier} transactionTypes={props.transactionTypes} />
        ) : (
          <>
            <Controller
              control={control}
              name="CompanyId"
              render={({ field }) => (
                <Select
                  label="Company"
                  withAsterisk
                  searchable
                  // A searchable select opens its list on focus: focused only while still to choose.
                  data-autofocus={defaults.CompanyId === null || undefined}
                  placeholder="Choose a rep firm or customer"
                  nothingFoundMessage="No company matches"
                  data={companies.options}
                  value={field.value === null ? null : String(field.value)}
                  onChange={(value) => field.onChange(value ? Number(value) : null)}
                  onBlur={field.onBlur}
                  error={error('CompanyId')}
                />
              )}
            />
            <Controller
              control={control}
              name="ProductTypeId"
              render={({ field }) => (
                <Select
                  label="Product type"
                  withAsterisk
                  data-autofocus={defaults.CompanyId !== null || undefined}
                  placeholder="Choose a product type"
                  data={productTypes.map((type) => ({
                    value: String(type.ProductTypeId),
                    label: type.Name,
                  }))}
                  value={field.value === null ? null : String(field.value)}
                  onChange={(value) => {
                    field.onChange(value ? Number(value) : null);
                    // A category belongs to one product type: choose it again.
                    setValue('ProductTypeCategoryId', null);
                  }}
                  onBlur={field.onBlur}
                  error={error('ProductTypeId')}
                />
              )}
            />
            <Controller
              control={control}
              name="ProductTypeCategoryId"
              render={({ field }) => (
                <Select
                  label="Category"
                  withAsterisk
                  placeholder={productTypeId === null ? 'Choose a product type first' : 'Choose a category'}
                  disabled={productTypeId === null}
                  data={categories.map((category) => ({
                    value: String(category.ProductTypeCategoryId),
                    label: category.Name,
                  }))}
                  value={field.value === null ? null : String(field.value)}
                  onChange={(value) => field.onChange(value ? Number(value) : null)}
                  onBlur={field.onBlur}
                  error={error('ProductTypeCategoryId')}
                />
              )}
            />
            <Controller
              control={control}
              name="TransactionType"
              render={({ field }) => (
                <Select
                  label="Transaction type"
                  withAsterisk
                  placeholder="Choose a transaction type"
                  data={props.transactionTypes}
                  value={field.value === null ? null : String(field.value)}
                  onChange={(value) => field.onChange(value ? Number(value) : null)}
                  onBlur={field.onBlur}
                  error={error('TransactionType')}
                />
              )}
            />
          </>
        )}
        <TextInput
          label="Multiplier"
          withAsterisk
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.5235"
          description="A decimal above 0 and at most 1.5, with up to four places."
          maxLength={10}
          w={220}
          {...(multiplier ? { 'data-autofocus': true } : {})}
          error={error('Multiplier')}
          {...register('Multiplier')}
        />
        <FormRefusal message={formState.errors.root?.server?.message} />
        <FormButtons
          saving={save.isPending}
          submitLabel={multiplier ? 'Save' : 'Add multiplier'}
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
}
