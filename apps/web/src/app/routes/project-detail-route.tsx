import { ProjectDetailPage } from '../../features/projects/routes/project-detail-page.tsx';
import { lazyComponent } from '../../lib/lazy-load.ts';

// The Quotes tab's code is loaded when the tab is opened (issue #14 part 5: the page opens on its
// schedules).
const ProjectQuotesPanel = lazyComponent(() =>
  import('../../features/quotes/components/project-quotes-panel.tsx').then(
    (module) => module.ProjectQuotesPanel,
  ),
);

/** The project page with the quotes feature's panel as its Quotes tab. */
export function ProjectDetailRoute() {
  return <ProjectDetailPage quotesPanel={ProjectQuotesPanel} />;
}
