import { Anchor, Checkbox, type CheckboxProps } from '@mantine/core';
import { forwardRef } from 'react';
import { openCustomerTermsOfUse } from '../api/get-customer-terms-of-use-pdf.ts';

/** "I agree to the Customer Terms of Use", the link opening the terms PDF in a new tab. */
export const TermsOfUseCheckbox = forwardRef<HTMLInputElement, Omit<CheckboxProps, 'label'>>(
  function TermsOfUseCheckbox(props, ref) {
    return (
      <Checkbox
        ref={ref}
        label={
          <>
            I agree to the{' '}
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={(event) => {
                event.preventDefault();
                void openCustomerTermsOfUse();
              }}
            >
              Customer Terms of Use
            </Anchor>
          </>
        }
        {...props}
      />
    );
  },
);
