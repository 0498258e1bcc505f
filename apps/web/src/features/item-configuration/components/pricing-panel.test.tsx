import type { ProductModelValue } from '@airquote/shared/logic/code-string-schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, type MockRequest, mockApi } from '../../../test/mock-api.ts';
import { signInAsNorthwindRep } from '../../../test/project-test-data.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { testPricingAnswer } from '../test-data.ts';
import { PRICING_DEBOUNCE_MS, usePricingInputs } from '../use-pricing-inputs.ts';
import { PricingPanel } from './pricing-panel.tsx';

const INPUTS = 'POST /pricing/getpricinginputs';
/** PSC motor, no controls: nothing added to the $1,720.00 base. */
const psc: ProductModelValue[] = [
  { CodeStringSegmentId: 13, CodeStringValueId: 130 },
  { CodeStringSegmentId: 10, CodeStringValueId: 100 },
  { CodeStringSegmentId: 12, CodeStringValueId: 120 },
  { CodeStringSegmentId: 11, CodeStringValueId: 110 },
];
/** ECM motor ($185.00) and the variable-speed thermostat ($240.50), both in the Electrical group. */
const ecmWithThermostat: ProductModelValue[] = [
  { CodeStringSegmentId: 10, CodeStringValueId: 100 },
  { CodeStringSegmentId: 11, CodeStringValueId: 110 },
  { CodeStringSegmentId: 12, CodeStringValueId: 121 },
  { CodeStringSegmentId: 13, CodeStringValueId: 131 },
];
const bySegment = (values: ProductModelValue[]) =>
  [...values].sort((a, b) => a.CodeStringSegmentId - b.CodeStringSegmentId);

type Params = Parameters<typeof usePricingInputs>[0];

/** The panel as the configurator feeds it, with a button standing in for the code-string builder. */
function PricedUnit({ initial }: { initial: Params }) {
  const [params, setParams] = useState(initial);
  const pricing = usePricingInputs(params);
  return (
    <>
      <button type="button" onClick={() => setParams({ ...params, chosen: ecmWithThermostat })}>
        Choose ECM and thermostat
      </button>
      <PricingPanel pricing={pricing} />
    </>
  );
}

function renderPanel(overrides: Partial<Params> = {}) {
  const initial = { lineItemId: 31, modelName: 'FCH-04', chosen: psc, itemQty: 2, optionsValid: true };
  return renderWithApp(<PricedUnit initial={{ ...initial, ...overrides }} />);
}

const figure = (testId: string) =>
  within(screen.getByRole('region', { name: 'Pricing' })).getByTestId(testId);
const answerFor = (request: MockRequest) =>
  testPricingAnswer(request.body as Parameters<typeof testPricingAnswer>[0]);
/** The debounce and the answer, with room for a loaded machine. */
const settle = { timeout: 3000 };
/** Longer than the debounce: a call would have been made by then. */
const pastDebounce = () => new Promise((resolve) => setTimeout(resolve, PRICING_DEBOUNCE_MS * 2));

afterEach(() => vi.unstubAllGlobals());

