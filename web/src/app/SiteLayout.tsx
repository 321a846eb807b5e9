import { Suspense } from 'react';
import { TopBar } from '../features/navigation/TopBar';
import { PageSkeleton } from '../shared/ui/PageSkeleton';
import { PageOutlet } from '../shared/layout/PageOutlet';
import { SiteFrame } from './SiteFrame';

/** Public-area layout (and /login). A page waiting for its query shows a skeleton inside the frame. */
export function SiteLayout() {
  return (
    <SiteFrame header={<TopBar />}>
      <Suspense fallback={<PageSkeleton />}>
        <PageOutlet />
      </Suspense>
    </SiteFrame>
  );
}
