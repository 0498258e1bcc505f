import { OrderRequestButton } from '../../features/orders/components/order-request-button.tsx';
import { ProjectQuoteFormPage } from '../../features/quotes/routes/project-quote-form-page.tsx';

/** The quote form with the orders feature's order request on each quote. */
export function ProjectQuoteRoute() {
  return <ProjectQuoteFormPage orderRequest={OrderRequestButton} />;
}
