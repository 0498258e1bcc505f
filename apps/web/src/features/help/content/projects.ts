import type { HelpTopic } from '../help-section.ts';

export const projects: HelpTopic = {
  id: 'projects',
  title: 'Projects',
  sections: [
    {
      id: 'project-search',
      title: 'Finding projects',
      keywords: ['project list', 'search', 'filter', 'sort', 'inactive', 'mine', 'counts', 'paging'],
      body: [
        "Projects in the menu lists the projects you may see: those of your company, those you were added to as a project user, and, for the internal team, all of them. Another company's projects never appear.",
        'Type in Search projects to find a project by name, description or company; the list follows as you type. Include inactive adds deactivated projects, and Only my projects keeps the ones you created or were added to. The counts above the list show Total, Active, Inactive and Mine.',
        'Select a column heading (Project, Company, Status, Close date, Created, Modified, Active) to sort by it, and again to reverse the order; the headings work with Enter from the keyboard too. The newest changes come first until you choose otherwise. Each project shows its schedules, most recently changed first, and long lists are split into pages.',
      ],
    },
    {
      id: 'project-edit',
      title: 'Creating and editing a project',
      keywords: [
        'new project',
        'create',
        'edit',
        'details',
        'company',
        'brand',
        'market',
        'status',
        'phase',
        'win probability',
        'close date',
        'deactivate',
        'activate',
      ],
      body: [
        'New Project (shown to users allowed to edit projects) opens an empty project that is active and closes today. Enter its Name, Description and Expected Close Date, choose the Company and Brand, and optionally Market, Status, Phase and Win Probability. Create project takes you to its Schedules tab to add the first schedule.',
        'A project opens on its tabs: Schedules, Details, Users, Attachments and Event log. Change the fields on Details and press Save; Undo changes puts back what was saved.',
        'Deactivate in the project header takes a project out of the active list after a confirmation; Activate brings it back. Nothing is deleted.',
      ],
    },
    {
      id: 'project-location',
      title: 'Advanced properties and location',
      keywords: [
        'advanced properties',
        'address',
        'ship to',
        'bill to',
        'country',
        'state',
        'province',
        'postal code',
        'city',
      ],
      body: [
        'Advanced properties in the project header opens the project location form: Address, Address line 2, City, Postal Code, Country and State / Province (a list for countries that have one). The location is where the equipment goes and is used for ship-to and bill-to on quotes and orders.',
      ],
    },
    {
      id: 'project-users',
      title: 'Project users',
      keywords: ['share', 'add user', 'remove user', 'contact card', 'access', 'team'],
      body: [
        "Everyone at the project's company sees the project anyway. To let someone from elsewhere work on it, open the Users tab, enter their e-mail address under Add a project user and press Add user; the person needs an AirQuote account.",
        'Each project user is shown on a contact card. Remove from project takes the person off after a confirmation.',
      ],
    },
    {
      id: 'project-attachments',
      title: 'Attachments',
      keywords: ['upload', 'download', 'file', 'document', 'pdf', 'drawing', 'attach'],
      body: [
        'On the Attachments tab choose a File, give it an Attachment Name (the file name is offered) and a Kind, and press Upload. A file may be up to 20 MB and one of: PDF, PNG, JPG, GIF, Excel (XLSX, XLS), Word (DOCX, DOC), CSV, TXT, DWG, DXF or ZIP. A file that is refused says why.',
        'Download gives back exactly the file that was uploaded. An attachment that is no longer wanted can be deactivated and activated again; it is never deleted.',
      ],
    },
    {
      id: 'project-events',
      title: 'Event log',
      keywords: ['history', 'audit', 'changes', 'who changed', 'events'],
      body: [
        'Every change to a project, its schedules, line items, users and attachments is written to the Event log tab: When, Who and What, with the values before and after. Changes made by an administrator while impersonating name both people.',
      ],
    },
  ],
};
