import type { HelpSection, HelpTopic } from './help-section.ts';

/** Lower case without accents, so "Cafe" finds "café" (as Mantine's Highlight marks it). */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The words of a query. Hyphens, slashes and punctuation separate words, so "code-string" finds
 * "code string"; @ and . stay inside a word so an e-mail address is one term.
 */
export function searchTerms(query: string): string[] {
  const words = foldText(query)
    .split(/[\s\-–—_/\\,;:!?()[\]{}"'’“”]+/u)
    .map((word) => word.replace(/^\.+|\.+$/g, ''))
    .filter((word) => word.length > 0);
  return [...new Set(words)];
}

function searchableText(section: HelpSection): string {
  return foldText(
    [
      section.title,
      ...section.keywords,
      ...section.body,
      ...(section.table ? [...section.table.headers, ...section.table.rows.flat()] : []),
    ].join('\n'),
  );
}

const textCache = new WeakMap<HelpSection, string>();

/** A section matches when every term occurs in its title, keywords, paragraphs or table. */
export function sectionMatches(section: HelpSection, terms: readonly string[]): boolean {
  let text = textCache.get(section);
  if (text === undefined) {
    text = searchableText(section);
    textCache.set(section, text);
  }
  const haystack = text;
  return terms.every((term) => haystack.includes(term));
}

/** The topics with only their matching sections, topics left empty dropped; all of it for no terms. */
export function filterHelp(topics: readonly HelpTopic[], terms: readonly string[]): HelpTopic[] {
  if (terms.length === 0) return [...topics];
  return topics
    .map((topic) => ({
      ...topic,
      sections: topic.sections.filter((section) => sectionMatches(section, terms)),
    }))
    .filter((topic) => topic.sections.length > 0);
}

export function sectionCount(topics: readonly HelpTopic[]): number {
  return topics.reduce((count, topic) => count + topic.sections.length, 0);
}
