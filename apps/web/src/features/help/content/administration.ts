import type { HelpTopic } from '../help-section.ts';

/** The Admin area (topmenu/admin): one section per tab, with the labels the screens show. */
export const administration: HelpTopic = {
  id: 'administration',
  title: 'Administration',
  sections: [
    {
      id: 'admin-companies',
      title: 'Companies',
      keywords: ['company', 'rep firm', 'customer', 'logo', 'brand', 'deactivate company', 'admin'],
      body: [
        "Admin › Companies lists every company with its logo, kind, default brand, number of employees and status. Search companies filters by name or kind; Include inactive shows deactivated ones too. New company and the edit button on a row open the company form: name, default brand (its logo and colours are what the company's users see) and logo.",
        "A logo is a PNG, JPEG, GIF or WebP image of at most 512 KB; the file's contents are checked, not only its name. When a logo cannot be shown, the default logo of the brand is used instead. Deactivate removes a company from lists and pickers after a confirmation; its employees keep their accounts. Activate brings it back.",
      ],
    },
    {
      id: 'admin-employees',
      title: 'Employees and company roles',
      keywords: [
        'employee',
        'company role',
        'rep admin',
        'rep manager',
        'sales rep',
        'engineer',
        'external',
        'deactivate employee',
      ],
      body: [
        'An employee is a user working for a company. On Admin › Employees choose the Company, then Add employee: pick the user, a company role (Rep Admin, Rep Manager, Sales Rep, Engineer, External Sales Rep or External Engineer) and whether this becomes their default company. Roles are added to and removed from a row; Search employees filters by name or e-mail.',
        'Deactivating an employee ends the membership and signs that user out of every session at once. A user with the company role Engineer in any company sees no quotes and no prices.',
      ],
    },
    {
      id: 'admin-users',
      title: 'Users and user roles',
      keywords: [
        'user',
        'user role',
        'sys admin',
        'app admin',
        'pricing director',
        'regional sales manager',
        'inside sales',
        'application engineering',
        'order processing',
      ],
      body: [
        'Admin › Users: Find a user by name, e-mail or company (Include inactive for the others). New user creates an approved account without a password and mails the person a link to set one. The edit button changes the name, e-mail, default company and status, and gives the internal team its user roles: SysAdmin, AppAdmin, VPPricingDirector, RegionalSalesManager, InsideSalesAccount, ApplicationEngineering and OrderProcessing.',
        "New registrations are approved on Admin › Approvals (the Internal employees list; see 'Approval of new accounts'). Impersonate on a user's row is described under Impersonation.",
      ],
    },
    {
      id: 'admin-permissions',
      title: 'Roles and the permission matrix',
      keywords: ['permission', 'matrix', 'rights', 'access', 'role permissions'],
      body: [
        'Admin › Permissions shows two matrices, one for company roles and one for user roles: a row per permission (such as project.view, quote.edit, pricing.view, multiplier.approve, engineering.review, order.process, report.view or user.impersonate), a column per role. Ticking or clearing a box saves at once and takes effect on the next request of everyone holding that role.',
        'Whatever the matrix says, a user with the company role Engineer never sees quotes or prices.',
      ],
    },
    {
      id: 'admin-product-data',
      title: 'Product data (catalog spreadsheets)',
      keywords: [
        'catalog',
        'excel',
        'xlsx',
        'csv',
        'upload',
        'download',
        'price list',
        'eSelect',
        'ExcelUploader',
      ],
      body: [
        'Admin › Product data has a card per catalog sheet (product models, product prices, code-string values, fan curves, coil profiles and filter pressure drops). Download .xlsx gives the sheet as it is stored. To change the catalog, save the sheet as CSV, choose it under CSV file and Upload: every row is checked first, and if any row is wrong nothing is changed and the report lists each rejected row with the reason.',
      ],
    },
    {
      id: 'impersonation',
      title: 'Impersonation',
      keywords: ['impersonate', 'act as', 'support', 'stop impersonating', 'banner'],
      body: [
        'Application and system administrators holding the user.impersonate permission can act as another user to see AirQuote through their eyes. On Admin › Users, find the user and choose Impersonate on their row. A banner stays at the top while you impersonate, with a Stop button that brings you back to your own account.',
        "Nobody can impersonate an administrator, and you cannot start a second impersonation while one is running ('You are already impersonating another user.  Exit or log out of current impersonation to start a new one.'). Others see 'You are not authorized to impersonate another user.'. Everything you change while impersonating is recorded under both names, and the impersonated user's password cannot be changed.",
      ],
    },
    {
      id: 'admin-pricing',
      title: 'Pricing data: standard multipliers, regions and distributors',
      keywords: [
        'standard multiplier',
        'multiplier',
        'buy/resale',
        'factory direct',
        'region',
        'regional sales manager',
        'distributor',
      ],
      body: [
        "Admin › Pricing has three sections. Standard multipliers lists each rep firm's and customer's multiplier per product category and transaction type (Buy/Resale or Factory Direct); filter by Company, Product type and Transaction type. Add multiplier takes the company, product type, category, transaction type and the multiplier as a decimal above 0 and at most 1.5 with up to four places (0.5235). Edit changes only the value; another company, category or transaction type is another multiplier. Delete asks first: until a new one is added, that company's lines of the category have no net price.",
        "Regions lists the sales regions with their regional sales manager and companies. Edit changes the name, the regional sales manager (a user holding the RegionalSalesManager role, who reviews the region's multiplier requests; without one the VP of pricing does), the companies (choosing a company moves it from its region) and the status.",
        'Distributors can be searched by name, contact or city, narrowed to a Region and shown with inactive ones. New distributor and Edit take the name, region, contact name and email, phone, city, state/province code and status; Delete asks first. If someone else changed a record while you had it open, saving says so and Reload shows their version.',
      ],
    },
  ],
};
