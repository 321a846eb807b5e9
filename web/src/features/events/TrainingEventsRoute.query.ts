import { graphql, loadQuery } from 'react-relay/hooks';
import type { TrainingEventsRouteQuery } from '../../__generated__/TrainingEventsRouteQuery.graphql';
import { environment } from '../../shared/relay/environment';

export const query = graphql`
  query TrainingEventsRouteQuery {
    viewer {
      can {
        addTrainingVideo
      }
    }
    vendors: trainingVideos(section: VENDORS, first: 100) @connection(key: "TrainingEventsRoute_vendors") {
      __id
      edges {
        node {
          id
          ...TrainingVideoCard_video
        }
      }
    }
    lenders: trainingVideos(section: LENDERS, first: 100) @connection(key: "TrainingEventsRoute_lenders") {
      __id
      edges {
        node {
          id
          ...TrainingVideoCard_video
        }
      }
    }
  }
`;

export function loader() {
  return loadQuery<TrainingEventsRouteQuery>(environment, query, {}, { fetchPolicy: 'store-and-network' });
}
