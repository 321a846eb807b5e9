import DataLoader from 'dataloader';
import type { ApiDataSource } from '../datasources/api.ts';
import { orNullWhenNotFound } from '../loaderUtils.ts';
import { getPost } from './api.ts';
import type { ApiPost } from './types.ts';

export function createPostLoaders(api: ApiDataSource) {
  return {
    /** No batch endpoint upstream: one call per distinct id; feed pages prime it. */
    postById: new DataLoader<number, ApiPost | null>((ids) => Promise.all(ids.map((id) => orNullWhenNotFound(getPost(api, id))))),
  };
}
