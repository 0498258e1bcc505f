import { validateProductModelValues } from '@airquote/shared/logic/code-string';
import type {
  CodeStringGroup,
  CodeStringSegment,
  ProductModelValue,
} from '@airquote/shared/logic/code-string-schemas';
import { Box, Button, Fieldset, Group, Select, Stack, Text, Tooltip } from '@mantine/core';
import { memo, useState } from 'react';
import { listDrawnOnOpen } from '../../../components/wide-select.ts';
import {
  chosenValueProblem,
  codeStringPieces,
  segmentOptions,
  segmentsByGroup,
  withChoice,
} from '../code-string-options.ts';

type CodeStringBuilderProps = {
  groups: CodeStringGroup[];
  segments: CodeStringSegment[];
  chosen: ProductModelValue[];
  onChange: (chosen: ProductModelValue[]) => void;
  /** Replace every unavailable choice with a valid one (defaultProductModelValues). */
  onRepair: () => void;
  readOnly: boolean;
};

const highlight = 'var(--mantine-primary-color-light)';

/**
 * The option list opens as wide as its longest option but never wider than the window, and an
 * option wraps instead of being cut: code and description in full, the price apart on the right
 * (issue #15: descriptions and prices were cut off).
 */
const optionListProps = {
  ...listDrawnOnOpen,
  width: 'max-content',
  position: 'bottom-start',
  styles: { dropdown: { maxWidth: 'min(36rem, calc(100vw - 16px))' } },
} as const;
const wrapping = { whiteSpace: 'normal', overflowWrap: 'anywhere' } as const;
const priceStyle = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** "FC — Fan cycling — +$120.00" as its text and its price (none when prices are withheld). */
function optionParts(label: string): { text: string; price: string | null } {
  const match = /^(.*) — ([+-]?\$[\d,.]+)$/.exec(label);
  return match ? { text: match[1] ?? label, price: match[2] ?? null } : { text: label, price: null };
}

/**
 * The model code string and, per group, a select for each segment: code — description — adder.
 * Values the rules refuse are disabled and say why; a choice another choice has made unavailable
 * is flagged under its select.
 */
export const CodeStringBuilder = memo(function CodeStringBuilder({
  groups,
  segments,
  chosen,
  onChange,
  onRepair,
  readOnly,
}: CodeStringBuilderProps) {
  const [hovered, setHovered] = useState<number | null>(null);
  const pieces = codeStringPieces(segments, chosen);
  const problems = validateProductModelValues(segments, chosen);
  return (
    <Stack gap="sm">
      <Group gap="xs" align="baseline" wrap="wrap">
        <Text size="sm" fw={500}>
          Model code string
        </Text>
        <Box
          component="code"
          data-testid="model-code-string"
          aria-label={`Model code string ${pieces.map((piece) => piece.text).join('')}`}
          ff="monospace"
          fz="lg"
          px={6}
          py={2}
          style={{
            border: '1px solid var(--mantine-color-default-border)',
            borderRadius: 4,
            letterSpacing: 1,
            // A long code string breaks between its segments on a phone instead of widening the page.
            overflowWrap: 'anywhere',
            maxWidth: '100%',
          }}
        >
          {pieces.map((piece) => (
            <Tooltip
              key={piece.segment.CodeStringSegmentId}
              label={`${piece.segment.DisplayName}: position ${piece.segment.StartPosition}, ${piece.segment.Length} character${piece.segment.Length === 1 ? '' : 's'}`}
            >
              <Box
                component="span"
                data-testid="code-string-segment"
                data-segment={piece.segment.Name}
                onMouseEnter={() => setHovered(piece.segment.CodeStringSegmentId)}
                onMouseLeave={() => setHovered(null)}
                style={{
                  background: hovered === piece.segment.CodeStringSegmentId ? highlight : undefined,
                  outline:
                    hovered === piece.segment.CodeStringSegmentId
                      ? '1px solid var(--mantine-primary-color-filled)'
                      : undefined,
                  borderRadius: 2,
                }}
              >
                {piece.text}
              </Box>
            </Tooltip>
          ))}
        </Box>
      </Group>
      {problems.length > 0 && (
        <Group gap="sm">
          <Text size="sm" c="red" role="alert">
            {problems.length === 1
              ? 'One option needs attention'
              : `${problems.length} options need attention`}
            : fix it below or let the configurator choose valid values.
          </Text>
          {!readOnly && (
            <Button size="xs" variant="light" onClick={onRepair}>
              Choose valid values
            </Button>
          )}
        </Group>
      )}
      {/* Groups side by side, as wide as their segments: most groups have one or two. */}
      <Group align="stretch" gap="xs">
        {segmentsByGroup(groups, segments).map(({ group, segments: groupSegments }) => (
          <Fieldset key={group.CodeStringGroupId} legend={group.DisplayName} p="xs" pt={2} variant="filled">
            <Group gap="xs" align="flex-start">
              {groupSegments.map((segment) => {
                const options = segmentOptions(segment, segments, chosen);
                const reasons = new Map(options.map((option) => [option.value, option.reason]));
                const valueId = chosen.find(
                  (item) => item.CodeStringSegmentId === segment.CodeStringSegmentId,
                )?.CodeStringValueId;
                const unavailable = options.filter((option) => option.disabled).length;
                return (
                  <Box
                    key={segment.CodeStringSegmentId}
                    w={224}
                    onMouseEnter={() => setHovered(segment.CodeStringSegmentId)}
                    onMouseLeave={() => setHovered(null)}
                    onFocus={() => setHovered(segment.CodeStringSegmentId)}
                    onBlur={() => setHovered(null)}
                    p={4}
                    style={{
                      borderRadius: 4,
                      background: hovered === segment.CodeStringSegmentId ? highlight : undefined,
                    }}
                  >
                    <Select
                      size="xs"
                      label={segment.DisplayName}
                      data={options.map(({ value, label, disabled }) => ({ value, label, disabled }))}
                      value={valueId === undefined ? null : String(valueId)}
                      allowDeselect={false}
                      readOnly={readOnly}
                      onChange={(value) =>
                        value && onChange(withChoice(chosen, segment.CodeStringSegmentId, Number(value)))
                      }
                      error={chosenValueProblem(segment, segments, chosen)}
                      description={
                        unavailable > 0 ? `${unavailable} unavailable with the other options` : undefined
                      }
                      inputWrapperOrder={['label', 'input', 'description', 'error']}
                      comboboxProps={optionListProps}
                      maxDropdownHeight={320}
                      renderOption={({ option }) => {
                        const reason = reasons.get(option.value);
                        const { text, price } = optionParts(option.label);
                        return (
                          <Group gap="md" wrap="nowrap" justify="space-between" align="flex-start" w="100%">
                            <Stack gap={0} miw={0}>
                              <Text size="xs" style={wrapping}>
                                {text}
                              </Text>
                              {reason && (
                                <Text size="xs" c="gray.7" style={wrapping}>
                                  Unavailable: {reason}
                                </Text>
                              )}
                            </Stack>
                            {price && (
                              <Text size="xs" fw={500} style={priceStyle}>
                                {price}
                              </Text>
                            )}
                          </Group>
                        );
                      }}
                    />
                  </Box>
                );
              })}
            </Group>
          </Fieldset>
        ))}
      </Group>
    </Stack>
  );
});
