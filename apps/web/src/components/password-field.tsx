import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { forwardRef } from 'react';

/**
 * A password input whose eye icon toggles masked and plain text; the eye sits 10 px from the right
 * and the top (spec section 9) and is reachable with the keyboard.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordInputProps>(
  function PasswordField(props, ref) {
    return (
      <PasswordInput
        ref={ref}
        visibilityToggleFocusable
        visibilityToggleButtonProps={{ size: 16, 'aria-label': 'Toggle password visibility' }}
        classNames={{ section: 'aq-password-eye-section', visibilityToggle: 'aq-password-eye' }}
        {...props}
      />
    );
  },
);
