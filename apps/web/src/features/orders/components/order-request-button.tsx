import type { ProjectOrder } from '@airquote/shared/contracts/order/order-schemas';
import type { ProjectQuote } from '@airquote/shared/contracts/quote/quote-schemas';
import { ProjectAttachment, QuoteStatus } from '@airquote/shared/enums/lookups';
import { Button } from '@mantine/core';
import { IconShoppingCart, IconTruckDelivery } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { showToast } from '../../../components/toast.tsx';
import { isStaleChange, useStaleChangeAlert } from '../../../components/use-stale-change-alert.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiCallError } from '../../../lib/api-client.ts';
import { hasPermission } from '../../../lib/permissions.ts';
import { useUserInfo } from '../../../lib/session-store.ts';
import { useAddressLookup } from '../../../shared/projects/api/get-address-lookup-data.ts';
import { upsertProjectAttachment } from '../../../shared/projects/api/upsert-project-attachment.ts';
import { suggestedAttachmentName } from '../../../shared/projects/attachment-rules.ts';
import { quoteKeys } from '../../../shared/quotes/api/query-keys.ts';
import { createOrderRequest } from '../api/create-order-request.ts';
import { orderKeys } from '../api/query-keys.ts';
import { useOrderOfQuote } from '../api/search-orders.ts';
import { OrderRequestModal, type OrderRequestValues } from './order-request-modal.tsx';

type OrderRequestButtonProps = { quote: ProjectQuote; onReload: () => void };

type OrderResult = { order: ProjectOrder; failedFiles: string[] };

/**
 * The quote header's "Order" button: for users who may order, while the quote is open and the newest
 * revision (the server decides the rest, a pending review among them, and says why it refuses).
 * An ordered quote shows the way to its order instead.
 */
export function OrderRequestButton({ quote, onReload }: OrderRequestButtonProps) {
  const userInfo = useUserInfo();
  const canRequest = hasPermission(userInfo, 'order.request');
  const canReadOrders = canRequest || hasPermission(userInfo, 'order.process');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const stale = useStaleChangeAlert(onReload);
  const [opened, setOpened] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const isOrdered = quote.QuoteStatusId === QuoteStatus.Ordered;
  const addressLookup = useAddressLookup();

  // The quote does not name its order: the order list finds it by the quote's number.
  const orderOfQuote = useOrderOfQuote(quote, { enabled: isOrdered && canReadOrders });

  const order = useMutation({
    mutationFn: async ({ values, files }: { values: OrderRequestValues; files: File[] }) => {
      const created = await createOrderRequest({
        ProjectQuoteId: quote.ProjectQuoteId,
        RowVersion: quote.RowVersion,
        ...values,
      });
      // The files follow the order: a file refused now leaves the order standing; it can be attached again.
      const failedFiles: string[] = [];
      for (const file of files) {
        try {
          await upsertProjectAttachment({
            projectId: quote.ProjectId,
            projectQuoteId: quote.ProjectQuoteId,
            attachmentName: suggestedAttachmentName(file.name),
            projectAttachmentLookupValue: ProjectAttachment.OrderRequest,
            file,
          });
        } catch (error) {
          failedFiles.push(`${file.name} (${error instanceof Error ? error.message : 'not sent'})`);
        }
      }
      return { order: created, failedFiles } satisfies OrderResult;
    },
    onSuccess: ({ order: created, failedFiles }) => {
      setOpened(false);
      void queryClient.invalidateQueries({ queryKey: quoteKeys.detail(quote.ProjectQuoteId) });
      void queryClient.invalidateQueries({ queryKey: quoteKeys.byProject(quote.ProjectId) });
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      showToast({ type: 'Success', message: `Order ${created.OrderNumber} requested.` });
      if (failedFiles.length > 0)
        showToast({
          type: 'Error',
          message: `Not attached: ${failedFiles.join('; ')}. Attach them again on the order page.`,
        });
      navigate(paths.order(created.ProjectOrderId));
    },
    onError: (error) => {
      if (isStaleChange(error)) {
        setOpened(false);
        stale.handleError(error);
      } else if (error instanceof ApiCallError) setRefusal(error.message);
      else stale.handleError(error);
    },
  });

  if (isOrdered && orderOfQuote.data)
    return (
      <Button
        component={Link}
        to={paths.order(orderOfQuote.data.ProjectOrderId)}
        variant="light"
        leftSection={<IconTruckDelivery size={16} />}
      >
        Order {orderOfQuote.data.OrderNumber}
      </Button>
    );
  if (!canRequest || quote.IsSuperseded || quote.QuoteStatusId !== QuoteStatus.Open) return null;
  return (
    <>
      <Button
        leftSection={<IconShoppingCart size={16} />}
        onClick={() => {
          setRefusal(null);
          setOpened(true);
        }}
      >
        Order
      </Button>
      <OrderRequestModal
        countries={addressLookup.data?.Countries ?? []}
        opened={opened}
        quote={quote}
        saving={order.isPending}
        refusal={refusal}
        onSubmit={(values, files) => {
          setRefusal(null);
          order.mutate({ values, files });
        }}
        onClose={() => setOpened(false)}
      />
      {stale.alert}
    </>
  );
}
