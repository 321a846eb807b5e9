import { Input, Stack, Switch, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay/hooks';
import type { BlogPostForm_post$key } from '../../__generated__/BlogPostForm_post.graphql';
import { RichTextFormField } from '../../shared/editor/RichTextFormField';
import { useDialogForm } from '../../shared/forms/useFormClearingErrors';
import { FormField } from '../../shared/ui/FormField';
import { blogPostFormSchema, EMPTY_BLOG_POST_FORM, type BlogPostFormValues } from './blogPostFormSchema';
import { useCreateBlogPostMutation } from './mutations/useCreateBlogPostMutation';
import { useUpdatePostMutation } from './mutations/useUpdatePostMutation';
import { settleFormResult } from '../../shared/forms/settleFormResult';
import { DialogForm } from '../../shared/ui/DialogForm';

const fragment = graphql`
  fragment BlogPostForm_post on Post {
    id
    title
    content
    isPublished
  }
`;

interface BlogPostFormProps {
  mode: 'create' | 'edit';
  post: BlogPostForm_post$key | null;
  connectionId: string;
  onDone: () => void;
  onBusyChange: (busy: boolean) => void;
}

/** Title, Content (rich text, 400 px, spec §9) and the Publish Status switch: body and footer of the blog dialog. */
export function BlogPostForm({ mode, post: postRef, connectionId, onDone, onBusyChange }: BlogPostFormProps) {
  const post = useFragment(fragment, postRef);
  const [createPost] = useCreateBlogPostMutation();
  const [updatePost] = useUpdatePostMutation();
  const { register, control, handleSubmit, setError, errors, isSubmitting, onEdit } = useDialogForm<BlogPostFormValues>(
    {
      resolver: zodResolver(blogPostFormSchema),
      defaultValues: post ? { title: post.title, content: post.content, isPublished: post.isPublished } : EMPTY_BLOG_POST_FORM,
    },
    onBusyChange,
  );

  const onSubmit = async (values: BlogPostFormValues) => {
    const result =
      mode === 'create' || !post
        ? await createPost({ ...values, connectionIds: [connectionId] })
        : await updatePost({ ...values, postId: post.id });
    settleFormResult(result, setError, ['title', 'content'], onDone);
  };

  return (
    <DialogForm onSubmit={handleSubmit(onSubmit)} submitLabel={mode === 'create' ? 'Create Post' : 'Update Post'} busy={isSubmitting}>
      <Stack gap="5">
        <FormField label="Title" error={errors.title?.message} required>
          <Input {...register('title', onEdit('title'))} autoComplete="off" />
        </FormField>
        <RichTextFormField
          control={control}
          name="content"
          label="Content"
          height={400}
          required
          error={errors.content?.message}
          onEdit={onEdit('content').onChange}
        />
        <Controller
          control={control}
          name="isPublished"
          render={({ field }) => (
            <Switch.Root
              checked={field.value}
              onCheckedChange={(details) => field.onChange(details.checked)}
              colorPalette="green"
              display="flex"
              alignItems="center"
              gap="3"
            >
              <Switch.HiddenInput />
              <Switch.Label fontWeight="medium">Publish Status</Switch.Label>
              <Switch.Control />
              <Text aria-hidden fontSize="sm" color={field.value ? 'green.fg' : 'fg.muted'}>
                {field.value ? 'Published' : 'Draft'}
              </Text>
            </Switch.Root>
          )}
        />
      </Stack>
    </DialogForm>
  );
}
