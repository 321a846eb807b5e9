import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { AnimatePresence } from 'framer-motion';
import { lazy, Suspense } from 'react';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useLocation } from 'react-router-dom';
import type { QuotesRouteQuery } from '../../__generated__/QuotesRouteQuery.graphql';
import { ComingSoonOverlay } from './ComingSoonOverlay';
import { NonQmPricer } from './NonQmPricer';
import { PricerTypeSwitch, type PricerType } from './PricerTypeSwitch';
import { QmPricer } from './QmPricer';
import { query } from './QuotesRoute.query';
import { PublicPage } from '../../shared/layout/PublicPage';

// Below the pricer: its code (rows, dialogs, the PDF download) loads after the first paint, within the route's bundle budget.
const SavedQuotesPanel = lazy(() => import('./SavedQuotesPanel').then((module) => ({ default: module.SavedQuotesPanel })));

/**
 * /quote and /non-qm (spec §2 "Quotes / pricer"): priced on the server from the lenders' active rate
 * sheets. The 'Coming Soon' overlay covers it while no sheet is active (a new deployment).
 */
export function Component() {
  const { pathname } = useLocation();
  const type: PricerType = pathname.toLowerCase().startsWith('/non-qm') ? 'NON_QM' : 'QM';
  const data = usePreloadedQuery<QuotesRouteQuery>(query, useLoaderData() as PreloadedQuery<QuotesRouteQuery>);
  const live = data.pricingStatus.live;

  return (
    <PublicPage title="Quotes" description="Price QM and Non-QM scenarios across our wholesale lenders.">
      <Box position="relative" minH="32rem">
        {/* Covered, the pricer is out of reach of keyboard and screen readers. */}
        <Stack gap="6" inert={!live} aria-hidden={!live}>
          <HStack justify="space-between" flexWrap="wrap" gap="3">
            <PricerTypeSwitch value={type} />
            <Text fontSize="sm" color="fg.muted">
              {type === 'QM' ? 'Qualified mortgage pricing' : 'Bank statement, DSCR and asset depletion pricing'}
            </Text>
          </HStack>
          {type === 'QM' ? <QmPricer key="qm" results={data} limits={data} /> : <NonQmPricer key="non-qm" results={data} limits={data} />}
          <Suspense fallback={null}>
            <SavedQuotesPanel query={data} />
          </Suspense>
        </Stack>
        <AnimatePresence>{!live && <ComingSoonOverlay key="coming-soon" />}</AnimatePresence>
      </Box>
    </PublicPage>
  );
}
