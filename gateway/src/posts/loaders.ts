import DataLoader from 'dataloader';
import type { GatewayContext } from '../context.ts';
import type { ApiDataSource } from '../datasources/api.ts';
import { orNullWhenNotFound } from '../platform/dataloaders/orNull.ts';
import { notFound } from '../platform/errors/errors.ts';
import { getLendersThatFit, getPost } from './api.ts';
import type { LenderFit } from '@lendhub/domain/pricing';
import type { PostDto } from '@lendhub/domain/rest/posts';

export function createPostLoaders(api: ApiDataSource) {
  return {
    /** No batch endpoint upstream: one call per distinct id; feed pages prime it. */
    postById: new DataLoader<number, PostDto | null>((ids) => Promise.all(ids.map((id) => orNullWhenNotFound(getPost(api, id))))),
    /** 'Lenders that fit' of a feed page's posts: one upstream call for all of them (priced by the API). */
    lendersThatFitByPostId: new DataLoader<number, LenderFit[]>(async (ids) => {
      const byId = await getLendersThatFit(api, ids);
      return ids.map((id) => byId[String(id)] ?? []);
    }),
  };
}

/** Lets fields of listed or written posts resolve without another call (their fits too, when the list brought them). */
export function primePosts(context: GatewayContext, posts: readonly PostDto[]): void {
  for (const post of posts) {
    context.loaders.postById.clear(post.id).prime(post.id, post);
    if (post.lendersThatFit) context.loaders.lendersThatFitByPostId.clear(post.id).prime(post.id, post.lendersThatFit);
  }
}

/** A post that must exist (it was just written or liked): NOT_FOUND otherwise. */
export async function existingPost(context: GatewayContext, id: number): Promise<PostDto> {
  const post = await context.loaders.postById.load(id);
  if (!post) throw notFound('Post not found');
  return post;
}
