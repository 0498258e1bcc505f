import type { HelpTopic } from '../help-section.ts';

/** The demo accounts of README.md; the seed creates them only outside production. */
export const demoAccounts: HelpTopic = {
  id: 'local-install',
  title: 'Local and demo installations',
  sections: [
    {
      id: 'demo-accounts',
      title: 'Demo accounts',
      keywords: ['demo', 'test accounts', 'sample data', 'local install', 'try', 'Demo#2026'],
      body: [
        'These accounts exist only in a local or demo installation, seeded on first start; a production installation has none of them. Their password is Demo#2026 unless whoever installed AirQuote chose another demo password.',
        'Northwind and Contoso each have a handful of realistic projects with schedules and line items, and Fabrikam one, so the project area is not empty at first sign-in. Mail sent by a local installation is kept in the local mailbox at /dev/mail, so password and approval links can be followed without a mail server.',
      ],
      table: {
        headers: ['E-mail', 'Who'],
        rows: [
          ['admin@airquote.test', 'Internal; SysAdmin and AppAdmin'],
          ['pricing@airquote.test', 'Internal; VPPricingDirector'],
          ['engineering@airquote.test', 'Internal; ApplicationEngineering'],
          ['orders@airquote.test', 'Internal; OrderProcessing'],
          ['inside@airquote.test', 'Internal; InsideSalesAccount'],
          ['rsm@airquote.test', 'Internal; RegionalSalesManager of the Midwest (Fabrikam)'],
          ['rep@northwind.test', 'Northwind Reps (brand 1); RepAdmin and SalesRep'],
          ['manager@northwind.test', 'Northwind Reps; RepManager'],
          ['engineer@northwind.test', 'Northwind Reps; company role Engineer (sees no quotes or prices)'],
          ['rep@contoso.test', 'Contoso Reps (brand 2); SalesRep'],
          ['sales@contoso.test', 'Contoso Reps; a second SalesRep'],
          ['buyer@fabrikam.test', 'Fabrikam Mechanical, a customer'],
        ],
      },
    },
  ],
};
