import { NoAccessPage } from '../../../components/no-access-page.tsx';

/** For a signed-in user without the project.view permission (a new account waiting for a role). */
export function NoProjectAccess() {
  return (
    <NoAccessPage
      title="Projects"
      message="Your account has no access to projects yet."
      hint="An administrator of your company gives you a role that includes projects; sign in again after that."
      projectsLink={false}
    />
  );
}
