import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, mockApi } from '../../../test/mock-api.ts';
import { project, signInAsNorthwindRep } from '../../../test/project-test-data.ts';
import { quote, quotePermissions } from '../../../test/quote-test-data.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { SubmittalButton } from './submittal-button.tsx';

beforeEach(() => {
  signInAsNorthwindRep(quotePermissions);
  // jsdom has no object URLs; the file helper's own logic is what runs.
  URL.createObjectURL = vi.fn(() => 'blob:submittal');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const GENERATE = 'POST /Project/GenerateSubmittalPdfs';

/** A generation the test finishes when it wants, to look at the page while it runs. */
function deferred() {
  let finish: (value: unknown) => void = () => undefined;
  const promise = new Promise((resolve) => {
    finish = resolve;
  });
  return { promise, finish };
}

async function openAndGenerate() {
  await userEvent.click(screen.getByRole('button', { name: 'Submittal package' }));
  const dialog = await screen.findByRole('dialog', { name: 'Submittal package' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));
}

describe('SubmittalButton', () => {
  it('closes the dialog at once and shows a notice while the package is made, then says it is ready', async () => {
    const generation = deferred();
    const api = mockApi({
      'GET /Project/1': () => project(),
      [GENERATE]: () => generation.promise,
    });
    vi.spyOn(window, 'open').mockReturnValue({ opener: window } as unknown as Window);
    renderWithApp(<SubmittalButton quote={quote()} />);
    await openAndGenerate();

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Submittal package' })).toBeNull());
    expect(await screen.findByText('Generating the submittal package')).toBeInTheDocument();
    expect(screen.getByText(/you can keep working; it opens when it is ready/)).toBeInTheDocument();
    expect(api.callsTo(GENERATE)[0]?.body).toEqual({
      ProjectId: 1,
      ProjectQuoteId: 7,
      ProjectScheduleIds: [11],
      SubmittalOptions: [1, 2, 3, 4],
      PdfAttachmentIds: [],
    });

    generation.finish({});
    await waitFor(() => expect(screen.queryByText('Generating the submittal package')).toBeNull());
    expect(await screen.findByText(/is ready and kept with the quote/)).toBeInTheDocument();
  });

  it('takes the notice away and says why when the package cannot be made', async () => {
    mockApi({
      'GET /Project/1': () => project(),
      [GENERATE]: () => errorAnswer(400, 'Choose at least one of the quote schedules.'),
    });
    renderWithApp(<SubmittalButton quote={quote()} />);
    await openAndGenerate();
    expect(
      await screen.findByText(
        'The submittal could not be generated: Choose at least one of the quote schedules.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Generating the submittal package')).toBeNull();
  });
});
