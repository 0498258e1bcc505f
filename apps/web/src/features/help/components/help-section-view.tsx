import { Group, Highlight, type HighlightProps, Stack, Table, Text, Title } from '@mantine/core';
import type { HelpSection } from '../help-section.ts';

type MarkedProps = Omit<HighlightProps, 'highlight'> & { terms: string[]; component: 'p' | 'span' };

/** Text with the search terms marked; plain text while nothing is searched (cheaper to render). */
function Marked({ terms, children, ...props }: MarkedProps) {
  if (terms.length === 0) return <Text {...props}>{children}</Text>;
  return (
    <Highlight {...props} highlight={terms}>
      {children}
    </Highlight>
  );
}

type HelpSectionViewProps = { section: HelpSection; terms: string[] };

/** One section with the search terms marked in its title, paragraphs and table. */
export function HelpSectionView({ section, terms }: HelpSectionViewProps) {
  const headingId = `${section.id}-title`;
  const headers = section.table?.headers ?? [];
  return (
    <Stack
      component="section"
      id={section.id}
      aria-labelledby={headingId}
      gap="xs"
      data-testid="help-section"
      style={{ scrollMarginTop: 64 }}
    >
      <Group gap="sm" align="center">
        {/* Focusable from the table of contents, so keyboard users continue reading here. */}
        <Title order={3} size="h4" id={headingId} tabIndex={-1}>
          <Marked component="span" inherit terms={terms}>
            {section.title}
          </Marked>
        </Title>
      </Group>
      {section.body.map((paragraph) => (
        <Marked key={paragraph} component="p" size="sm" lh={1.6} m={0} terms={terms}>
          {paragraph}
        </Marked>
      ))}
      {section.table && (
        <Table.ScrollContainer minWidth={0} maw={720}>
          <Table withTableBorder verticalSpacing={6} aria-label={section.title}>
            <Table.Thead>
              <Table.Tr>
                {headers.map((header) => (
                  <Table.Th key={header}>{header}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {section.table.rows.map((row) => (
                <Table.Tr key={row.join('|')}>
                  {headers.map((header, column) => (
                    <Table.Td key={header}>
                      <Marked component="span" size="sm" terms={terms}>
                        {row[column] ?? ''}
                      </Marked>
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
