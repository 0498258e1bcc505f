import { ProjectDetailPage } from '../../features/projects/routes/project-detail-page.tsx';
import { ProjectQuotesPanel } from '../../features/quotes/components/project-quotes-panel.tsx';

/** The project page with the quotes feature's panel as its Quotes tab. */
export function ProjectDetailRoute() {
  return <ProjectDetailPage quotesPanel={ProjectQuotesPanel} />;
}
