import { graphql, useFragment, type PreloadedQuery } from 'react-relay/hooks';
import type { ShellQuery } from '../../__generated__/ShellQuery.graphql';
import type { ViewerAvatar_viewer$key } from '../../__generated__/ViewerAvatar_viewer.graphql';
import { useShellData, useShellQueryRef } from '../../shared/shell/Shell.query';
import { UserAvatar } from '../../shared/ui/UserAvatar';

const fragment = graphql`
  fragment ViewerAvatar_viewer on User {
    fullName
    avatarUrl
  }
`;

/** The viewer's photo in the dashboard header, from the shell's query; read from the store, so a new avatar shows at once. */
export function ViewerAvatar() {
  const ref = useShellQueryRef();
  return ref ? <ShellViewerAvatar queryRef={ref} /> : null;
}

function ShellViewerAvatar({ queryRef }: { queryRef: PreloadedQuery<ShellQuery> }) {
  const key: ViewerAvatar_viewer$key | null | undefined = useShellData(queryRef).viewer;
  const viewer = useFragment(fragment, key);
  if (!viewer) return null;
  return <UserAvatar name={viewer.fullName} src={viewer.avatarUrl} size="sm" data-testid="viewer-avatar" />;
}
