import { Select } from '@mantine/core';
import { useBrands } from '../api/get-brands.ts';

type BrandFilterProps = {
  value: number | null | undefined;
  onChange: (brandId: string | null) => void;
  w?: number;
};

/** "Brand" of a filter row: any brand, or one of the brands. */
export function BrandFilter({ value, onChange, w = 180 }: BrandFilterProps) {
  const brands = useBrands();
  return (
    <Select
      label="Brand"
      placeholder="Any brand"
      data={(brands.data ?? []).map((brand) => ({ value: String(brand.BrandId), label: brand.Name }))}
      value={value ? String(value) : null}
      onChange={onChange}
      clearable
      w={w}
    />
  );
}
