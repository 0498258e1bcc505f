import type { HelpTopic } from '../help-section.ts';

/** The item configuration screen, opened from a line item of a schedule. */
export const itemConfiguration: HelpTopic = {
  id: 'item-configuration',
  title: 'Item configuration',
  sections: [
    {
      id: 'configuration-header',
      title: 'Configuring a unit',
      keywords: ['configurator', 'item configuration', 'selection', 'header', 'model', 'quantity', 'tag'],
      body: [
        "Item configuration is opened from a line item. Its header repeats the unit's product type, category, model class and model, with the quantity and tag, and lets you change them.",
        'Below the header you enter the design conditions, read the performance, and build the model number (the code string). Save stores it all on the line item.',
      ],
    },
    {
      id: 'design-conditions',
      title: 'Design conditions',
      keywords: [
        'inputs',
        'entering air',
        'entering water',
        'ESP',
        'glycol',
        'ethylene',
        'propylene',
        'fan speed',
        'motor',
        'PSC',
        'ECM',
        '2-pipe',
        '4-pipe',
        'chilled water',
        'hot water',
        'changeover',
        'electric heat',
      ],
      body: [
        'The design conditions describe how the unit will run: coil configuration (2-Pipe or 4-Pipe System), configuration type (Chilled Water, Hot Water or Changeover), motor (PSC or ECM), fan speed (Low, Medium, High), external static pressure (selection is by ESP), coil connection (Left or Right), entering air and fluid temperatures, fluid type (Water, Ethylene or Propylene glycol, with its concentration), heat coil rows and electric heat.',
        'For cooling and heating you choose the selection method (by Fluid Flow or by Leaving Fluid Temp) and an optional filter on the candidates (None, LAT or Capacity) with its target. Temperatures and flows are in I-P units (°F, gpm, cfm, in. w.g.).',
      ],
    },
    {
      id: 'performance-results',
      title: 'Performance results',
      keywords: [
        'results',
        'capacity',
        'MBH',
        'sensible',
        'leaving air',
        'pressure drop',
        'fan power',
        'EER',
        'COP',
        'warnings',
        'face velocity',
        'candidates',
      ],
      body: [
        'The results table lists the candidate units for your conditions with total and sensible capacity, leaving air dry-bulb and wet-bulb, fluid flow, leaving fluid temperature, fluid and air pressure drops, face velocity, fan power and, for water source heat pumps, EER and COP. The numbers are recalculated as you type.',
        'Fan coils, blower coils, air handlers and ECO units are rated at AHRI 440 conditions, water source heat pumps per ISO 13256-1. A result outside what a coil is rated for is never extrapolated: you get a warning instead of a number. Face velocity above 500 fpm and a risk of condensate carry-over are warned about too.',
      ],
    },
    {
      id: 'fan-chart',
      title: 'Fan curve chart',
      keywords: [
        'fan curve',
        'system curve',
        'operating point',
        'speed tap',
        'airflow',
        'cfm',
        'static pressure',
      ],
      body: [
        "The fan chart draws the fan's airflow against pressure for each speed tap, the system curve (your external static pressure plus the coil and filter pressure drops) and the operating point where the two meet at the chosen speed.",
      ],
    },
    {
      id: 'psychrometric-chart',
      title: 'Psychrometric chart',
      keywords: [
        'psychrometric',
        'psychrometrics',
        'dry bulb',
        'wet bulb',
        'humidity',
        'coil process',
        'dehumidification',
      ],
      body: [
        "The psychrometric chart shows the coil's process: entering air, leaving air and the line between them. A cooling process that crosses the saturation line removes moisture.",
      ],
    },
    {
      id: 'code-string',
      title: 'Code string builder',
      keywords: [
        'code string',
        'model number',
        'options',
        'segments',
        'availability',
        'rules',
        'unavailable option',
        'adders',
      ],
      body: [
        "The code string is the unit's model number. It is built from groups (for example Unit, Coil, Electrical, Options) of segments, each with a fixed position and length; you choose one value per segment.",
        'Some values depend on others: each value has an availability rule, and only values whose rule holds can be chosen. An unavailable value explains why it cannot be chosen. Rules are written with IN, NOT IN, AND, OR, NOT, parentheses and ANY (always true).',
        'While the string is incomplete, a segment without a value shows underscores for its length, and a partly entered value is padded with question marks.',
      ],
    },
    {
      id: 'configuration-save',
      title: 'Saving a configuration',
      keywords: ['save', 'store', 'line item', 'reopen'],
      body: [
        "Save stores the design conditions, the chosen unit's performance and the code string on the line item, and writes the change to the project's event log. Reopening the line item shows everything as it was saved.",
      ],
    },
  ],
};
