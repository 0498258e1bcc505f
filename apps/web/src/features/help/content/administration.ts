import type { HelpTopic } from '../help-section.ts';

/** Issue #7 is building the admin screens; approvals and impersonation work today. */
export const administration: HelpTopic = {
  id: 'administration',
  title: 'Administration',
  sections: [
    {
      id: 'admin-companies',
      title: 'Companies',
      keywords: ['company', 'rep firm', 'customer', 'logo', 'brand', 'deactivate company', 'admin'],
      planned: true,
      body: [
        "Administrators search the companies (inactive ones too, on request), create and edit them, activate and deactivate them, and set each company's default brand. A company can have its own logo: an uploaded image of an accepted type and size; when a logo cannot be shown, the default logo is used instead.",
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
      planned: true,
      body: [
        'An employee is a user working for a company. Administrators add users to companies and give them company roles: Rep Admin, Rep Manager, Sales Rep, Engineer, External Sales Rep or External Engineer. Deactivating an employee also signs that user out everywhere.',
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
      planned: true,
      body: [
        "Administrators find users (inactive ones too), edit them, and give the internal team its user roles: SysAdmin, AppAdmin, VPPricingDirector, RegionalSalesManager, InsideSalesAccount, ApplicationEngineering and OrderProcessing. New registrations are approved on the Internal employees list (see 'Approval of new accounts').",
      ],
    },
    {
      id: 'admin-permissions',
      title: 'Roles and the permission matrix',
      keywords: ['permission', 'matrix', 'rights', 'access', 'role permissions'],
      planned: true,
      body: [
        'Each user role and company role grants a set of permissions, such as seeing projects, editing quotes, seeing prices, approving multipliers, reviewing engineering requests, processing orders or reading reports. The matrix editors show which role may do what; a change takes effect on the next request of everyone it affects.',
        'Whatever the matrix says, a user with the company role Engineer never sees quotes or prices.',
      ],
    },
    {
      id: 'impersonation',
      title: 'Impersonation',
      keywords: ['impersonate', 'act as', 'support', 'stop impersonating', 'banner'],
      body: [
        'Application and system administrators can act as another user to see AirQuote through their eyes. On the Admin page, find the user and choose Impersonate on their row. A banner stays at the top while you impersonate, with a Stop button that brings you back to your own account.',
        "Nobody can impersonate an administrator, and you cannot start a second impersonation while one is running ('You are already impersonating another user.  Exit or log out of current impersonation to start a new one.'). Others see 'You are not authorized to impersonate another user.'. Everything you change while impersonating is recorded under both names, and the impersonated user's password cannot be changed.",
      ],
    },
  ],
};
