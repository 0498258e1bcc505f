import { requiredText } from '@airquote/shared/rules/forms';
import { Button, TextInput } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { formResolver } from '../lib/form-resolver.ts';
import { renderWithTheme } from '../test/render.tsx';
import { visibleFieldError } from './field-error.ts';
import {
  type ControlLabels,
  missingRequiredLabels,
  requiredDataNotice,
  useRequiredDataCheck,
} from './required-data-check.tsx';

type ContactValues = { Name: string; Email: string; Phone: string };
const contactSchema = z.object({
  Name: requiredText('Name'),
  Email: requiredText('Email').email({ error: 'Please enter a valid email address' }),
  Phone: z.string(),
});
const contactLabels: ControlLabels<ContactValues> = { Name: 'Name', Email: 'Email', Phone: 'Phone' };

function ContactForm({ onSave }: { onSave: (values: ContactValues) => void }) {
  const { register, handleSubmit, formState, getValues } = useForm<ContactValues>({
    resolver: formResolver<ContactValues>(contactSchema),
    defaultValues: { Name: '', Email: '', Phone: '' },
  });
  const requiredData = useRequiredDataCheck({ labels: contactLabels, getValues });
  return (
    <form onSubmit={handleSubmit(onSave, requiredData.onInvalid)} noValidate>
      {requiredData.popup}
      <TextInput label="Name" error={visibleFieldError(formState, 'Name')} {...register('Name')} />
      <TextInput label="Email" error={visibleFieldError(formState, 'Email')} {...register('Email')} />
      <TextInput label="Phone" {...register('Phone')} />
      <Button type="submit">Save</Button>
    </form>
  );
}

describe('required-data check', { timeout: 20_000 }, () => {
  it('lists, in the form order, the controls the rules rejected that are empty; not a filled one with another error', () => {
    const errors = {
      Email: { type: 'too_small', message: 'Email is required' },
      Name: { type: 'invalid_format', message: 'Please enter a valid email address' },
      Phone: { type: 'invalid_type', message: 'Phone is required' },
    };
    expect(
      missingRequiredLabels(errors, { Name: 'Ada', Email: '  ', Phone: '' } as ContactValues, contactLabels),
    ).toEqual(['Email', 'Phone']);
    expect(missingRequiredLabels({}, { Name: '', Email: '', Phone: '' }, contactLabels)).toEqual([]);
  });

  it("titles the notification 'Error - Invalid Data', subtitle 'Required Data Missing.', one '<label> is required' line per control", () => {
    expect(requiredDataNotice(['PO Number', 'Requested Ship Date'])).toEqual({
      type: 'Error',
      title: 'Error - Invalid Data',
      subTitle: 'Required Data Missing.',
      notification: '',
      lines: ['PO Number is required', 'Requested Ship Date is required'],
    });
  });

  it('on an invalid submit shows the popup for the empty required controls only, marks the fields and saves nothing', async () => {
    const onSave = vi.fn();
    renderWithTheme(<ContactForm onSave={onSave} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const popup = await screen.findByRole('dialog', { name: 'Error - Invalid Data' });
    expect(within(popup).getByText('Required Data Missing.')).toBeInTheDocument();
    expect(
      within(popup)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Name is required']);
    // Each field shows its own message after the submit.
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();

    await userEvent.click(within(popup).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Error - Invalid Data' })).not.toBeInTheDocument(),
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Email' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog', { name: 'Error - Invalid Data' })).not.toBeInTheDocument();
  });
});
