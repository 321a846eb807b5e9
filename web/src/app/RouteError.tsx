import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorScreen, errorMessage } from './ErrorScreen';

/** Shown when a route's code or loader fails: a message and a way back. */
export function RouteError() {
  const error = useRouteError();
  return <ErrorScreen message={isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : errorMessage(error)} />;
}
