import { Button, Input, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { trainingVideoSchema, type TrainingVideoInput, type TrainingVideoSection } from '@lendhub/domain/events';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import { notify } from '../../shared/toast';
import { AppDialog } from '../../shared/ui/AppDialog';
import { FormErrorAlert } from '../../shared/forms/FormErrorAlert';
import { useFormClearingErrors } from '../../shared/forms/useFormClearingErrors';
import { useRefusalMessage } from '../../shared/forms/useRefusalMessage';
import { DialogForm } from '../../shared/ui/DialogForm';
import { FormField } from '../../shared/ui/FormField';
import { useAddTrainingVideoMutation } from './mutations/useAddTrainingVideoMutation';

type FormInput = z.input<typeof trainingVideoSchema>;
const FIELDS: readonly FieldPath<FormInput>[] = ['title', 'videoUrl', 'company', 'description'];

function VideoForm({ section, connections, onDone }: { section: TrainingVideoSection; connections: string[]; onDone: () => void }) {
  const [add] = useAddTrainingVideoMutation();
  const { register, handleSubmit, setError, errors, isSubmitting } = useFormClearingErrors<FormInput, TrainingVideoInput>({
    resolver: zodResolver(trainingVideoSchema),
    defaultValues: { section, title: '', videoUrl: '', company: '', description: '' },
    mode: 'onTouched',
  });
  const { message: serverMessage, clearMessage, showRefusal } = useRefusalMessage(setError, FIELDS);

  const submit = handleSubmit(async (values) => {
    clearMessage();
    const result = await add(values, connections);
    if (!result.ok) return showRefusal(result);
    notify.success(result.message);
    onDone();
  });

  return (
    <DialogForm onSubmit={submit} submitLabel="Add Video" busy={isSubmitting}>
      <Stack gap="4">
        <FormErrorAlert message={serverMessage} />
        <FormField label="Title" error={errors.title?.message} required>
          <Input autoComplete="off" {...register('title')} />
        </FormField>
        <FormField label="Video link" error={errors.videoUrl?.message} required>
          <Input type="url" placeholder="https://…" autoComplete="off" {...register('videoUrl')} />
        </FormField>
        <FormField label="Company" error={errors.company?.message} required>
          <Input autoComplete="organization" {...register('company')} />
        </FormField>
        <FormField label="Description" error={errors.description?.message}>
          <Textarea {...register('description')} />
        </FormField>
      </Stack>
    </DialogForm>
  );
}

/** 'Add Video' of one section (Admin). */
export function AddTrainingVideoDialog({
  section,
  sectionTitle,
  connections,
}: {
  section: TrainingVideoSection;
  sectionTitle: string;
  connections: string[];
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" colorPalette="brand" variant="outline" onClick={() => setOpen(true)} aria-label={`Add video to ${sectionTitle}`}>
        <Plus aria-hidden /> Add Video
      </Button>
      <AppDialog open={open} onOpenChange={setOpen} title={`Add video: ${sectionTitle}`}>
        <VideoForm section={section} connections={connections} onDone={() => setOpen(false)} />
      </AppDialog>
    </>
  );
}
