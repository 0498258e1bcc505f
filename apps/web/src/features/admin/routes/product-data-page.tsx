import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useUserInfo } from '../../../lib/session-store.ts';
import { ProductDataCard } from '../components/product-data-card.tsx';
import { visibleProductDataSheets } from '../product-data-rules.ts';

/**
 * /topmenu/admin/product-data (issue #4 part 6): catalog tables by spreadsheet. Download a table as
 * .xlsx, edit it, save it as CSV and upload it back; an upload is applied whole or not at all.
 */
export function ProductDataPage() {
  const sheets = visibleProductDataSheets(useUserInfo());
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" maw={900}>
        Download a table, edit it in Excel and save it as CSV (keep the header row and column order), then
        upload it here. Rows are matched by their key and never deleted; if any row is wrong, nothing is
        changed and every rejected row is listed with its reason.
      </Text>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        {sheets.map((sheet) => (
          <ProductDataCard key={sheet.type} sheet={sheet} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
