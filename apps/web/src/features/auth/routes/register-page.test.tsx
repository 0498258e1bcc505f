import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths.ts';
import { errorAnswer, mockApi } from '../../../test/mock-api.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { expectLoginAfter, settle, startEachTestAt } from '../../../test/toast-timing.ts';
import { REGISTER_TEXTS, REGISTER_TOAST_MS, RegisterPage } from './register-page.tsx';

type RegisterAnswer = {
  AppUser: { UserId: number } | null;
  Successful: boolean;
  ApprovalEmailSent: boolean;
  UserMessage: string;
};

/** Fills the form with valid values, with real timers (the e-mail check runs when the field is left). */
async function fillForm() {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByRole('textbox', { name: /^First Name/ }), 'Nora');
  await user.type(screen.getByRole('textbox', { name: /^Last Name/ }), 'Walsh');
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'nora@harbor.test');
  await user.type(screen.getByLabelText(/^Password/), 'Harbor-Clinic-42');
  await user.type(screen.getByLabelText(/^Confirm Password/), 'Harbor-Clinic-42');
  await user.type(screen.getByRole('textbox', { name: /^Company Name/ }), 'Harbor Mechanical');
  await user.click(screen.getByRole('checkbox'));
}

/**
 * Registers with the given server answer and returns the toast once it shows; the fake clock starts
 * when the form is sent, so the toast's life is measured exactly.
 */
async function register(answer: (body: unknown) => RegisterAnswer | ReturnType<typeof errorAnswer>) {
  const api = mockApi({
    'GET /AppUser/userExistsByEmail': () => false,
    'POST /AppUser/register': ({ body }) => answer(body),
  });
  const view = renderWithApp(<RegisterPage />, { path: paths.register, at: paths.register });
  await fillForm();
  vi.useFakeTimers();
  fireEvent.click(screen.getByRole('button', { name: 'Register' }));
  await settle(() => document.querySelector('.aq-toast') !== null);
  const toast = document.querySelector<HTMLElement>('.aq-toast');
  expect(toast).not.toBeNull();
  expect(api.callsTo('POST /AppUser/register')).toHaveLength(1);
  return { ...view, toast: toast as HTMLElement };
}

describe('RegisterPage answers (spec sections 8.6, 8.7, 9.7, 9.8)', { timeout: 30_000 }, () => {
  startEachTestAt(paths.register);

  it('9.7 success with the approval mail sent: success toast for 10000 ms, then login', async () => {
    expect(REGISTER_TOAST_MS.successOrWarning).toBe(10_000);
    const { toast, router } = await register(() => ({
      AppUser: { UserId: 41 },
      Successful: true,
      ApprovalEmailSent: true,
      UserMessage: '',
    }));
    expect(toast).toHaveClass('aq-toast-success');
    expect(toast).toHaveTextContent(
      'Account created successfully. Thank you for your submission. Our internal team will review your request and email you once your account is ready',
    );
    await expectLoginAfter(router, paths.register, 10_000);
  });

  it('8.6b approval mail not sent: the warning toast with its exact text for 10000 ms, then login', async () => {
    const { toast, router } = await register(() => ({
      AppUser: { UserId: 41 },
      Successful: true,
      ApprovalEmailSent: false,
      UserMessage: '',
    }));
    expect(toast).toHaveClass('aq-toast-warning');
    expect(toast).toHaveTextContent(
      'Account created successfully. However, approval email not sent.Please reach out to administrator(s)',
    );
    expect(REGISTER_TEXTS.approvalEmailNotSent).toBe(
      'Account created successfully. However, approval email not sent.Please reach out to administrator(s)',
    );
    await expectLoginAfter(router, paths.register, REGISTER_TOAST_MS.successOrWarning);
  });

  it("8.7a/9.8 refused: error toast 'Error creating user.' and the server UserMessage for 7000 ms, then login", async () => {
    expect(REGISTER_TOAST_MS.error).toBe(7_000);
    const { toast, router } = await register(() => ({
      AppUser: null,
      Successful: false,
      ApprovalEmailSent: false,
      UserMessage: 'This email address is already registered.',
    }));
    expect(toast).toHaveClass('aq-toast-error');
    expect(toast).toHaveTextContent('Error creating user. This email address is already registered.');
    await expectLoginAfter(router, paths.register, 7_000);
  });

  it("8.7b/9.8 the call fails: error toast 'API Error creating user. Please check console' and the error for 7000 ms, then login", async () => {
    const { toast, router } = await register(() => errorAnswer(500, 'database is down'));
    expect(toast).toHaveClass('aq-toast-error');
    expect(toast).toHaveTextContent(
      'API Error creating user. Please check console Something bad happened; please try again later.',
    );
    await expectLoginAfter(router, paths.register, 7_000);
  });
});
