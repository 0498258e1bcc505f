import { administration } from './content/administration.ts';
import { demoAccounts } from './content/demo-accounts.ts';
import { gettingStarted } from './content/getting-started.ts';
import { itemConfiguration } from './content/item-configuration.ts';
import { projects } from './content/projects.ts';
import { quotesAndOrders } from './content/quotes-and-orders.ts';
import { schedules } from './content/schedules.ts';
import { workingInAirQuote } from './content/working-in-airquote.ts';
import type { HelpTopic } from './help-section.ts';

/** The help page's topics in reading order; each topic file holds its own sections. */
export const helpTopics: readonly HelpTopic[] = [
  gettingStarted,
  workingInAirQuote,
  projects,
  schedules,
  itemConfiguration,
  quotesAndOrders,
  administration,
  demoAccounts,
];
