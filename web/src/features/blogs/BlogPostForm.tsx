import { Box, Dialog, Input, Stack, Switch, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay/hooks';
import type { BlogPostForm_post$key } from '../../__generated__/BlogPostForm_post.graphql';
import { RichTextEditor } from '../../shared/editor/RichTextEditor';
import { clearErrorOnEdit } from '../../shared/forms/clearErrorOnEdit';
import { FormField } from '../../shared/ui/FormField';
import { blogPostFormSchema, EMPTY_BLOG_POST_FORM, type BlogPostFormValues } from './blogPostFormSchema';
import { useCreateBlogPostMutation } from './mutations/useCreateBlogPostMutation';
import { useUpdatePostMutation } from './mutations/useUpdatePostMutation';
import { settleFormResult } from '../../shared/forms/settleFormResult';
import { DialogFormFooter } from '../../shared/ui/DialogFormFooter';

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
  const ids = { content: useId(), contentLabel: useId(), contentError: useId() };
  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<BlogPostFormValues>({
    resolver: zodResolver(blogPostFormSchema),
    defaultValues: post ? { title: post.title, content: post.content, isPublished: post.isPublished } : EMPTY_BLOG_POST_FORM,
  });
  const onEdit = clearErrorOnEdit(errors, clearErrors);

  useEffect(() => onBusyChange(isSubmitting), [isSubmitting, onBusyChange]);
  useEffect(() => () => onBusyChange(false), [onBusyChange]);

  const onSubmit = async (values: BlogPostFormValues) => {
    const result =
      mode === 'create' || !post
        ? await createPost({ ...values, connectionIds: [connectionId] })
        : await updatePost({ ...values, postId: post.id });
    settleFormResult(result, setError, ['title', 'content'], onDone);
  };

  return (
    <Box asChild display="contents">
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <Dialog.Body>
          <Stack gap="5">
            <FormField label="Title" error={errors.title?.message} required>
              <Input {...register('title', onEdit('title'))} autoComplete="off" />
            </FormField>
            <FormField
              label="Content"
              id={ids.content}
              ids={{ label: ids.contentLabel, errorText: ids.contentError }}
              error={errors.content?.message}
              required
            >
              <Box w="full">
                <Controller
                  control={control}
                  name="content"
                  render={({ field }) => (
                    <RichTextEditor
                      id={ids.content}
                      labelId={ids.contentLabel}
                      describedById={errors.content ? ids.contentError : undefined}
                      invalid={!!errors.content}
                      height={400}
                      defaultValue={field.value}
                      onChange={(html) => {
                        field.onChange(html);
                        if (errors.content) clearErrors('content');
                      }}
                      onBlur={field.onBlur}
                    />
                  )}
                />
              </Box>
            </FormField>
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
        </Dialog.Body>
        <DialogFormFooter submitLabel={mode === 'create' ? 'Create Post' : 'Update Post'} busy={isSubmitting} />
      </form>
    </Box>
  );
}
