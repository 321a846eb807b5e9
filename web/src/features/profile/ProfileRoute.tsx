import { Heading, Link, Stack, Tabs, Text } from '@chakra-ui/react';
import { TriangleAlert } from 'lucide-react';
import { Suspense } from 'react';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link as RouterLink, useLoaderData } from 'react-router-dom';
import type { ProfileRouteQuery } from '../../__generated__/ProfileRouteQuery.graphql';
import { allows, DASHBOARD_CHILD_ACCESS } from '../../shared/auth/routeAccess';
import { useSession } from '../../shared/auth/useSession';
import { EmptyNotice } from '../../shared/ui/EmptyNotice';
import { FallbackBoundary } from '../../shared/ui/FallbackBoundary';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { panelStyle } from '../../shared/ui/panelStyle';
import { AvatarUpload } from './AvatarUpload';
import { ProfileForm } from './ProfileForm';
import { SecurityPanel } from './SecurityPanel';
import { query } from './ProfileRoute.query';

const failed = <EmptyNotice icon={<TriangleAlert />} title="Failed to load user profile" description="Reload the page to try again." />;

function ProfileScreen({ queryRef }: { queryRef: PreloadedQuery<ProfileRouteQuery> }) {
  const data = usePreloadedQuery<ProfileRouteQuery>(query, queryRef);
  const { viewer } = data;
  // The same rule the route guard applies to /dashboard/customization.
  const canCustomize = allows(DASHBOARD_CHILD_ACCESS.customization ?? [], useSession().role);
  if (!viewer) return failed;
  return (
    <Stack gap="6">
      <Stack {...panelStyle} gap="4">
        <AvatarUpload user={viewer} />
        {canCustomize && (
          <Text fontSize="sm" color="fg.muted">
            Change how the portal looks for you in{' '}
            <Link asChild color="brand.fg" fontWeight="medium">
              <RouterLink to="/dashboard/customization">UI Customization</RouterLink>
            </Link>
            .
          </Text>
        )}
      </Stack>
      <Tabs.Root defaultValue="profile" variant="line" lazyMount colorPalette="brand">
        <Tabs.List>
          <Tabs.Trigger value="profile">Profile Information</Tabs.Trigger>
          <Tabs.Trigger value="security">Security</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="profile">
          <Stack {...panelStyle}>
            <ProfileForm user={viewer} query={data} />
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="security">
          <Stack {...panelStyle}>
            <SecurityPanel user={viewer} />
          </Stack>
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}

/** /dashboard/profile (every role; the Account Executive's landing page): tabs Profile Information and Security. */
export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<ProfileRouteQuery>;
  return (
    <Stack gap="6" p={{ base: '4', md: '6' }} maxW="5xl">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Profile
        </Heading>
        <Text color="fg.muted">Your details, photo and sign-in security.</Text>
      </Stack>
      <FallbackBoundary resetKey={queryRef} fallback={() => failed}>
        <Suspense fallback={<PageSpinner label="Loading profile…" />}>
          <ProfileScreen queryRef={queryRef} />
        </Suspense>
      </FallbackBoundary>
    </Stack>
  );
}
