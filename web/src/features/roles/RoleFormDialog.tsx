import { Button, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { useFormClearingErrors } from '../../shared/forms/useFormClearingErrors';
import { notify } from '../../shared/toast';
import { AppDialog } from '../../shared/ui/AppDialog';
import { DialogForm } from '../../shared/ui/DialogForm';
import { FormField } from '../../shared/ui/FormField';
import { OptionSelect } from '../../shared/ui/OptionSelect';
import { useCreateRoleMutation } from './mutations/useCreateRoleMutation';
import { useUpdateRoleMutation } from './mutations/useUpdateRoleMutation';
import { ROLE_FORM_STATUSES, roleFormSchema, type RoleFormOutput, type RoleFormValues } from './roleFormSchema';

interface EditedRole {
  id: string;
  name: string;
  status: string;
  builtIn: boolean;
}

interface RoleFormDialogProps {
  /** The role to edit; without it the dialog adds a role. */
  role?: EditedRole;
  connectionId: string;
}

/** The role add/edit dialog (spec §2; the spec shows no trigger, so 'Add Role' and a per-row Edit open it). */
export function RoleFormDialog({ role, connectionId }: RoleFormDialogProps) {
  const [open, setOpen] = useState(false);
  const [createRole] = useCreateRoleMutation();
  const [updateRole] = useUpdateRoleMutation();
  const initial: RoleFormValues = {
    name: role?.name ?? '',
    status: role && role.status !== 'PENDING' ? (role.status as 'ACTIVE' | 'INACTIVE') : ('' as 'ACTIVE'),
  };
  const { register, handleSubmit, reset, setError, errors, isSubmitting, onEdit } = useFormClearingErrors<RoleFormValues, RoleFormOutput>({
    resolver: zodResolver(roleFormSchema),
    defaultValues: initial,
  });
  const locked = role?.builtIn ?? false;

  const onSubmit = async (values: RoleFormOutput) => {
    const result = role
      ? await updateRole({ roleId: role.id, ...values })
      : await createRole({ input: values, connectionIds: [connectionId] });
    if (result.ok) {
      notify.success(result.message);
      setOpen(false);
      reset(role ? values : { name: '', status: '' as 'ACTIVE' });
      return;
    }
    const fields = result.fieldErrors;
    if (fields.name ?? fields.role) setError('name', { message: fields.name ?? fields.role });
    if (fields.status) setError('status', { message: fields.status });
    notify.error(result.message);
  };

  const trigger = role ? (
    <IconButton aria-label={`Edit role ${role.name}`} size="sm" variant="ghost">
      <Pencil aria-hidden />
    </IconButton>
  ) : (
    <Button colorPalette="brand">
      <Plus aria-hidden />
      Add Role
    </Button>
  );

  return (
    <AppDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) reset(initial);
      }}
      busy={isSubmitting}
      title={role ? 'Edit Role' : 'Add Role'}
      width="md"
      trigger={trigger}
    >
      <DialogForm onSubmit={handleSubmit(onSubmit)} submitLabel={role ? 'Update' : 'Create'} busy={isSubmitting} submitDisabled={locked}>
        <Stack gap="4">
          {locked && (
            <Text fontSize="sm" color="fg.muted">
              A built-in role cannot be renamed or deactivated.
            </Text>
          )}
          <FormField label="Role Name" error={errors.name?.message} required>
            <Input {...register('name', onEdit('name'))} readOnly={locked} autoComplete="off" />
          </FormField>
          <FormField label="Status" error={errors.status?.message} required>
            <OptionSelect
              placeholder="Select status"
              options={ROLE_FORM_STATUSES}
              disabled={locked}
              {...register('status', onEdit('status'))}
            />
          </FormField>
        </Stack>
      </DialogForm>
    </AppDialog>
  );
}
