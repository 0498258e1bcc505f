import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store.ts';
import { renderWithTheme } from '../../../test/render.tsx';
import { runLogicTest, segmentValuesOf } from '../run-logic-test.ts';
import { LogicTestPage } from './logic-test-page.tsx';

function signInAs({ admin }: { admin: boolean }) {
  sessionStore.setUserInfo({
    ClientId: 'c',
    AppUser: {
      UserId: 1,
      FirstName: 'Ada',
      LastName: 'Admin',
      EmailAddress: 'admin@airquote.test',
      IsAppAdmin: admin,
      IsSysAdmin: false,
      IsInternalEmployee: true,
      UserRoles: [],
      DefaultCompanyId: null,
      DefaultCompany: null,
    },
    Employees: [],
    Permissions: [],
    EmployeePermissions: [],
    ImpersonatorUserId: null,
  });
}

const logEntries = () => within(screen.getByLabelText('Log')).getAllByRole('listitem');

async function runExpression(text: string, how: 'button' | 'keyboard' = 'button') {
  const box = screen.getByLabelText('Expression');
  await userEvent.clear(box);
  // Pasted rather than typed key by key: the same change events, a fraction of the time.
  await userEvent.paste(text);
  if (how === 'button') await userEvent.click(screen.getByRole('button', { name: 'Run' }));
  else await userEvent.keyboard('{Control>}{Enter}{/Control}');
}

describe('LogicTestPage (spec section 2: logs results of IN / NOT IN expressions)', () => {
  let consoleInfo: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    consoleInfo = vi.spyOn(console, 'info').mockImplementation(() => {});
  });
  afterEach(() => consoleInfo.mockRestore());

  it('runs an expression against the example values and logs the result, newest first', async () => {
    signInAs({ admin: true });
    renderWithTheme(<LogicTestPage />);
    expect(screen.getByLabelText('Segment 1 name')).toHaveValue('VOLT');
    expect(screen.getByLabelText('Segment 1 value')).toHaveValue('208');

    await runExpression('VOLT IN (208, 230) AND MOTOR NOT IN (P)');
    expect(logEntries()).toHaveLength(1);
    expect(within(logEntries()[0] as HTMLElement).getByTestId('run-result')).toHaveTextContent('true');
    expect(logEntries()[0]).toHaveTextContent('VOLT=208 · MOTOR=E · COIL=4');
    expect(consoleInfo).toHaveBeenCalledWith(
      'logic test: VOLT IN (208, 230) AND MOTOR NOT IN (P) with {"VOLT":"208","MOTOR":"E","COIL":"4"} → true',
    );

    // Ctrl+Enter runs too; an unknown operator is logged as the spec's error.
    await runExpression('VOLT LIKE (208)', 'keyboard');
    expect(logEntries()).toHaveLength(2);
    const newest = logEntries()[0] as HTMLElement;
    expect(within(newest).getByTestId('run-expression')).toHaveTextContent('VOLT LIKE (208)');
    expect(within(newest).getByTestId('run-result')).toHaveTextContent('error');
    expect(within(newest).getByTestId('run-error')).toHaveTextContent(
      'Unknown operator (LIKE at position 6)',
    );
    expect(consoleInfo).toHaveBeenLastCalledWith(
      expect.stringMatching(/VOLT LIKE \(208\) .* → Unknown operator$/),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Clear log' }));
    expect(screen.queryByRole('list', { name: 'Log' })).toBeNull();
  });

  it('evaluates against the edited values and explains a false result', async () => {
    signInAs({ admin: true });
    renderWithTheme(<LogicTestPage />);
    const motor = screen.getByLabelText('Segment 2 value');
    await userEvent.clear(motor);
    await userEvent.paste('P');
    await runExpression('MOTOR IN (E)');
    const entry = logEntries()[0] as HTMLElement;
    expect(within(entry).getByTestId('run-result')).toHaveTextContent('false');
    expect(entry).toHaveTextContent('False because it needs MOTOR in (E) — chosen P.');
  });

  it('drops a removed segment (not chosen: NOT IN is true) and uses an added one', async () => {
    signInAs({ admin: true });
    renderWithTheme(<LogicTestPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove segment 2' }));
    await runExpression('MOTOR NOT IN (E)');
    expect(within(logEntries()[0] as HTMLElement).getByTestId('run-result')).toHaveTextContent('true');

    await userEvent.click(screen.getByRole('button', { name: 'Add segment' }));
    await userEvent.click(screen.getByLabelText('Segment 3 name'));
    await userEvent.paste('fan');
    await userEvent.click(screen.getByLabelText('Segment 3 value'));
    await userEvent.paste('3');
    await runExpression('FAN IN (3)');
    expect(within(logEntries()[0] as HTMLElement).getByTestId('run-result')).toHaveTextContent('true');
  });

  it('runs an example when it is clicked', async () => {
    signInAs({ admin: true });
    renderWithTheme(<LogicTestPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Example: VOLT IN (460) OR COIL IN (2)' }));
    expect(screen.getByLabelText('Expression')).toHaveValue('VOLT IN (460) OR COIL IN (2)');
    expect(within(logEntries()[0] as HTMLElement).getByTestId('run-result')).toHaveTextContent('false');
  });

  it('is for administrators only', () => {
    signInAs({ admin: false });
    renderWithTheme(<LogicTestPage />);
    expect(screen.getByText('This developer page is open to administrators only.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Run' })).toBeNull();
  });
});

describe('runLogicTest', () => {
  it('ignores rows without a name and trims names and values', () => {
    expect(
      segmentValuesOf([
        { key: 1, name: ' VOLT ', value: ' 208 ' },
        { key: 2, name: '', value: 'x' },
      ]),
    ).toEqual({ VOLT: '208' });
  });

  it('reports syntax errors without a position detail of an operator', () => {
    const run = runLogicTest(1, 'VOLT IN ()', [{ key: 1, name: 'VOLT', value: '208' }]);
    expect(run.result).toBeNull();
    expect(run.error).toEqual({
      message: 'Invalid expression: expected a value, found ) at position 10',
      detail: null,
    });
  });
});
