import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, MockAnswer, mockApi } from '../../../test/mock-api.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { CHANGE_PASSWORD_TEXTS, ChangePasswordCard } from './change-password-card.tsx';

afterEach(() => vi.unstubAllGlobals());

const CURRENT = 'Demo#2026';
const validateKey = 'GET /AppUser/validatePassword';
const changeKey = 'PUT /AppUser/changepassword';

function renderCard(impersonating = false) {
  renderWithApp(<ChangePasswordCard userId={7} impersonating={impersonating} />);
  return {
    oldPassword: screen.getByLabelText(/^Old Password/),
    newPassword: screen.getByLabelText(/^New Password/),
    confirmPassword: screen.getByLabelText(/^Confirm Password/),
    submit: screen.getByRole('button', { name: 'Change password' }),
  };
}

/** The server's old-password check: true only for the current password. */
const validateAgainst = (current: string) => (request: { query: URLSearchParams }) =>
  request.query.get('password') === current;

describe('ChangePasswordCard', () => {
  it('checks the old password with the server when it is left: a false answer shows "Incorrect password"', async () => {
    const api = mockApi({ [validateKey]: validateAgainst(CURRENT), [changeKey]: () => ({}) });
    const form = renderCard();
    await userEvent.type(form.oldPassword, 'Wrong#2026');
    await userEvent.tab();
    expect(await screen.findByText('Incorrect password')).toBeInTheDocument();
    expect(api.callsTo(validateKey)[0]?.query.get('userId')).toBe('7');
    expect(api.callsTo(validateKey)[0]?.query.get('password')).toBe('Wrong#2026');

    // The wrong old password stops the change before it is sent.
    await userEvent.type(form.newPassword, 'Fresh#Pass1');
    await userEvent.type(form.confirmPassword, 'Fresh#Pass1');
    await userEvent.click(form.submit);
    expect(await screen.findByText('Incorrect password')).toBeInTheDocument();
    expect(api.callsTo(changeKey)).toHaveLength(0);

    await userEvent.clear(form.oldPassword);
    await userEvent.type(form.oldPassword, CURRENT);
    await userEvent.tab();
    await waitFor(() => expect(screen.queryByText('Incorrect password')).not.toBeInTheDocument());
  });

  it('asks the server once per value, and an empty old password is required without asking', async () => {
    const api = mockApi({ [validateKey]: validateAgainst(CURRENT) });
    const form = renderCard();
    await userEvent.click(form.oldPassword);
    await userEvent.tab();
    expect(await screen.findByText('Old Password is required')).toBeInTheDocument();
    expect(api.callsTo(validateKey)).toHaveLength(0);

    await userEvent.type(form.oldPassword, 'Wrong#2026');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.click(form.submit);
    expect(await screen.findByText('Incorrect password')).toBeInTheDocument();
    expect(api.callsTo(validateKey)).toHaveLength(1);
  });

  it('applies the shared password rule and the match rule to the new password', async () => {
    mockApi({ [validateKey]: validateAgainst(CURRENT) });
    const form = renderCard();
    await userEvent.type(form.newPassword, 'weak');
    await userEvent.tab();
    expect(
      await screen.findByText(
        'Password must contain, at least 8 characters and one uppercase, lowercase, number and special character. Ex. Password1!',
      ),
    ).toBeInTheDocument();

    await userEvent.clear(form.newPassword);
    await userEvent.type(form.newPassword, 'Password1!');
    await userEvent.tab();
    expect(
      await screen.findByText('New Password cannot be equal to password example: Password1!'),
    ).toBeInTheDocument();

    await userEvent.clear(form.newPassword);
    await userEvent.type(form.newPassword, 'Fresh#Pass1');
    await userEvent.type(form.confirmPassword, 'Fresh#Pass2');
    await userEvent.tab();
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();

    // Fixing the new password to match clears the confirmation's error (the match depends on both).
    await userEvent.clear(form.newPassword);
    await userEvent.type(form.newPassword, 'Fresh#Pass2');
    await userEvent.tab();
    await waitFor(() => expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument());
  });

  it('changes the password with the right old password, says other sessions were signed out and clears the form', async () => {
    const api = mockApi({
      [validateKey]: validateAgainst(CURRENT),
      [changeKey]: () => ({ Success: true, UserMessage: 'Password changed.' }),
    });
    const form = renderCard();
    await userEvent.type(form.oldPassword, CURRENT);
    await userEvent.type(form.newPassword, 'Fresh#Pass1');
    await userEvent.type(form.confirmPassword, 'Fresh#Pass1');
    await userEvent.click(form.submit);
    expect(await screen.findByTestId('password-changed')).toHaveTextContent(CHANGE_PASSWORD_TEXTS.changed);
    expect(api.callsTo(changeKey)[0]?.body).toEqual({
      OldPassword: CURRENT,
      NewPassword: 'Fresh#Pass1',
      ConfirmPassword: 'Fresh#Pass1',
    });
    expect(form.oldPassword).toHaveValue('');
    expect(form.newPassword).toHaveValue('');
  });

  it('counts a failed old-password check as valid, and shows the refusal the server gives instead', async () => {
    const api = mockApi({
      [validateKey]: () => errorAnswer(429, 'Too many attempts. Please wait 30 seconds and try again.'),
      [changeKey]: () =>
        new MockAnswer(400, {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Incorrect password',
          fieldErrors: { OldPassword: 'Incorrect password' },
        }),
    });
    const form = renderCard();
    await userEvent.type(form.oldPassword, 'Wrong#2026');
    await userEvent.type(form.newPassword, 'Fresh#Pass1');
    await userEvent.type(form.confirmPassword, 'Fresh#Pass1');
    await userEvent.click(form.submit);
    await waitFor(() => expect(api.callsTo(changeKey)).toHaveLength(1));
    expect(await screen.findByText('Incorrect password')).toBeInTheDocument();
    expect(form.oldPassword).toHaveFocus();
  });

  it('offers no password change while impersonating', () => {
    mockApi({});
    renderWithApp(<ChangePasswordCard userId={7} impersonating />);
    expect(screen.getByText(CHANGE_PASSWORD_TEXTS.whileImpersonating)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Old Password/)).not.toBeInTheDocument();
  });
});
