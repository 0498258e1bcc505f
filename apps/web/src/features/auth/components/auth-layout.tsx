import { Anchor, Card, Center, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import { paths } from '../../../config/paths.ts';

/** The sign-in screens: logo above a card with a title (spec section 2). */
export function AuthLayout({
  title,
  children,
  logoLinksHome = false,
}: {
  title: string;
  children: ReactNode;
  logoLinksHome?: boolean;
}) {
  return (
    <Center mih="100vh" p="md" bg="gray.1">
      <Stack w="100%" maw={440} gap="lg" align="stretch">
        <Center>
          {logoLinksHome ? (
            <Anchor component={Link} to={paths.root} aria-label="AirQuote home">
              <BrandLogo />
            </Anchor>
          ) : (
            <BrandLogo />
          )}
        </Center>
        <Card shadow="sm" padding="xl" radius="md" withBorder component="main">
          <Title order={1} size="h2" mb="md">
            {title}
          </Title>
          {children}
        </Card>
      </Stack>
    </Center>
  );
}
