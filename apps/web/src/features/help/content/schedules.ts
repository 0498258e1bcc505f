import type { HelpTopic } from '../help-section.ts';

export const schedules: HelpTopic = {
  id: 'schedules-and-line-items',
  title: 'Schedules and line items',
  sections: [
    {
      id: 'schedules',
      title: 'Schedules',
      keywords: ['schedule', 'new schedule', 'rename', 'floor', 'wing', 'deactivate schedule'],
      body: [
        "A schedule groups a project's units, for example per building or floor. The Schedules tab shows one schedule at a time; choose another from the row of schedule names, each with its number of active line items.",
        'New schedule asks for a Schedule Name and an optional Description. Rename changes them; Deactivate schedule keeps its line items but stops new ones from being added until it is active again.',
      ],
    },
    {
      id: 'line-item-add',
      title: 'Adding line items',
      keywords: [
        'add line item',
        'unit',
        'product type',
        'category',
        'model class',
        'model',
        'quantity',
        'item configuration header',
      ],
      body: [
        'Above the grid of an active schedule, Add line item asks for the Product Type, then the Category, the Model Class and the Model; each list offers only what fits the choice before it. Quantity starts at 1.',
        'Press Add line item to add the unit to the schedule; Clear starts over. The catalog behind these lists comes from the database, so new models appear without a new release.',
      ],
    },
    {
      id: 'line-item-tags',
      title: 'Tags and editing line items',
      keywords: ['tag', 'UNIT-', 'numbering', 'edit quantity', 'mark'],
      body: [
        'Every line item has a tag, the mark used on drawings. Leave Tag empty and the unit gets the next number of the schedule: UNIT-1, UNIT-2 and so on. Type your own tag instead if you prefer; a tag already used in the schedule is refused.',
        "The pencil on a row (Edit quantity and tag) changes the unit's quantity and tag.",
      ],
    },
    {
      id: 'line-item-copy',
      title: 'Copying line items',
      keywords: ['copy', 'duplicate', 'select', 'target schedule'],
      body: [
        'Tick the line items to copy (the box in the heading selects them all), press Copy to…, choose the Target schedule (the same schedule or another active one of the project) and press Copy. The copies get the next free tags of the target schedule.',
      ],
    },
    {
      id: 'line-item-bulk-change',
      title: 'Changing many line items at once and re-selecting them',
      keywords: [
        'bulk',
        'many',
        'change selected',
        'quantity',
        'entering water',
        'chilled water',
        'entering air',
        'airflow',
        'esp',
        'option',
        'voltage',
        're-select',
        'needs re-selection',
      ],
      body: [
        'Tick the line items, press Change selected… and fill in only what should change: Quantity, the chilled or hot water entering temperature, the entering air dry and wet bulb, the external static pressure (the fan works against it), the airflow (what every unit must deliver), the Voltage, or any other Option (choose the option, then its value). Figures are typed in your units (I-P or SI, as chosen on your account page). Only the option values every chosen unit can take can be chosen; the others are listed with the reason (for example a value its model does not offer). Empty fields stay as they are. Everything is changed in one go: if one line item cannot take the change (for example it has no saved selection yet), nothing is changed and the dialog names it and why; if someone changed one meanwhile, reload the schedule and apply again.',
        'A new design condition (entering water or air, ESP, airflow) or option keeps each unit but marks it Needs re-selection (a yellow badge under the tag): its performance was computed for the old conditions. Tick those line items (or all) and press Re-select: the performance is computed again for the same model and options at the new conditions. Until then, or until the unit is saved again from its configuration (or kept with an override reason), it cannot be quoted: creating the quote names the tags that wait.',
        'Schedules of 80 line items or more show only the rows in view in a scroll area of their own; scroll it with the mouse or, once it has the focus, with the arrow and Page keys. The box in the heading still selects every line item.',
      ],
    },
    {
      id: 'line-item-deactivate',
      title: 'Deactivating line items and filtering the grid',
      keywords: ['deactivate', 'activate', 'remove', 'inactive', 'filter', 'product type filter'],
      body: [
        'The Deactivate button at the end of a row (a crossed circle) takes a line item out of use; Activate brings it back. Inactive line items stay in the schedule for the record but are left out of new quotes.',
        "The product type list above the grid shows only line items of one product type. Choosing a type that has no active line items in the schedule gives 'Active line item(s) for selected Product type don't exist within selected schedule'.",
      ],
    },
    {
      id: 'schedule-spreadsheets',
      title: 'Editing a schedule in Excel',
      keywords: [
        'spreadsheet',
        'excel',
        'xlsx',
        'download',
        'upload',
        'import',
        'export',
        'rejected rows',
        'bulk edit',
      ],
      body: [
        "Download .xlsx above a schedule's grid gives its line items as a spreadsheet: one row per line item with its tag, quantity, model and whether it is active, followed by read-only columns (product type, code string, the saved selection's performance and, if you may see prices, the list, multiplier, net and extended prices). Engineers get the same sheet without any price column.",
        'Edit Tag, Quantity and Active, or add a row with LineItemId left empty and a Model to add a unit (an empty Tag gets the next UNIT-n, an empty Quantity 1). Columns whose heading ends in (read-only) are ignored. Keep LineItemId and RowVersion as downloaded: a row changed by someone else since is refused.',
        'Upload .xlsx (with permission to edit the project) saves the sheet all or nothing. When every row is good you see how many line items were added, updated and left unchanged; otherwise nothing is changed and each rejected row is listed with its row number and the reason, so you can correct the sheet and upload it again. Files up to 10 MB.',
      ],
    },
    {
      id: 'engineer-schedule-import',
      title: "Importing an engineer's schedule",
      keywords: [
        "engineer's schedule",
        'equipment schedule',
        'import',
        'column mapping',
        'select every tag',
        'csv',
        'SI units',
        'progress',
        'export',
      ],
      body: [
        "Import engineer's schedule above a schedule's grid takes the consulting engineer's equipment schedule as .xlsx or .csv (up to 10 MB): one row per tag under a heading row. Usual headings are recognised whatever their case and spacing (Tag or Mark, Qty, Type, CFM or Airflow, ESP, Total and Sensible MBH, EAT DB and WB, EWT, LWT, GPM, Heating MBH, Voltage, Motor), and a unit in the heading (l/s, Pa, kW, °C) sets the column's units. Check each field's column and units and change any that are wrong; SI figures are converted to I-P.",
        'Preview rows lists every problem of every row (a figure that is not a number, a value out of range, a missing or repeated tag) and, when the project schedule already has line items, which tags are new, which changed (and how) and which are not in the file. Nothing is written until you accept.',
        'Choose the product model class and press Select every tag: the server selects, for each row, the smallest unit that meets its airflow, ESP and cooling and heating loads, with default options. A progress bar shows how far it is and Cancel stops it; you may keep working meanwhile, and anyone who opens the schedule sees the result. Rows that no unit fits say why.',
        "Accept all, or tick tags and Accept checked: the line items are created (or updated, for a tag already in the schedule) in one go with their requirements and performance; open one from the grid to change its options. Export .xlsx in the engineer's layout writes the schedule back in the columns of the imported file, with the selected model, code string and electrical data. Your company's last column mapping is remembered for the next import.",
      ],
    },
  ],
};
