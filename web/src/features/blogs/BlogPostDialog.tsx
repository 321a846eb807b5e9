import { Button, IconButton } from '@chakra-ui/react';
import { Pencil, Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { BlogPostDialog_post$key } from '../../__generated__/BlogPostDialog_post.graphql';
import { keepDialogOpenOnEditorEscape } from '../../shared/editor/dialogEscape';
import { AppDialog } from '../../shared/ui/AppDialog';
import { PageSpinner } from '../../shared/ui/PageSpinner';

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

/** 'Add New Blog Post' / 'Edit Blog Post' (spec §2); its content unmounts on close, so it opens fresh. */
export function BlogPostDialog({ mode, post: postRef, connectionId }: BlogPostDialogProps) {
  const post = useFragment(fragment, postRef ?? null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const title = mode === 'create' ? 'Add New Blog Post' : 'Edit Blog Post';
  const preload = () => void loadBlogPostForm();

  const trigger =
    mode === 'create' ? (
      <Button colorPalette="brand" onPointerEnter={preload} onFocus={preload}>
        <Plus aria-hidden />
        Add New Blog Post
      </Button>
    ) : (
      <IconButton aria-label={`Edit ${post?.title ?? 'blog post'}`} size="sm" variant="ghost" onPointerEnter={preload} onFocus={preload}>
        <Pencil aria-hidden />
      </IconButton>
    );

  return (
    <AppDialog
      open={open}
      onOpenChange={setOpen}
      busy={busy}
      title={title}
      width="4xl"
      trigger={trigger}
      onEscapeKeyDown={keepDialogOpenOnEditorEscape}
    >
      <Suspense fallback={<PageSpinner label="Opening the editor…" />}>
        <BlogPostForm mode={mode} post={post ?? null} connectionId={connectionId} onDone={() => setOpen(false)} onBusyChange={setBusy} />
      </Suspense>
    </AppDialog>
  );
}
