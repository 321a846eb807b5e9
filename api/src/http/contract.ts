import type { RequestHandler, Response, Router } from 'express';
import type { DataOf, RouteShape } from '@lendhub/domain/rest';
import { sendOk } from './envelope.ts';

// The API's side of the REST contract (@lendhub/domain/rest): routes are mounted at the contract's method and path,
// and what they answer is checked against the contract's `data` type.

const VERBS = { GET: 'get', POST: 'post', PUT: 'put', DELETE: 'delete' } as const;

/** Mounts `handlers` at the route's method and path. */
export function mount(router: Router, route: RouteShape, ...handlers: RequestHandler[]): void {
  router[VERBS[route.method]](route.path, ...handlers);
}

/** Answers the route's `data` in the envelope (as sendOk), typed by the contract. */
export function reply<R extends RouteShape>(res: Response, _route: R, data: DataOf<R>, responseMsg?: string, status?: number): void {
  sendOk(res, data, responseMsg, status);
}
