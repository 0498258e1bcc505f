import { MechanicalSpecSections, ProductType } from '@airquote/shared/enums/lookups';

/**
 * Mechanical specification texts per product type in the spec's 13 MechanicalSpecSections, written
 * as a specifying engineer would paste them into Division 23. A section that does not apply to a
 * product type (a compressor in a fan coil) is absent, and the package leaves it out.
 */
export type MechanicalSpecSection = (typeof MechanicalSpecSections)[keyof typeof MechanicalSpecSections];
type SectionTexts = Partial<Record<MechanicalSpecSection, string[]>>;

export const mechanicalSpecSectionTitles: Record<MechanicalSpecSection, string> = {
  1: 'System Description',
  2: 'Quality Assurance',
  3: 'ENERGY STAR',
  4: 'Product Information',
  5: 'Insulation',
  6: 'Fans',
  7: 'Motor',
  8: 'Coil',
  9: 'Compressor',
  10: 'Electric Heat',
  11: 'Coaxial Heat Exchanger',
  12: 'Controls',
  13: 'Delivery, Storage and Handling',
};

const S = MechanicalSpecSections;

const qualityAssurance = [
  'Units shall be listed by ETL or UL to UL 1995 / CSA C22.2 No. 236 and bear the listing label. Each unit shall be run tested at the factory before shipment: fan rotation, motor amperage and control sequence are checked and recorded.',
  'Coil performance shall be rated in accordance with AHRI Standard 440 (room fan coils) or AHRI 410 (forced-circulation air coils). Coils shall be leak tested with dry nitrogen at 450 psig and rated for 300 psig working pressure.',
  'The manufacturer shall have an ISO 9001 registered quality system and shall warrant all parts for eighteen months from shipment or twelve months from start-up, whichever comes first.',
];

const deliveryStorageHandling = [
  'Units shall ship on skids, each wrapped in protective film with corner protection, and shall be labelled with the project name and the unit tag shown in this submittal so that each unit can be set in its scheduled location without re-sorting.',
  'Store units indoors in a clean, dry place protected from construction dust and weather. Do not stack units more than the height shown on the carton. Lift units only by the base rails or with spreader bars; never by coil headers, piping or the drain pan.',
  "Inspect each shipment on arrival and note any damage on the carrier's bill of lading before signing. Keep filters and fan inlets covered until the ductwork and building are clean.",
];

const waterCoilFanCoil = [
  'Coils shall be constructed of seamless 3/8 in. or 1/2 in. OD copper tubes mechanically expanded into aluminium plate fins (up to 14 fins per inch) with full fin collars. Headers shall be seamless copper with brass sweat or FPT connections and a manual air vent at the high point and a drain at the low point.',
  'The number of rows, fin spacing and circuiting shall be as scheduled and as shown in the Performance and Product Summary section. Hot water reheat coils on 4-pipe units shall be in the preheat or reheat position as ordered.',
];

const coilUnitSections = (
  unitName: string,
  extra: { fans: string[]; energyStar?: string[] },
): SectionTexts => ({
  [S.SystemDescription]: [
    `Furnish and install ${unitName} of the sizes, capacities and arrangements scheduled. Each unit shall be a factory-assembled package of cabinet, fan assembly, motor, hydronic coil(s), drain pan, filter and controls, ready for field connection of piping, ductwork and power.`,
    'Units shall deliver the airflow at the external static pressure and the cooling and heating capacities shown in the Performance and Product Summary for each tag.',
  ],
  [S.QualityAssurance]: qualityAssurance,
  ...(extra.energyStar ? { [S.EnergyStar]: extra.energyStar } : {}),
  [S.ProductInformation]: [
    'Cabinets shall be of galvanized steel, 18 gauge minimum, with removable access panels for the fan, motor, coil valves and filter. Exposed cabinets shall be finished in a baked polyester powder coat. Drain pans shall be single-wall stainless steel, sloped in two planes to a secondary drain connection, and extended under the coil headers and valves.',
    'Filters shall be 1 in. throwaway fiberglass (MERV 4) as standard, or 2 in. pleated MERV 8 or MERV 13 where ordered, removable without tools.',
  ],
  [S.Insulation]: [
    'Interior surfaces exposed to the airstream shall be lined with 1/2 in. thick, 1.5 lb/cu ft closed-cell elastomeric or foil-faced fiberglass insulation meeting NFPA 90A and UL 181 erosion requirements, with a flame spread index of 25 or less and a smoke developed index of 50 or less per ASTM E84.',
  ],
  [S.Fans]: extra.fans,
  [S.Motor]: [
    'Motors shall be either permanent split capacitor (PSC) with three speed taps, or electronically commutated (ECM) with a factory-programmed constant-torque setting for each of three field-selectable speeds. Motors shall have internal thermal overload protection, permanently lubricated ball or sleeve bearings and resilient mounting.',
    'ECM motors shall achieve at least 70 % efficiency at full load and allow the airflow to be trimmed at start-up without changing pulleys or taps.',
  ],
  [S.Coil]: waterCoilFanCoil,
  [S.ElectricHeat]: [
    'Where scheduled, electric heat shall be an open-wire nickel-chromium element in the reheat position, with automatic-reset primary high-limit and manual-reset secondary limits, airflow proving switch, and a single point power connection. The heater and the fan motor shall share one disconnect.',
  ],
  [S.Controls]: [
    'Units shall be furnished with factory-mounted and wired controls as ordered: a unit-mounted or wall-mounted thermostat with fan speed selection, or a DDC controller with BACnet MS/TP communication. Two-position or modulating control valves, isolation valves and flow-limiting devices shall be factory piped where selected.',
    'A condensate overflow switch shall stop the fan and close the cooling valve when the primary drain is blocked.',
  ],
  [S.DeliveryStorageHandling]: deliveryStorageHandling,
});