describe('PricingPanel', () => {
  it('prices the model, line item, options and quantity on the server and shows every figure', async () => {
    signInAsNorthwindRep(['project.view', 'pricing.view']);
    const api = mockApi({ [INPUTS]: answerFor });
    renderPanel();

    await waitFor(() => expect(figure('pricing-net-unit')).toHaveTextContent('$903.00'), settle);
    expect(api.callsTo(INPUTS).map((call) => call.body)).toEqual([
      {
        ProductModelName: 'FCH-04',
        ProjectScheduleLineItemId: 31,
        ProductModelValues: bySegment(psc),
        ItemQty: 2,
        TransactionType: 1,
      },
    ]);
    expect(figure('pricing-base')).toHaveTextContent('$1,720.00');
    expect(figure('pricing-adders')).toHaveTextContent('$0.00');
    expect(figure('pricing-unit-list')).toHaveTextContent('$1,720.00');
    expect(figure('pricing-standard-multiplier')).toHaveTextContent('0.5250');
    expect(figure('pricing-multiplier')).toHaveTextContent('0.5250');
    expect(figure('pricing-multiplier-source')).toHaveTextContent('Standard');
    expect(figure('pricing-quantity')).toHaveTextContent('2');
    expect(figure('pricing-extended-list')).toHaveTextContent('$3,440.00');
    expect(figure('pricing-extended-net')).toHaveTextContent('$1,806.00');

    // Other options: priced again, the adders shown per group; 2,145.50 × 0.5250 = 1,126.3875.
    await userEvent.click(screen.getByRole('button', { name: 'Choose ECM and thermostat' }));
    await waitFor(() => expect(figure('pricing-net-unit')).toHaveTextContent('$1,126.39'), settle);
    expect(api.callsTo(INPUTS)[1]?.body).toMatchObject({ ProductModelValues: bySegment(ecmWithThermostat) });
    expect(figure('pricing-adders')).toHaveTextContent('$425.50');
    expect(figure('pricing-adders-Electrical')).toHaveTextContent('$425.50');
    expect(screen.queryByTestId('pricing-adders-Unit')).not.toBeInTheDocument();
    expect(figure('pricing-unit-list')).toHaveTextContent('$2,145.50');
    expect(figure('pricing-extended-net')).toHaveTextContent('$2,252.78');
  });

  it('prices again with the transaction type chosen', async () => {
    signInAsNorthwindRep(['project.view', 'pricing.view']);
    const api = mockApi({ [INPUTS]: answerFor });
    renderPanel();
    await waitFor(() => expect(figure('pricing-net-unit')).toHaveTextContent('$903.00'), settle);

    await userEvent.click(screen.getByRole('radio', { name: 'Factory Direct' }));
    // 1,720.00 × 0.5950 = 1,023.40.
    await waitFor(() => expect(figure('pricing-net-unit')).toHaveTextContent('$1,023.40'), settle);
    expect(api.callsTo(INPUTS)[1]?.body).toMatchObject({ TransactionType: 2, ProductModelName: 'FCH-04' });
    expect(figure('pricing-multiplier')).toHaveTextContent('0.5950');
    expect(figure('pricing-extended-net')).toHaveTextContent('$2,046.80');
    expect(screen.queryByTestId('pricing-no-multiplier')).not.toBeInTheDocument();
  });

  it('says plainly when the company has no multiplier for the transaction type', async () => {
    signInAsNorthwindRep(['project.view', 'pricing.view']);
    mockApi({
      [INPUTS]: (request) =>
        testPricingAnswer(request.body as Parameters<typeof testPricingAnswer>[0], { 1: '0.5250', 2: null }),
    });
    renderPanel();
    await waitFor(() => expect(figure('pricing-net-unit')).toHaveTextContent('$903.00'), settle);
    await userEvent.click(screen.getByRole('radio', { name: 'Factory Direct' }));
    expect(await screen.findByTestId('pricing-no-multiplier', {}, settle)).toHaveTextContent(
      'No standard multiplier for this category and transaction type: ask your administrator.',
    );
    expect(figure('pricing-net-unit')).toHaveTextContent('—');
    expect(figure('pricing-extended-net')).toHaveTextContent('—');
    expect(figure('pricing-unit-list')).toHaveTextContent('$1,720.00');
  });

  it('shows nothing and asks nothing for a user without pricing.view (a 403 would sign them out)', async () => {
    signInAsNorthwindRep(['project.view', 'project.edit']);
    const api = mockApi({ [INPUTS]: answerFor });
    renderPanel();
    expect(await screen.findByRole('button', { name: 'Choose ECM and thermostat' })).toBeInTheDocument();
    await pastDebounce();
    expect(screen.queryByRole('region', { name: 'Pricing' })).not.toBeInTheDocument();
    expect(screen.queryByText(/\$/)).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('asks nothing without a model name (spec section 5)', async () => {
    signInAsNorthwindRep(['project.view', 'pricing.view']);
    const api = mockApi({ [INPUTS]: answerFor });
    renderPanel({ modelName: null });
    expect(await screen.findByText('Choose a model to see its price.')).toBeInTheDocument();
    await pastDebounce();
    expect(api.calls).toEqual([]);
  });

  it('keeps the last figures when a pricing call fails, and only logs it (spec section 8)', async () => {
    signInAsNorthwindRep(['project.view', 'pricing.view']);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = mockApi({
      [INPUTS]: (request) =>
        api.callsTo(INPUTS).length === 1 ? answerFor(request) : errorAnswer(500, 'database down'),
    });
    renderPanel();
    await waitFor(() => expect(figure('pricing-net-unit')).toHaveTextContent('$903.00'), settle);

    await userEvent.click(screen.getByRole('button', { name: 'Choose ECM and thermostat' }));
    await waitFor(() => expect(api.callsTo(INPUTS)).toHaveLength(2), settle);
    await waitFor(
      () => expect(screen.queryByLabelText('Updating the price')).not.toBeInTheDocument(),
      settle,
    );
    expect(figure('pricing-net-unit')).toHaveTextContent('$903.00');
    expect(figure('pricing-unit-list')).toHaveTextContent('$1,720.00');
    expect(logged).toHaveBeenCalledWith(
      expect.stringContaining('getpricinginputs answered 500'),
      expect.anything(),
    );
    expect(screen.queryByText(/Something bad happened|database down/)).not.toBeInTheDocument();
    logged.mockRestore();
  });
});
