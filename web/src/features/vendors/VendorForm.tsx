import { Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { VendorForm_options$key } from '../../__generated__/VendorForm_options.graphql';
import type { VendorForm_vendor$key } from '../../__generated__/VendorForm_vendor.graphql';
import { useDialogForm } from '../../shared/forms/useFormClearingErrors';
import { FormField } from '../../shared/ui/FormField';
import { OptionSelect } from '../../shared/ui/OptionSelect';
import { CheckboxGroupField } from '../../shared/forms/CheckboxGroupField';
import { useCreateVendorMutation } from './mutations/useCreateVendorMutation';
import { useUpdateVendorMutation } from './mutations/useUpdateVendorMutation';
import { EMPTY_VENDOR_FORM, vendorFormSchema, vendorFormValues, type VendorFormValues, type VendorInputValues } from './vendorFormSchema';
import { vendorFieldsOf } from './vendorFields';
import { settleFormResult } from '../../shared/forms/settleFormResult';
import { DialogForm } from '../../shared/ui/DialogForm';

const fragment = graphql`
  fragment VendorForm_vendor on Vendor {
    id
    ...vendorFields_vendor
  }
`;

const optionsFragment = graphql`
  fragment VendorForm_options on VendorFormOptions {
    categories
    loanTypes
    services
  }
`;

const STATUS_OPTIONS = [
  { value: 'ACTIVE', label: 'Active' },
  { value: 'INACTIVE', label: 'Inactive' },
];
/** Half stars, 0.5 to 5 (spec §9). */
const RATING_OPTIONS = Array.from({ length: 10 }, (_, index) => {
  const value = String((index + 1) / 2);
  return { value, label: `${value} ${value === '1' ? 'star' : 'stars'}` };
});

const TEXT_FIELDS = [
  ['name', 'Vendor Name', 'text'],
  ['contactEmail', 'Contact Email', 'email'],
  ['phoneNumber', 'Phone Number', 'tel'],
  ['website', 'Website', 'url'],
  ['foundedYear', 'Founded Year', 'number'],
  ['licenseNumber', 'License Number', 'text'],
  ['minimumCreditScore', 'Minimum Credit Score', 'number'],
] as const;

const RATE_FIELDS = [
  ['thirtyYearFixedRate', '30-Year Fixed Rate (%)'],
  ['fifteenYearFixedRate', '15-Year Fixed Rate (%)'],
  ['fiveOneArmRate', '5/1 ARM Rate (%)'],
] as const;

const FIELDS = Object.keys(EMPTY_VENDOR_FORM) as (keyof VendorFormValues)[];

interface VendorFormProps {
  mode: 'create' | 'edit';
  vendor: VendorForm_vendor$key | null;
  options: VendorForm_options$key;
  connectionId: string;
  onDone: () => void;
  onBusyChange: (busy: boolean) => void;
}

/** The vendor form of spec §3/§5: every field required, options from `vendorFormOptions`. */
export function VendorForm({ mode, vendor: vendorRef, options: optionsRef, connectionId, onDone, onBusyChange }: VendorFormProps) {
  const vendor = useFragment(fragment, vendorRef);
  const options = useFragment(optionsFragment, optionsRef);
  const schema = useMemo(() => vendorFormSchema(options), [options]);
  const [createVendor] = useCreateVendorMutation();
  const [updateVendor] = useUpdateVendorMutation();
  const { register, control, handleSubmit, setError, clearErrors, errors, isSubmitting, onEdit } = useDialogForm<
    VendorFormValues,
    VendorInputValues
  >(
    {
      resolver: zodResolver(schema),
      defaultValues: vendor ? vendorFormValues(vendorFieldsOf(vendor)) : EMPTY_VENDOR_FORM,
    },
    onBusyChange,
  );

  const onSubmit = async (input: VendorInputValues) => {
    const result = vendor
      ? await updateVendor({ ...input, vendorId: vendor.id })
      : await createVendor({ input, connectionIds: [connectionId] });
    settleFormResult(result, setError, FIELDS, onDone);
  };

  return (
    <DialogForm onSubmit={handleSubmit(onSubmit)} submitLabel={mode === 'create' ? 'Add Vendor' : 'Save Changes'} busy={isSubmitting}>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label="Vendor Name" error={errors.name?.message} required>
            <Input {...register('name', onEdit('name'))} autoComplete="off" />
          </FormField>
          <FormField label="Category" error={errors.category?.message} required>
            <OptionSelect placeholder="Select category" options={options.categories} {...register('category', onEdit('category'))} />
          </FormField>
          {TEXT_FIELDS.slice(1).map(([field, label, type]) => (
            <FormField key={field} label={label} error={errors[field]?.message} required>
              <Input
                type={type}
                inputMode={type === 'number' ? 'numeric' : undefined}
                {...register(field, onEdit(field))}
                autoComplete="off"
              />
            </FormField>
          ))}
          <FormField label="Status" error={errors.status?.message} required>
            <OptionSelect placeholder="Select status" options={STATUS_OPTIONS} {...register('status', onEdit('status'))} />
          </FormField>
          <FormField label="Rating" error={errors.rating?.message} required>
            <OptionSelect placeholder="Select rating" options={RATING_OPTIONS} {...register('rating', onEdit('rating'))} />
          </FormField>
        </SimpleGrid>
        <FormField label="Description" error={errors.description?.message} required>
          <Textarea rows={3} {...register('description', onEdit('description'))} />
        </FormField>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          {RATE_FIELDS.map(([field, label]) => (
            <FormField key={field} label={label} error={errors[field]?.message} required>
              <Input type="number" step="0.001" inputMode="decimal" {...register(field, onEdit(field))} />
            </FormField>
          ))}
        </SimpleGrid>
        <CheckboxGroupField
          control={control}
          name="loanTypes"
          legend="Loan Types"
          options={options.loanTypes}
          error={errors.loanTypes?.message}
          onEdit={() => clearErrors('loanTypes')}
        />
        <CheckboxGroupField
          control={control}
          name="services"
          legend="Services"
          options={options.services}
          error={errors.services?.message}
          onEdit={() => clearErrors('services')}
        />
      </Stack>
    </DialogForm>
  );
}
