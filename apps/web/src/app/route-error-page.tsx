import { Button, Center, Group, MantineProvider, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { reloadOnceForChunkError } from '../lib/lazy-load.ts';
import { useUserInfo } from '../lib/session-store.ts';
import { readableColorVariables, themeForBrand } from '../lib/theme.ts';
import { brandIdOfUser } from '../shared/session/brand-theme.ts';

/** The error element of every route: chunk errors reload, anything else gets a plain apology. */
export function RouteErrorPage() {
  const error = useRouteError();
  const brandId = brandIdOfUser(useUserInfo());
  const theme = useMemo(() => themeForBrand(brandId), [brandId]);
  // At the address the user was going to, so the reload lands where they meant to go.
  const [reloading] = useState(() => reloadOnceForChunkError(error));
  useEffect(() => {
    if (!reloading) console.error('route failed', error);
  }, [reloading, error]);
  if (reloading) return null;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    // The root route's error element stands in for the root layout, and with it for the layout's
    // MantineProvider: without one of its own, the page was blank (a Mantine component outside a
    // provider throws).
    <MantineProvider theme={theme} cssVariablesResolver={readableColorVariables}>
      <Center mih="100vh" p="md">
        <Paper withBorder p="xl" radius="md" maw={520}>
          <Stack gap="sm">
            <Title order={1} size="h3">
              {notFound ? 'Page not found' : 'Something went wrong'}
            </Title>
            <Text>
              {notFound
                ? 'There is no page at this address.'
                : 'This page could not be shown. Reloading usually helps; if it does not, please tell your administrator.'}
            </Text>
            <Group>
              <Button onClick={() => window.location.reload()}>Reload</Button>
              <Button variant="default" component="a" href="/topmenu/project">
                Go to projects
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Center>
    </MantineProvider>
  );
}
