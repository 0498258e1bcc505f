import { MechanicalSpecSections, ProductType } from '@airquote/shared/enums/lookups';
import { describe, expect, it } from 'vitest';
import { mechanicalSpecSectionTitles, mechanicalSpecsFor } from './submittal-mechanical-specs.ts';

// Spec section 3: MechanicalSpecSections 1-13 in order.
const specOrder = [
  'SystemDescription',
  'QualityAssurance',
  'EnergyStar',
  'ProductInformation',
  'Insulation',
  'Fans',
  'Motor',
  'Coil',
  'Compressor',
  'ElectricHeat',
  'CoaxialHeatExchanger',
  'Controls',
  'DeliveryStorageHandling',
];

describe('MechanicalSpecSections (spec section 3)', () => {
  it('numbers the thirteen sections 1-13 in the spec order, each with its heading', () => {
    expect(Object.entries(MechanicalSpecSections)).toEqual(specOrder.map((name, index) => [name, index + 1]));
    expect(Object.entries(mechanicalSpecSectionTitles)).toEqual([
      ['1', 'System Description'],
      ['2', 'Quality Assurance'],
      ['3', 'ENERGY STAR'],
      ['4', 'Product Information'],
      ['5', 'Insulation'],
      ['6', 'Fans'],
      ['7', 'Motor'],
      ['8', 'Coil'],
      ['9', 'Compressor'],
      ['10', 'Electric Heat'],
      ['11', 'Coaxial Heat Exchanger'],
      ['12', 'Controls'],
      ['13', 'Delivery, Storage and Handling'],
    ]);
  });

  it('writes a heat pump in all thirteen sections, in order, each with text', () => {
    const sections = mechanicalSpecsFor(ProductType.WSHP);
    expect(sections.map((section) => section.section)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(sections.map((section) => section.title)).toEqual(Object.values(mechanicalSpecSectionTitles));
    for (const section of sections) expect(section.paragraphs.length).toBeGreaterThan(0);
  });

  it('leaves out of water-coil units the sections that do not apply, keeping the order', () => {
    for (const productType of [ProductType.FanCoil, ProductType.AirHandler, ProductType.ECO]) {
      expect(mechanicalSpecsFor(productType).map((section) => section.section)).toEqual([
        1, 2, 4, 5, 6, 7, 8, 10, 12, 13,
      ]);
    }
  });
});
