import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render-app.tsx';
import { helpTopics } from '../help-content.ts';
import { HelpPage } from './help-page.tsx';

const total = helpTopics.reduce((count, topic) => count + topic.sections.length, 0);
const renderPage = () => renderWithApp(<HelpPage />, { path: '/topmenu/help', at: '/topmenu/help' });
const sections = () => screen.queryAllByTestId('help-section');
const contents = () => screen.getByRole('navigation', { name: 'Help contents' });

describe('HelpPage', () => {
  it('shows every section with a table of contents linking to each', () => {
    renderPage();
    expect(sections()).toHaveLength(total);
    const links = within(contents()).getAllByRole('link');
    expect(links).toHaveLength(total);
    expect(within(contents()).getByRole('link', { name: 'Code string builder' })).toHaveAttribute(
      'href',
      '#code-string',
    );
    expect(
      screen.getByText(`${total} sections. Type to filter; Enter goes to the first match, Escape clears.`),
    ).toBeInTheDocument();
  });

  it('filters sections and contents as the user types, and marks the words found', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('textbox', { name: 'Search help' }));
    await userEvent.paste('code string');
    await waitFor(() => expect(sections().length).toBeLessThan(total));
    const shown = sections();
    expect(shown.length).toBeGreaterThan(0);
    for (const section of shown) expect(section.textContent?.toLowerCase()).toMatch(/code[\s-]string/);
    expect(shown.map((section) => section.id)).toContain('code-string');
    expect(within(contents()).getAllByRole('link')).toHaveLength(shown.length);
    const marks = [...document.querySelectorAll('mark')].map((mark) => mark.textContent?.toLowerCase());
    expect(marks).toContain('code');
    expect(marks).toContain('string');
    expect(screen.getByText(`${shown.length} of ${total} sections match.`)).toBeInTheDocument();
  });

  it('says so when nothing matches, and Show all help brings everything back', async () => {
    renderPage();
    const search = screen.getByRole('textbox', { name: 'Search help' });
    await userEvent.click(search);
    await userEvent.paste('flux capacitor');
    expect(await screen.findByText('No help matches “flux capacitor”.')).toBeInTheDocument();
    expect(sections()).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Show all help' }));
    await waitFor(() => expect(sections()).toHaveLength(total));
    expect(search).toHaveValue('');
    expect(search).toHaveFocus();
  });

  it('works from the keyboard: / focuses the search, Enter opens the first match, Escape clears', async () => {
    renderPage();
    const search = screen.getByRole('textbox', { name: 'Search help' });
    expect(search).not.toHaveFocus();
    await userEvent.keyboard('/');
    expect(search).toHaveFocus();
    expect(search).toHaveValue('');

    await userEvent.paste('impersonate');
    await waitFor(() => expect(sections().length).toBeLessThan(total));
    const firstHeading = within(sections()[0] as HTMLElement).getByRole('heading');
    await userEvent.keyboard('{Enter}');
    expect(firstHeading).toHaveFocus();
    expect(window.location.hash).toBe(`#${sections()[0]?.id}`);

    search.focus();
    await userEvent.keyboard('{Escape}');
    expect(search).toHaveValue('');
    await waitFor(() => expect(sections()).toHaveLength(total));
  });

  it('a contents link moves the focus to its section', async () => {
    renderPage();
    await userEvent.click(within(contents()).getByRole('link', { name: 'Demo accounts' }));
    expect(screen.getByRole('heading', { name: 'Demo accounts' })).toHaveFocus();
    const demo = screen.getByRole('region', { name: 'Demo accounts' });
    expect(within(demo).getByRole('table')).toHaveTextContent('buyer@fabrikam.test');
    expect(demo).toHaveTextContent('only in a local or demo installation');
  });
});
