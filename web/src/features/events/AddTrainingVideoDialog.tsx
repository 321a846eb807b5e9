import { Alert, Box, Button, Dialog, Input, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { trainingVideoSchema, type TrainingVideoInput, type TrainingVideoSection } from '@lendhub/domain/events';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import { notify } from '../../shared/toast';
import { AppDialog } from '../../shared/ui/AppDialog';
import { DialogFormFooter } from '../../shared/ui/DialogFormFooter';
import { FormField } from '../../shared/ui/FormField';
import { useAddTrainingVideoMutation } from './mutations/useAddTrainingVideoMutation';

type FormInput = z.input<typeof trainingVideoSchema>;
const FIELDS: readonly FieldPath<FormInput>[] = ['title', 'videoUrl', 'company', 'description'];

function VideoForm({ section, connections, onDone }: { section: TrainingVideoSection; connections: string[]; onDone: () => void }) {
  const [add] = useAddTrainingVideoMutation();
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, TrainingVideoInput>({
    resolver: zodResolver(trainingVideoSchema),
    defaultValues: { section, title: '', videoUrl: '', company: '', description: '' },
    mode: 'onTouched',
  });

  const submit = handleSubmit(async (values) => {
    setServerMessage(null);
    const result = await add(values, connections);
    if (result.ok) {
      notify.success(result.message);
      return onDone();
    }
    const fields = Object.entries(result.fieldErrors).filter(([field]) => (FIELDS as readonly string[]).includes(field));
    for (const [field, message] of fields) setError(field as FieldPath<FormInput>, { message });
    if (fields.length === 0) setServerMessage(result.message);
  });

  return (
    <Box asChild display="contents">
      <form noValidate onSubmit={submit}>
        <Dialog.Body>
          <Stack gap="4">
            {serverMessage && (
              <Alert.Root status="error" borderRadius="md" role="alert">
                <Alert.Indicator />
                <Alert.Title>{serverMessage}</Alert.Title>
              </Alert.Root>
            )}
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
        </Dialog.Body>
        <DialogFormFooter submitLabel="Add Video" busy={isSubmitting} />
      </form>
    </Box>
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
