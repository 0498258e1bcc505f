import type { MouseEvent } from 'react';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first focusable element of every signed-in page (WCAG 2.4.1): hidden until focused, it moves
 * the focus past the header and menu to the page. It focuses the main region itself rather than
 * following the #hash, so the address (which some screens read) stays as it is.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const main = document.getElementById(MAIN_CONTENT_ID);
    main?.focus();
    main?.scrollIntoView({ block: 'start' });
  };
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className="aq-skip-link" onClick={skip}>
      Skip to main content
    </a>
  );
}
