import type { ProductModelValue } from '@airquote/shared/logic/code-string-schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render-app.tsx';
import { testGroups, testSegments } from '../test-data.ts';
import { CodeStringBuilder } from './code-string-builder.tsx';

const psc: ProductModelValue[] = [
  { CodeStringSegmentId: 11, CodeStringValueId: 110 },
  { CodeStringSegmentId: 10, CodeStringValueId: 100 },
  { CodeStringSegmentId: 12, CodeStringValueId: 120 },
  { CodeStringSegmentId: 13, CodeStringValueId: 130 },
];

function Builder({ initial }: { initial: ProductModelValue[] }) {
  const [chosen, setChosen] = useState(initial);
  return (
    <CodeStringBuilder
      groups={testGroups}
      segments={testSegments()}
      chosen={chosen}
      onChange={setChosen}
      onRepair={() => setChosen(psc)}
      readOnly={false}
    />
  );
}

describe('CodeStringBuilder', () => {
  it('shows the code string and explains why a value is unavailable', async () => {
    renderWithApp(<Builder initial={psc} />);
    expect(screen.getByTestId('model-code-string')).toHaveTextContent('FCH04PNC');
    expect(screen.getByText('Electrical')).toBeInTheDocument();
    expect(screen.getByText('1 unavailable with the other options')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Controls' }));
    const option = await screen.findByRole('option', { name: /DV — Variable-speed thermostat/ });
    expect(option).toHaveAttribute('data-combobox-disabled', 'true');
    expect(within(option).getByText('Unavailable: needs MOTOR in (E) — chosen P')).toBeInTheDocument();
  });

  it('updates the code string with a choice and flags choices it makes unavailable', async () => {
    renderWithApp(
      <Builder
        initial={[
          ...psc.slice(0, 2),
          { CodeStringSegmentId: 12, CodeStringValueId: 121 },
          { CodeStringSegmentId: 13, CodeStringValueId: 131 },
        ]}
      />,
    );
    expect(screen.getByTestId('model-code-string')).toHaveTextContent('FCH04EDV');
    await userEvent.click(screen.getByRole('combobox', { name: 'Motor' }));
    await userEvent.click(await screen.findByRole('option', { name: /P — PSC motor/ }));
    expect(screen.getByTestId('model-code-string')).toHaveTextContent('FCH04PDV');
    expect(screen.getByText('Not available: needs MOTOR in (E) — chosen P')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('One option needs attention');

    await userEvent.click(screen.getByRole('button', { name: 'Choose valid values' }));
    expect(screen.getByTestId('model-code-string')).toHaveTextContent('FCH04PNC');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
