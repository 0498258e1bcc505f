import type { HelpTopic } from '../help-section.ts';

export const workingInAirQuote: HelpTopic = {
  id: 'working-in-airquote',
  title: 'Working in AirQuote',
  sections: [
    {
      id: 'shell-and-menu',
      title: 'The menu and the screen',
      keywords: ['navigation', 'side menu', 'header', 'layout', 'shell', 'logout'],
      body: [
        'The side menu on the left leads to Notifications, Projects, Quotes, Orders, Reports, Help and Admin, and ends with Logout. The header shows your name and your default company; select your name to open your account page.',
        'A user who holds the company role Engineer in any company sees no Quotes and no Orders in the menu, and no prices anywhere. The server enforces this too, not only the menu.',
        'Everyone sees the other entries; what you may do inside them depends on your roles. Your account page lists your companies, roles and permissions.',
      ],
    },
    {
      id: 'idle-logout',
      title: 'Idle logout',
      keywords: ['inactivity', 'timeout', 'session', 'countdown', 'warning', 'automatic logout'],
      body: [
        "After 15 minutes without activity (an administrator of your installation may set another time) the 'Inactivity Warning' appears with a 30-second countdown: 'You will be logged out once the counter runs out. Please save any unsaved work.'",
        "Press Okay, or simply use the page, to stay signed in. When the countdown ends you are signed out and see 'Logged out due to inactivity.'. The warning only shows while the AirQuote tab is visible and focused, but the countdown runs on in a hidden tab.",
        'The sign-in, registration and password screens are not timed.',
      ],
    },
    {
      id: 'account',
      title: 'Your account',
      keywords: [
        'profile',
        'name',
        'default company',
        'change password',
        'roles',
        'permissions',
        'sign out everywhere',
        'sessions',
        'units',
        'SI',
        'I-P',
        'metric',
      ],
      body: [
        'The account page shows your profile, lets you change your password, lists the companies and roles you hold, and signs you out of all sessions. Open it by selecting your name in the header.',
        'Profile: change your first and last name and your default company (its brand decides the logo and colours you see). Your e-mail address is changed by an administrator.',
        'Units: choose I-P (°F, MBH, cfm, gpm, in. w.g., ft) or SI (°C, kW, l/s, kPa, Pa, m). The design conditions you type, the selection results, the fan curve and psychrometric chart and the submittals you generate follow your choice at once, on every device. A value you type in SI is kept exactly, so 7.2 °C reads 7.2 °C again. Warnings, the limits in validation messages and what a unit misses are in your units too. The API and stored data stay in I-P.',
        "Change password: enter your old password, then the new one twice. The old password is checked as you leave the field and a wrong one shows 'Incorrect password'. The new password follows the same rule as at registration. After the change you stay signed in in this browser, and every other browser or device where you were signed in is signed out.",
        'Sign out of all sessions ends every session you have, on every device and browser, this one included. Logout in the menu ends only the session of this browser: you stay signed in elsewhere.',
      ],
    },
    {
      id: 'unsaved-changes',
      title: 'Unsaved changes, links from e-mails and pages you cannot open',
      keywords: ['unsaved', 'leave', 'stay', 'discard', 'e-mail link', 'sign in', 'no access', 'return'],
      body: [
        "Leaving the item configuration, a quote's settings or a project's details (New Project, or the Details tab) with changes you have not saved asks first: 'Leave without saving?'. Stay keeps your changes on the screen; Leave goes on and drops them. Closing or reloading the browser tab asks through the browser's own question.",
        'A link from an e-mail (a review request, an order, any page of AirQuote) opened while you are signed out shows the Login screen first; after you sign in you land on the page the link pointed to.',
        "A page your roles do not include, opened by its address (Orders or Quotes for a company Engineer), says so plainly, for example 'Your account has no access to orders.', and you stay signed in.",
      ],
    },
    {
      id: 'messages',
      title: 'Messages, errors and changes by others',
      keywords: ['error', 'toast', 'session ended', 'conflict', 'reload', 'changed by someone else'],
      body: [
        'Confirmations and problems appear as short messages at the top right. A field that needs attention shows its message under the field once you have touched it, or when you try to save.',
        "When two people change the same thing, the second save is refused with 'Changed by someone else': choose Reload to see what the other person saved, then make your change again. Nothing is overwritten silently.",
        "If your session has ended (you signed out of all sessions elsewhere, changed your password in another browser, or an administrator deactivated your account) the next action takes you to the Login screen. When the server cannot be reached you see 'Something bad happened; please try again later.'",
      ],
    },
  ],
};
