import { TextInput, type TextInputProps } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { forwardRef, useState } from 'react';

/**
 * A password input whose eye button toggles masked and plain text; the eye sits 10 px from the right
 * and the top (spec section 9) and is reachable with the keyboard. A text input with its own button
 * rather than Mantine's PasswordInput, whose action-icon and close-button machinery cost the login
 * page ~2 kB gzipped (issue #18, ADR 54).
 */
export const PasswordField = forwardRef<HTMLInputElement, Omit<TextInputProps, 'type'>>(
  function PasswordField(props, ref) {
    const [visible, setVisible] = useState(false);
    const Eye = visible ? IconEyeOff : IconEye;
    return (
      <TextInput
        ref={ref}
        {...props}
        type={visible ? 'text' : 'password'}
        classNames={{ section: 'aq-password-eye-section' }}
        rightSectionPointerEvents="all"
        rightSection={
          <button
            type="button"
            className="aq-password-eye"
            aria-label="Toggle password visibility"
            aria-pressed={visible}
            disabled={props.disabled}
            // A click leaves the focus (and a phone's keyboard) in the field: blurring it would run
            // the form's on-blur checks on a half-typed password.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => setVisible((shown) => !shown)}
          >
            <Eye size={16} aria-hidden stroke={1.75} />
          </button>
        }
      />
    );
  },
);
