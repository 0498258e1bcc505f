import { describe, expect, it } from 'vitest';
import { CoilConfigurationType, LookupCategory, ProductTypeLookup, ResponseType } from './lookups.ts';

// Spec section 3 (Enumerations), written out here independently of the definitions.
describe('enumerations of spec section 3', () => {
  it('CoilConfigurationType is HotWater 1, ChilledWater 2, ChangeOver 3, HeatedChilled 4', () => {
    expect(Object.entries(CoilConfigurationType)).toEqual([
      ['HotWater', 1],
      ['ChilledWater', 2],
      ['ChangeOver', 3],
      ['HeatedChilled', 4],
    ]);
  });

  it('ProductTypeLookup is FamCoil 1, BlowerCoil 2, Console 3, and WaterSourceHeatPump and EcoSeries share 5', () => {
    expect(Object.entries(ProductTypeLookup)).toEqual([
      ['FamCoil', 1],
      ['BlowerCoil', 2],
      ['Console', 3],
      ['WaterSourceHeatPump', 5],
      ['EcoSeries', 5],
    ]);
    // No value 4.
    expect(Object.values(ProductTypeLookup)).not.toContain(4);
  });

  it('LookupCategory numbers the eleven lookup categories ProductType 1 to NotificationType 11', () => {
    expect(Object.entries(LookupCategory)).toEqual([
      ['ProductType', 1],
      ['SubmittalOption', 2],
      ['Brand', 3],
      ['QuoteStatus', 4],
      ['SpecSections', 5],
      ['QuoteEngRequestStatus', 6],
      ['UserRole', 7],
      ['CompanyRole', 8],
      ['ProjectAttachment', 9],
      ['NotificationQueue', 10],
      ['NotificationType', 11],
    ]);
  });

  it('ResponseType is Success 1, Warning 2, Error 3', () => {
    expect(Object.entries(ResponseType)).toEqual([
      ['Success', 1],
      ['Warning', 2],
      ['Error', 3],
    ]);
  });
});
