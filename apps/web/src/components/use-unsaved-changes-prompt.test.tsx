import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { resetPageState, startLeavingPage } from '../lib/api-client.ts';
import { themeForBrand } from '../lib/theme.ts';
import { UNSAVED_CHANGES_TEXTS, useUnsavedChangesPrompt } from './use-unsaved-changes-prompt.tsx';

function Form() {
  const [text, setText] = useState('');
  const prompt = useUnsavedChangesPrompt(text !== '');
  return (
    <>
      <input aria-label="Name" value={text} onChange={(event) => setText(event.currentTarget.value)} />
      <Link to="/elsewhere">Leave the form</Link>
      {prompt}
    </>
  );
}

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <Form /> },
      { path: '/elsewhere', element: <div>another page</div> },
    ],
    { initialEntries: ['/form'] },
  );
  render(
    <MantineProvider theme={themeForBrand(null)} env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return router;
}

/** Dispatches beforeunload as the browser does when the tab closes; answers whether it was held up. */
function closeTab(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

afterEach(() => resetPageState());

describe('useUnsavedChangesPrompt (issue #15)', () => {
  it('lets a form without changes go at once, and the tab close without a question', async () => {
    const router = renderForm();
    expect(closeTab()).toBe(false);
    await userEvent.click(screen.getByRole('link', { name: 'Leave the form' }));
    expect(await screen.findByText('another page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('asks before unsaved changes are left: Stay keeps them, Leave goes on', async () => {
    const router = renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'draft');
    await userEvent.click(screen.getByRole('link', { name: 'Leave the form' }));
    const dialog = await screen.findByRole('dialog', { name: UNSAVED_CHANGES_TEXTS.header });
    expect(dialog).toHaveTextContent(UNSAVED_CHANGES_TEXTS.message);
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/form');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('draft');

    await userEvent.click(screen.getByRole('link', { name: 'Leave the form' }));
    await screen.findByRole('dialog', { name: UNSAVED_CHANGES_TEXTS.header });
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('another page')).toBeInTheDocument();
  });

  it("asks the browser's question when the tab closes, but never while the app itself leaves (logout)", async () => {
    renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'draft');
    expect(closeTab()).toBe(true);
    startLeavingPage();
    expect(closeTab()).toBe(false);
  });
});
