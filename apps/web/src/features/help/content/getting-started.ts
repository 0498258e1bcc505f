import type { HelpTopic } from '../help-section.ts';

export const gettingStarted: HelpTopic = {
  id: 'getting-started',
  title: 'Getting started',
  sections: [
    {
      id: 'about',
      title: 'About AirQuote',
      keywords: ['overview', 'introduction', 'HVAC', 'brand', 'theme', 'logo'],
      body: [
        'AirQuote prices and quotes air-handling equipment: fan coils, air handlers, water source heat pumps (WSHP) and ECO series units. Sales reps, application engineers, pricing directors, order processing staff, administrators and customers work in it side by side.',
        'Work is organised in projects. A project holds schedules, a schedule holds line items, and each line item is one configured unit with a quantity and a tag. Quotes, reviews and orders are built from those line items.',
        "There are two brands, each with its own logo and colours. What you see follows the brand of your default company; you can change your default company on your account page. Before you sign in, and when you have no default company, the default brand's logo is shown.",
      ],
    },
    {
      id: 'sign-in',
      title: 'Signing in',
      keywords: ['login', 'log in', 'sign on', 'email', 'password', 'eye'],
      body: [
        'Enter your e-mail address and password on the Login screen and press Login. The eye icon in the Password field shows or hides what you typed.',
        "If either field is empty you see 'Email and password are required.'. A wrong e-mail address or password gives 'Invalid email or password.'; the message does not say which of the two was wrong. An account that is still waiting for approval, was not approved or was deactivated cannot sign in, and the message says so.",
        'After signing in you land on your projects. If you came from a link in an e-mail (an approval request, or a quote), you go straight to the page the link points to.',
      ],
    },
    {
      id: 'register',
      title: 'Registering for an account',
      keywords: ['register', 'sign up', 'new account', 'terms of use', 'customer terms', 'company name'],
      body: [
        "Choose 'Don't have an account?' on the Login screen. Fill in First Name, Last Name, Email, Password, Confirm Password and Company Name, and tick the box to agree to the Customer Terms of Use (the link opens the terms as a PDF in a new tab). Then press Register.",
        'The password needs at least 8 characters with an uppercase letter, a lowercase letter, a number and a special character, and may not be the example password Password1!. An e-mail address that already has an account is refused with "Email already exists".',
        'A new account is not ready at once: it waits for review by the internal team, and you receive an e-mail when it has been decided. Until then signing in tells you the account is waiting for approval.',
      ],
    },
    {
      id: 'approval',
      title: 'Approval of new accounts',
      keywords: [
        'approve',
        'reject',
        'registration',
        'pending',
        'internal employee',
        'review',
        'company',
        'role',
      ],
      body: [
        'Every registration is reviewed. Application administrators receive an e-mail for each new registration with a link to the Internal employees list; following it (after signing in if needed) highlights the person who registered.',
        'The list shows name, e-mail, the company name they typed, registration date and status. Reject asks for confirmation. Approve opens a dialog that gives the person what they need to work at their first sign-in: the company and a role. A company whose name matches the typed one is suggested, but the person joins it only when you tick the box confirming they work there; otherwise choose another company, or create a new company from the typed name (kind and brand; a name another company has is refused). Then choose their company role (Rep Admin, Rep Manager, Sales Rep, Engineer, External Sales Rep, External Engineer). Someone who registered with an e-mail address of the internal company joins it and gets a user role instead (only a system administrator can give SysAdmin).',
        'The person receives an e-mail with the decision and, once approved, can sign in and sees their projects. Administrators also reach the list from the Admin page.',
      ],
    },
    {
      id: 'password-reset',
      title: 'Forgotten password, or setting a first password',
      keywords: ['forgot password', 'reset password', 'set password', 'mail', 'link', 'Password1!'],
      body: [
        "Choose 'Forgot Password?' on the Login screen, enter your e-mail address and press Continue. AirQuote sends a message with a link; an address without an account is refused with \"Email doesn't exist\".",
        "The link opens Reset Password (or Set Password when your account has no password yet). Type the new password twice and press Continue; if you have not yet agreed to the Customer Terms of Use, tick that box too. The same password rule applies as for registering, and the example password gives 'Cannot use example password Password1!'.",
        'A link works once and for 30 minutes. Setting a new password signs you out everywhere; sign in again with the new password.',
        "A link that was already used, has expired or is not valid says so as soon as it opens ('This link no longer works'), before you type anything; choose 'Ask for a new link' to get a fresh one.",
      ],
    },
  ],
};
