import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths.ts';
import { errorAnswer, mockApi } from '../../../test/mock-api.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { expectLoginAfter, settle, startEachTestAt } from '../../../test/toast-timing.ts';
import { RESET_SUCCESS_TOAST_MS, RESET_TEXTS, ResetPasswordPage } from './reset-password-page.tsx';

const link = `${paths.resetPassword}?token=mailed-token&userId=12`;
const viewModelPath = 'GET /AppUser/GetResetPasswordVM/12';

/** Opens the mailed link, enters a new password (and agrees to the terms if asked), and sends it. */
async function resetWith(viewModel: { hasPassword: boolean; signedCustomerTermsOfUse: boolean }) {
  const api = mockApi({
    [viewModelPath]: () => viewModel,
    'POST /AppUser/resetPassword': () => ({ success: true, message: '' }),
  });
  const view = renderWithApp(<ResetPasswordPage />, { path: paths.resetPassword, at: link });
  const title = viewModel.hasPassword ? 'Reset Password' : 'Set Password';
  expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText(/^Password/), 'Harbor-Clinic-42');
  await user.type(screen.getByLabelText(/^Re-enter Password/), 'Harbor-Clinic-42');
  if (!viewModel.signedCustomerTermsOfUse) await user.click(screen.getByRole('checkbox'));
  vi.useFakeTimers();
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await settle(() => document.querySelector('.aq-toast') !== null);
  const toast = document.querySelector<HTMLElement>('.aq-toast');
  expect(toast).not.toBeNull();
  expect(api.callsTo('POST /AppUser/resetPassword')).toHaveLength(1);
  return { ...view, toast: toast as HTMLElement };
}

/** The success toast lasts 6000 ms, then the user is taken to login. */
async function expectLoginAfterSuccessToast(router: { state: { location: { pathname: string } } }) {
  expect(RESET_SUCCESS_TOAST_MS).toBe(6000);
  await expectLoginAfter(router, paths.resetPassword, RESET_SUCCESS_TOAST_MS);
}

describe('ResetPasswordPage toasts (spec sections 8.8 and 9.9)', { timeout: 30_000 }, () => {
  startEachTestAt(paths.resetPassword);

  it("8.8b a user with a password: success toast 'Reset Password Sucessful' for 6000 ms, then login", async () => {
    const { toast, router } = await resetWith({ hasPassword: true, signedCustomerTermsOfUse: true });
    expect(toast).toHaveClass('aq-toast-success');
    expect(toast).toHaveTextContent('Reset Password Sucessful');
    expect(RESET_TEXTS.resetSuccess).toBe('Reset Password Sucessful');
    await expectLoginAfterSuccessToast(router);
  });

  it("8.8b a user without a password: title Set Password, success toast 'Set Password Sucessful' for 6000 ms, then login", async () => {
    const { toast, router } = await resetWith({ hasPassword: false, signedCustomerTermsOfUse: false });
    expect(toast).toHaveClass('aq-toast-success');
    expect(toast).toHaveTextContent('Set Password Sucessful');
    expect(toast).not.toHaveTextContent('Reset');
    await expectLoginAfterSuccessToast(router);
  });

  it("8.8a the view model cannot be read: error toast 'Error fetching reset password view model. Check Console'", async () => {
    mockApi({ [viewModelPath]: () => errorAnswer(500, 'database is down') });
    renderWithApp(<ResetPasswordPage />, { path: paths.resetPassword, at: link });
    const message = await screen.findByText('Error fetching reset password view model. Check Console');
    expect(message.closest('.aq-toast')).toHaveClass('aq-toast-error');
  });

  it('8.8a a link without a token shows the same error toast and cannot be sent', async () => {
    mockApi({ [viewModelPath]: () => ({ hasPassword: true, signedCustomerTermsOfUse: true }) });
    renderWithApp(<ResetPasswordPage />, {
      path: paths.resetPassword,
      at: `${paths.resetPassword}?userId=12`,
    });
    const message = await screen.findByText(RESET_TEXTS.viewModelError);
    expect(message.closest('.aq-toast')).toHaveClass('aq-toast-error');
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeDisabled();
  });
});

describe('ResetPasswordPage checks its link on load (issue #15)', { timeout: 30_000 }, () => {
  startEachTestAt(paths.resetPassword);

  it.each([
    ['used', /already been used/],
    ['expired', /expired/],
    ['invalid', /not valid/],
  ] as const)(
    'a %s link says so before anything is typed, with a way to a new link',
    async (problem, text) => {
      const api = mockApi({
        [viewModelPath]: () => ({ hasPassword: true, signedCustomerTermsOfUse: true }),
        'POST /AppUser/checkResetPasswordToken': () => ({ valid: false, problem }),
      });
      renderWithApp(<ResetPasswordPage />, { path: paths.resetPassword, at: link });
      expect(await screen.findByTestId('reset-link-problem')).toHaveTextContent(text);
      expect(screen.queryByLabelText(/^Password/)).toBeNull();
      expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
        'href',
        paths.forgotPassword,
      );
      expect(api.callsTo('POST /AppUser/checkResetPasswordToken')[0]?.body).toEqual({
        userId: 12,
        token: 'mailed-token',
      });
      expect(api.callsTo('POST /AppUser/resetPassword')).toHaveLength(0);
    },
  );

  it('a working link shows the form; a check without an answer leaves the form too', async () => {
    mockApi({
      [viewModelPath]: () => ({ hasPassword: true, signedCustomerTermsOfUse: true }),
      'POST /AppUser/checkResetPasswordToken': () => ({ valid: true, problem: null }),
    });
    renderWithApp(<ResetPasswordPage />, { path: paths.resetPassword, at: link });
    expect(await screen.findByLabelText(/^Password/)).toBeInTheDocument();
    expect(screen.queryByTestId('reset-link-problem')).toBeNull();
  });
});
