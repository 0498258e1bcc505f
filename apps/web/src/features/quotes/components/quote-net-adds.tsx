import { type NetAdd, netAddTypes } from '@airquote/shared/contracts/quote/quote-schemas';
import { ActionIcon, Button, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { formatMoney } from '../../../lib/format.ts';
import { createProjectQuoteNetAdd } from '../api/create-project-quote-net-add.ts';
import { deleteProjectQuoteNetAdd } from '../api/delete-project-quote-net-add.ts';

const kindLabels: Record<NetAdd['NetAddType'], string> = {
  Freight: 'Freight',
  StartUp: 'Start-up',
  Misc: 'Misc',
};

type QuoteNetAddsProps = {
  projectQuoteId: number;
  netAdds: NetAdd[];
  canEdit: boolean;
  onChanged: () => void;
  onError: (error: Error) => void;
};

/** Freight, start-up and other amounts added to the quote's net total. */
export function QuoteNetAdds({ projectQuoteId, netAdds, canEdit, onChanged, onError }: QuoteNetAddsProps) {
  const [kind, setKind] = useState<NetAdd['NetAddType']>('Freight');
  const [description, setDescription] = useState('');
  const [amount, setAmount] = useState('');
  const create = useMutation({
    mutationFn: createProjectQuoteNetAdd,
    onSuccess: () => {
      setDescription('');
      setAmount('');
      onChanged();
    },
    onError,
  });
  const remove = useMutation({ mutationFn: deleteProjectQuoteNetAdd, onSuccess: onChanged, onError });
  return (
    <Stack gap="sm">
      {netAdds.length === 0 ? (
        <Text size="sm" c="dimmed">
          No net adds.
        </Text>
      ) : (
        <Table verticalSpacing={4} aria-label="Net adds">
          <Table.Tbody>
            {netAdds.map((netAdd) => (
              <Table.Tr key={netAdd.ProjectQuoteNetAddId} data-testid="net-add">
                <Table.Td w={110}>{kindLabels[netAdd.NetAddType]}</Table.Td>
                <Table.Td>{netAdd.Description}</Table.Td>
                <Table.Td ta="right">{formatMoney(netAdd.Amount)}</Table.Td>
                {canEdit && (
                  <Table.Td w={40}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Delete net add ${netAdd.Description || kindLabels[netAdd.NetAddType]}`}
                      loading={
                        remove.isPending &&
                        remove.variables?.ProjectQuoteNetAddId === netAdd.ProjectQuoteNetAddId
                      }
                      onClick={() =>
                        remove.mutate({
                          ProjectQuoteNetAddId: netAdd.ProjectQuoteNetAddId,
                          RowVersion: netAdd.RowVersion,
                        })
                      }
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {canEdit && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            create.mutate({
              ProjectQuoteId: projectQuoteId,
              NetAddType: kind,
              Description: description,
              Amount: amount,
            });
          }}
        >
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <Select
              label="Kind"
              w={130}
              data={netAddTypes.map((value) => ({ value, label: kindLabels[value] }))}
              value={kind}
              allowDeselect={false}
              onChange={(value) => value && setKind(value as NetAdd['NetAddType'])}
            />
            <TextInput
              label="Description"
              style={{ flex: 1 }}
              maxLength={500}
              value={description}
              onChange={(event) => setDescription(event.currentTarget.value)}
            />
            <TextInput
              label="Amount"
              w={130}
              inputMode="decimal"
              placeholder="0.00"
              value={amount}
              onChange={(event) => setAmount(event.currentTarget.value)}
            />
            <Button type="submit" variant="light" loading={create.isPending} disabled={amount.trim() === ''}>
              Add
            </Button>
          </Group>
        </form>
      )}
    </Stack>
  );
}
