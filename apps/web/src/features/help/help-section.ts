/**
 * One section of the help page. Content is data, so a new screen gets help by adding a section to
 * a topic file under content/ and nothing else.
 */
export type HelpSection = {
  /** Anchor of the section (the address's #fragment); unique over all sections. */
  id: string;
  title: string;
  /** Words a reader may search with that the text does not contain (synonyms, old names). */
  keywords: string[];
  /** Paragraphs, in order. */
  body: string[];
  /** A small table (the demo accounts), searched like the paragraphs. */
  table?: { headers: string[]; rows: string[][] };
};

/** A group of sections: one heading of the table of contents. */
export type HelpTopic = { id: string; title: string; sections: HelpSection[] };