const heatPumpSections: SectionTexts = {
  [S.SystemDescription]: [
    'Furnish and install water source heat pumps of the sizes, capacities and arrangements scheduled. Each unit shall be a factory-assembled, piped, wired and charged package with refrigerant circuit, compressor, coaxial water-to-refrigerant heat exchanger, refrigerant-to-air coil, fan, filter and controls.',
    'Units shall be rated in accordance with ISO 13256-1 for water loop, ground water and ground loop applications and shall deliver the capacities, efficiencies (EER, COP) and airflow shown in the Performance and Product Summary for each tag.',
  ],
  [S.QualityAssurance]: qualityAssurance,
  [S.EnergyStar]: [
    'Units listed in the Performance and Product Summary with a water-loop EER of 14.1 or more and a COP of 4.2 or more meet the ENERGY STAR criteria for geothermal heat pumps in their closed-loop rating and shall carry the ENERGY STAR label where certified.',
  ],
  [S.ProductInformation]: [
    'Cabinets shall be of galvanized steel, 18 gauge minimum, with separate access to the compressor and the fan sections. The compressor section shall be acoustically isolated from the air section. Drain pans shall be stainless steel, sloped to a trapped drain connection, with a condensate overflow sensor.',
    'The refrigerant circuit shall use R-454B with a thermostatic or electronic expansion valve, a reversing valve energized in cooling, and service ports on the high and low sides.',
  ],
  [S.Insulation]: [
    'The air section shall be lined with 1/2 in. thick foil-faced fiberglass insulation meeting NFPA 90A and UL 181; the compressor enclosure shall be lined with 1 in. acoustic insulation. Cold refrigerant suction lines shall be insulated with closed-cell elastomeric insulation.',
  ],
  [S.Fans]: [
    'Fans shall be forward-curved, double-inlet centrifugal wheels, dynamically balanced, direct-driven, with a removable fan deck that slides out for service without disconnecting ductwork.',
  ],
  [S.Motor]: [
    'Fan motors shall be electronically commutated (ECM) with constant-airflow programming and three field-selectable airflow settings, or PSC with three speed taps where ordered. Motors shall have internal thermal overload protection and permanently lubricated bearings.',
  ],
  [S.Coil]: [
    'The refrigerant-to-air coil shall be of seamless copper tubes expanded into enhanced aluminium fins with a corrosion-resistant coating, rated for 600 psig working pressure and leak tested at the factory.',
  ],
  [S.Compressor]: [
    'Compressors shall be hermetic rotary or scroll type, mounted on vibration isolators, with internal overload protection, a high-pressure switch, a low-pressure (loss of charge) switch and an anti-short-cycle timer. Compressors shall carry a five-year parts warranty.',
  ],
  [S.ElectricHeat]: [
    'Where scheduled, supplemental electric heat shall be an open-wire element with automatic and manual-reset limits, controlled as a second heating stage and locked out while the compressor heats above the balance point.',
  ],
  [S.CoaxialHeatExchanger]: [
    'The water-to-refrigerant heat exchanger shall be a coaxial (tube-in-tube) type with a copper or optional cupronickel inner water tube and a steel outer refrigerant tube, rated for 450 psig on the water side and 600 psig on the refrigerant side. Water connections shall be FPT, accessible from the front of the unit.',
    'A low water temperature (freeze protection) sensor shall stop the compressor when the leaving water falls below the setpoint for water or antifreeze operation.',
  ],
  [S.Controls]: [
    'Each unit shall have a microprocessor controller with lockout and reset, random start, condensate overflow protection, high and low refrigerant pressure protection, water freeze protection and fault indication, with a BACnet MS/TP option for building automation.',
  ],
  [S.DeliveryStorageHandling]: deliveryStorageHandling,
};

const specsByProductType: Record<number, SectionTexts> = {
  [ProductType.FanCoil]: coilUnitSections('horizontal and vertical fan coil units', {
    fans: [
      'Fans shall be forward-curved, double-inlet centrifugal wheels of galvanized steel or high-impact composite, statically and dynamically balanced, direct-driven from the motor. The complete fan assembly shall be removable through the access panel without removing the unit from its installed position.',
    ],
  }),
  [ProductType.AirHandler]: coilUnitSections('blower coil and small air handling units', {
    fans: [
      'Fans shall be forward-curved, double-inlet centrifugal wheels, dynamically balanced, direct-driven or belt-driven as scheduled, on a fan deck isolated from the cabinet with neoprene isolators. Fan performance shall be rated in accordance with AMCA 210.',
    ],
  }),
  [ProductType.ECO]: coilUnitSections('ECO high-efficiency fan coil units', {
    fans: [
      'Fans shall be high-efficiency backward-inclined plenum or forward-curved wheels matched to an ECM motor, dynamically balanced, with a removable fan and motor assembly.',
    ],
  }),
  [ProductType.WSHP]: heatPumpSections,
};

/** The sections that apply to a product type, in the spec's order, with their titles and paragraphs. */
export function mechanicalSpecsFor(
  productTypeId: number,
): Array<{ section: MechanicalSpecSection; title: string; paragraphs: string[] }> {
  const texts = specsByProductType[productTypeId] ?? specsByProductType[ProductType.FanCoil] ?? {};
  return (Object.values(S) as MechanicalSpecSection[]).flatMap((section) => {
    const paragraphs = texts[section];
    return paragraphs ? [{ section, title: mechanicalSpecSectionTitles[section], paragraphs }] : [];
  });
}
