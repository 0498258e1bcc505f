import { describe, expect, it } from 'vitest';
import readme from '../../../../../README.md?raw';
import { helpTopics } from './help-content.ts';
import { filterHelp, foldText, searchTerms, sectionCount, sectionMatches } from './help-search.ts';
import type { HelpTopic } from './help-section.ts';

const allSections = helpTopics.flatMap((topic) => topic.sections);
const idsOf = (topics: readonly HelpTopic[]) =>
  topics.flatMap((topic) => topic.sections.map((section) => section.id));

describe('help search', () => {
  it('splits a query into folded words; hyphens and punctuation separate, @ and dots stay', () => {
    expect(searchTerms('  Code-String  builder ')).toEqual(['code', 'string', 'builder']);
    expect(searchTerms('buyer@fabrikam.test')).toEqual(['buyer@fabrikam.test']);
    expect(searchTerms('password, password?')).toEqual(['password']);
    expect(searchTerms('Café')).toEqual(['cafe']);
    expect(searchTerms(' - ')).toEqual([]);
    expect(foldText('Ünit')).toBe('unit');
  });

  it('keeps the sections that hold every word, in reading order, and drops empty topics', () => {
    const found = filterHelp(helpTopics, searchTerms('code string'));
    expect(idsOf(found)).toContain('code-string');
    for (const topic of found) expect(topic.sections.length).toBeGreaterThan(0);
    for (const section of found.flatMap((topic) => topic.sections)) {
      expect(sectionMatches(section, ['code', 'string'])).toBe(true);
    }
    const narrower = filterHelp(helpTopics, searchTerms('code string psychrometric'));
    expect(sectionCount(narrower)).toBeLessThan(sectionCount(found));
    expect(filterHelp(helpTopics, searchTerms('zzqx'))).toEqual([]);
    expect(sectionCount(filterHelp(helpTopics, []))).toBe(allSections.length);
  });

  it('finds a section by a keyword that its text does not contain', () => {
    const section = allSections.find((candidate) => candidate.id === 'register');
    expect(section?.body.join(' ').toLowerCase()).not.toContain('sign up');
    expect(idsOf(filterHelp(helpTopics, searchTerms('sign up')))).toContain('register');
  });

  it('searches the cells of a table', () => {
    expect(idsOf(filterHelp(helpTopics, searchTerms('engineer@northwind.test')))).toEqual(['demo-accounts']);
  });
});

describe('help content', () => {
  it('has unique ids that work as anchors, and no empty section', () => {
    const ids = [...allSections.map((section) => section.id), ...helpTopics.map((topic) => topic.id)];
    expect(new Set(ids).size).toBe(ids.length);
    for (const section of allSections) {
      expect(section.id).toMatch(/^[a-z][a-z0-9-]*$/);
      expect(section.body.length).toBeGreaterThan(0);
      for (const paragraph of section.body) expect(paragraph.trim().length).toBeGreaterThan(20);
    }
  });

  it("covers each of the product's screens and workflows", () => {
    const expected = [
      'sign-in',
      'register',
      'approval',
      'password-reset',
      'shell-and-menu',
      'idle-logout',
      'account',
      'project-search',
      'project-edit',
      'project-location',
      'project-users',
      'project-attachments',
      'project-events',
      'schedules',
      'line-item-add',
      'line-item-tags',
      'line-item-copy',
      'line-item-deactivate',
      'configuration-header',
      'design-conditions',
      'performance-results',
      'fan-chart',
      'psychrometric-chart',
      'code-string',
      'configuration-save',
      'schedule-spreadsheets',
      'pricing',
      'quotes-list',
      'quotes',
      'reviews',
      'engineering-review',
      'orders',
      'order-processing',
      'notifications',
      'documents',
      'quote-mail',
      'submittal-package',
      'reports',
      'admin-companies',
      'admin-employees',
      'admin-users',
      'admin-permissions',
      'admin-product-data',
      'impersonation',
      'demo-accounts',
    ];
    expect(allSections.map((section) => section.id)).toEqual(expect.arrayContaining(expected));
  });

  it("lists exactly the demo accounts of README.md's table, and says they exist only in a local install", () => {
    const tableStart = readme.indexOf('## Demo accounts');
    const tableText = readme.slice(tableStart, readme.indexOf('\n## ', tableStart + 1));
    const readmeEmails = [...tableText.matchAll(/^\| ([^\s|]+@[^\s|]+) \|/gm)].map((match) => match[1]);
    expect(readmeEmails.length).toBeGreaterThanOrEqual(8);
    const demo = allSections.find((section) => section.id === 'demo-accounts');
    expect(demo?.table?.rows.map((row) => row[0])).toEqual(readmeEmails);
    expect(demo?.body.join(' ')).toMatch(/only in a local or demo installation/);
    expect(demo?.body.join(' ')).toContain('Demo#2026');
  });
});
