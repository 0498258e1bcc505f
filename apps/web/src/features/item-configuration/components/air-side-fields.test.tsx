import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render-app.tsx';
import type { FieldValue } from '../conditions-update.ts';
import { defaultHeatPumpConditions } from '../design-conditions.ts';
import { AirSideFields } from './air-side-fields.tsx';

describe('AirSideFields', () => {
  it('binds each fan field to its own path, unit and message', async () => {
    const changes: Array<[string, FieldValue]> = [];
    const touched: string[] = [];
    renderWithApp(
      <AirSideFields
        conditions={defaultHeatPumpConditions(null, 12)}
        binding={{
          errors: { AltitudeFt: 'Altitude must be between 0 and 10000 ft' },
          onField: (path, value) => changes.push([path, value]),
          onTouch: (path) => touched.push(path),
          readOnly: false,
        }}
      />,
    );
    const esp = screen.getByRole('textbox', { name: 'ESP' });
    expect(esp).toHaveValue('0.1');
    expect(esp).toHaveAttribute('aria-description', 'in in. w.c.');
    expect(screen.getByText('Altitude must be between 0 and 10000 ft')).toBeInTheDocument();

    await userEvent.clear(esp);
    await userEvent.type(esp, '0.5');
    expect(changes.at(-1)).toEqual(['EspInWg', 0.5]);
    expect(touched).toContain('EspInWg');
  });
});
