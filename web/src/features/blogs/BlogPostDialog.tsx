import { lazy } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { BlogPostDialog_post$key } from '../../__generated__/BlogPostDialog_post.graphql';
import { keepDialogOpenOnEditorEscape } from '../../shared/editor/dialogEscape';
import { LazyFormDialog } from '../../shared/ui/LazyFormDialog';
import { CreateOrEditButton } from '../../shared/ui/CreateOrEditButton';

// The form brings the rich-text editor: loaded when the dialog first opens (or is about to).
const loadBlogPostForm = () => import('./BlogPostForm');
const BlogPostForm = lazy(() => loadBlogPostForm().then((module) => ({ default: module.BlogPostForm })));

const fragment = graphql`
  fragment BlogPostDialog_post on Post {
    title
    ...BlogPostForm_post
  }
`;

interface BlogPostDialogProps {
  mode: 'create' | 'edit';
  post?: BlogPostDialog_post$key;
  /** The Blogs table's connection, which a created post joins first. */
  connectionId: string;
}

/** 'Add New Blog Post' / 'Edit Blog Post' (spec §2). */
export function BlogPostDialog({ mode, post: postRef, connectionId }: BlogPostDialogProps) {
  const post = useFragment(fragment, postRef ?? null);
  const preload = () => void loadBlogPostForm();

  return (
    <LazyFormDialog
      onEscapeKeyDown={keepDialogOpenOnEditorEscape}
      title={mode === 'create' ? 'Add New Blog Post' : 'Edit Blog Post'}
      width="4xl"
      loadingLabel="Opening the editor…"
      trigger={
        <CreateOrEditButton
          mode={mode}
          createLabel="Add New Blog Post"
          editLabel={`Edit ${post?.title ?? 'blog post'}`}
          onPointerEnter={preload}
          onFocus={preload}
        />
      }
    >
      {({ close, onBusyChange }) => (
        <BlogPostForm mode={mode} post={post ?? null} connectionId={connectionId} onDone={close} onBusyChange={onBusyChange} />
      )}
    </LazyFormDialog>
  );
}
