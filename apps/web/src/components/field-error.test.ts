import type { FormState } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { visibleFieldError } from './field-error.ts';

type Form = { Email: string };

function state(overrides: Partial<FormState<Form>>): FormState<Form> {
  return {
    errors: { Email: { type: 'required', message: 'Email is required' } },
    touchedFields: {},
    dirtyFields: {},
    isSubmitted: false,
    ...overrides,
  } as FormState<Form>;
}

describe('field error display (spec section 2)', () => {
  it('hides the message of an untouched, unchanged field', () => {
    expect(visibleFieldError(state({}), 'Email')).toBeUndefined();
  });
  it('shows it once the field is touched', () => {
    expect(visibleFieldError(state({ touchedFields: { Email: true } }), 'Email')).toBe('Email is required');
  });
  it('shows it once the field is changed (dirty)', () => {
    expect(visibleFieldError(state({ dirtyFields: { Email: true } }), 'Email')).toBe('Email is required');
  });
  it('shows it after a submit attempt, which marks every field touched', () => {
    expect(visibleFieldError(state({ isSubmitted: true }), 'Email')).toBe('Email is required');
  });
  it('shows nothing when the field has no error', () => {
    expect(visibleFieldError(state({ errors: {}, touchedFields: { Email: true } }), 'Email')).toBeUndefined();
  });
});
