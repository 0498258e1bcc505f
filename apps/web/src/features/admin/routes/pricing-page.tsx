import { Tabs } from '@mantine/core';
import { IconBuildingWarehouse, IconMap2, IconPercentage } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { DistributorsSection } from '../components/pricing/distributors-section.tsx';
import { MultipliersSection } from '../components/pricing/multipliers-section.tsx';
import { RegionsSection } from '../components/pricing/regions-section.tsx';

const sections = [
  { value: 'multipliers', label: 'Standard multipliers', icon: IconPercentage, content: MultipliersSection },
  { value: 'regions', label: 'Regions', icon: IconMap2, content: RegionsSection },
  { value: 'distributors', label: 'Distributors', icon: IconBuildingWarehouse, content: DistributorsSection },
] as const;
type Section = (typeof sections)[number]['value'];

const isSection = (value: string | null): value is Section =>
  sections.some((section) => section.value === value);

/**
 * /topmenu/admin/pricing?section=: the pricing data of issue #5 (standard multipliers, sales regions,
 * distributors), a section at a time; the address keeps the section, so a reload or link opens it.
 */
export function PricingPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('section');
  const active: Section = isSection(requested) ? requested : 'multipliers';
  return (
    <Tabs
      value={active}
      onChange={(value) => {
        if (isSection(value))
          setSearchParams(value === 'multipliers' ? {} : { section: value }, { replace: true });
      }}
      variant="pills"
      keepMounted={false}
    >
      <Tabs.List aria-label="Pricing data" mb="md">
        {sections.map(({ value, label, icon: Icon }) => (
          <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} aria-hidden />}>
            {label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {sections.map(({ value, content: Content }) => (
        <Tabs.Panel key={value} value={value}>
          <Content />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
