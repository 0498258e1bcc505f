import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test/render.tsx';
import { PasswordField } from './password-field.tsx';

describe('PasswordField', () => {
  it('masks the password until its eye is pressed, by mouse or keyboard, and says whether it shows', async () => {
    const user = userEvent.setup();
    renderWithTheme(<PasswordField label="Password" autoComplete="current-password" />);
    const input = screen.getByLabelText('Password');
    await user.type(input, 'Secret#1');
    expect(input).toHaveAttribute('type', 'password');
    const eye = screen.getByRole('button', { name: 'Toggle password visibility' });
    expect(eye).toHaveAttribute('aria-pressed', 'false');

    await user.click(eye);
    expect(input).toHaveAttribute('type', 'text');
    // The click leaves the focus in the field (no blur: its on-blur checks do not run mid-typing).
    expect(input).toHaveFocus();
    expect(input).toHaveValue('Secret#1');
    expect(eye).toHaveAttribute('aria-pressed', 'true');

    // From the field, Tab reaches the eye; Space hides the password again.
    await user.click(input);
    await user.tab();
    expect(eye).toHaveFocus();
    await user.keyboard(' ');
    expect(input).toHaveAttribute('type', 'password');
    expect(eye).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the error under the field and keeps the eye off a disabled field', () => {
    renderWithTheme(<PasswordField label="Password" error="Password is required." disabled />);
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Toggle password visibility' })).toBeDisabled();
  });
});
