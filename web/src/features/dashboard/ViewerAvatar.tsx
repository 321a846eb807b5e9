import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { ViewerAvatarQuery } from '../../__generated__/ViewerAvatarQuery.graphql';
import { UserAvatar } from '../../shared/ui/UserAvatar';

/** The viewer's photo in the dashboard header; read from the store, so a new avatar shows at once. */
export function ViewerAvatar() {
  const { viewer } = useLazyLoadQuery<ViewerAvatarQuery>(
    graphql`
      query ViewerAvatarQuery {
        viewer {
          fullName
          avatarUrl
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  if (!viewer) return null;
  return <UserAvatar name={viewer.fullName} src={viewer.avatarUrl} size="sm" data-testid="viewer-avatar" />;
}
