import { FluidType, selectionOptionLists } from '@airquote/shared/selection/selection-schemas';
import { Box, Fieldset, SimpleGrid, Text } from '@mantine/core';
import { heatPumpConditionFields as fields } from '../condition-fields.ts';
import { type HeatPumpConditions, heatPumpApplications, ISO_13256_1 } from '../design-conditions.ts';
import { AirSideFields } from './air-side-fields.tsx';
import { bindField, type FieldBinding, NumberField, OptionSelect } from './condition-inputs.tsx';
import classes from './conditions.module.css';

type HeatPumpConditionsFormProps = { conditions: HeatPumpConditions; binding: FieldBinding };

/** Design conditions of a water source heat pump: its fan, its entering air, the water of its application. */
export function HeatPumpConditionsForm({ conditions, binding }: HeatPumpConditionsFormProps) {
  const common = (path: string) => bindField(binding, fields, path);
  const rating = ISO_13256_1.EnteringFluidF[conditions.Application];
  return (
    <>
      <Fieldset legend="Unit and fan" variant="filled" p="xs" pt={4}>
        <Box className={classes.unitRow} data-columns="heat-pump">
          <AirSideFields conditions={conditions} binding={binding} />
        </Box>
      </Fieldset>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm" mt="xs">
        <Fieldset legend="Entering air" variant="filled" p="xs" pt={4}>
          <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs">
            <NumberField
              {...common('CoolingEnteringDbF')}
              label="Cooling DB"
              value={conditions.CoolingEnteringDbF}
            />
            <NumberField
              {...common('CoolingEnteringWbF')}
              label="Cooling WB"
              value={conditions.CoolingEnteringWbF}
            />
            <NumberField
              {...common('HeatingEnteringDbF')}
              label="Heating DB"
              value={conditions.HeatingEnteringDbF}
            />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend="Source water" variant="filled" p="xs" pt={4}>
          <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" verticalSpacing={6}>
            <OptionSelect
              {...common('Application')}
              label="Application"
              options={heatPumpApplications}
              value={conditions.Application}
            />
            <NumberField {...common('FluidGpm')} label="Flow" value={conditions.FluidGpm} decimalScale={2} />
            <OptionSelect
              {...common('FluidType')}
              label="Fluid"
              options={selectionOptionLists.fluidType}
              value={conditions.FluidType}
            />
            <NumberField
              {...common('CoolingEnteringFluidF')}
              label="Cooling EWT"
              value={conditions.CoolingEnteringFluidF}
            />
            <NumberField
              {...common('HeatingEnteringFluidF')}
              label="Heating EWT"
              value={conditions.HeatingEnteringFluidF}
            />
            {conditions.FluidType !== FluidType.Water && (
              <NumberField
                {...common('GlycolPercent')}
                label="Glycol"
                value={conditions.GlycolPercent}
                decimalScale={0}
              />
            )}
          </SimpleGrid>
          <Text size="xs" c="dimmed" mt={4}>
            ISO 13256-1 rating water for this application: {rating.Cooling} °F cooling, {rating.Heating} °F
            heating.
          </Text>
        </Fieldset>
      </SimpleGrid>
    </>
  );
}
