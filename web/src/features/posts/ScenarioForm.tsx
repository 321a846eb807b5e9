import { Box, Button, Dialog, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { SCENARIO_PROGRAMS } from '@lendhub/domain/pricing';
import { graphql, useFragment } from 'react-relay/hooks';
import { useSearchParams } from 'react-router-dom';
import type { ScenarioForm_query$key } from '../../__generated__/ScenarioForm_query.graphql';
import { SelectField } from '../../shared/ui/SelectField';
import { finderFiltersFrom } from './finderFilters';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { RichTextFormField } from '../../shared/editor/RichTextFormField';
import { useDialogForm } from '../../shared/forms/useFormClearingErrors';
import { FormField } from '../../shared/ui/FormField';
import { feedConnectionIds } from './feedConnection';
import { useCreatePostMutation } from './mutations/useCreatePostMutation';
import { EMPTY_SCENARIO_FORM, postScenarioOf, scenarioFormSchema, type ScenarioFormValues } from './scenarioFormSchema';
import { ScenarioFields } from './ScenarioFields';
import { SwitchField } from '../../shared/ui/SwitchField';
import { settleFormResult } from '../../shared/forms/settleFormResult';

const lendersFragment = graphql`
  fragment ScenarioForm_query on Query {
    scenarioLenders: lenders(first: 50) {
      edges {
        node {
          id
          name
        }
      }
    }
  }
`;

interface ScenarioFormProps {
  query: ScenarioForm_query$key;
  onCancel: () => void;
  onCreated: () => void;
  /** True while the post is being saved (the dialog then refuses to close). */
  onBusyChange: (busy: boolean) => void;
}

/** Title, lender, programme, the optional structured scenario and rich-text content of a new scenario (spec §5 rules); body and footer of the dialog. */
export function ScenarioForm({ query, onCancel, onCreated, onBusyChange }: ScenarioFormProps) {
  const lenders = useFragment(lendersFragment, query).scenarioLenders.edges.map(({ node }) => ({ value: node.id, label: node.name }));
  const [lenderId, setLenderId] = useState('');
  const [program, setProgram] = useState('');
  const [params] = useSearchParams();
  const [createPost] = useCreatePostMutation();
  const titleId = useId();
  const { register, control, handleSubmit, setError, errors, isSubmitting } = useDialogForm<ScenarioFormValues>(
    { resolver: zodResolver(scenarioFormSchema), defaultValues: EMPTY_SCENARIO_FORM, mode: 'onTouched' },
    onBusyChange,
  );
  const withScenario = useWatch({ control, name: 'withScenario' });

  const onSubmit = async (values: ScenarioFormValues) => {
    const result = await createPost({
      title: values.title,
      content: values.content,
      isPublished: true,
      lenderId: lenderId || null,
      program: program || null,
      scenario: postScenarioOf(values),
      connectionIds: feedConnectionIds(finderFiltersFrom(params), { lenderId: lenderId || null, program: program || null }),
    });
    settleFormResult(result, setError, ['title', 'content'], onCreated);
  };

  return (
    <Box asChild display="contents">
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <Dialog.Body>
          <Stack gap="5">
            <FormField label="Title" id={titleId} error={errors.title?.message} required>
              <Input
                {...register('title')}
                placeholder="e.g. 680 FICO self-employed borrower, 24-month bank statements"
                autoComplete="off"
              />
            </FormField>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <SelectField label="Lender" placeholder="Any lender" options={lenders} value={lenderId} onChange={setLenderId} />
              <SelectField label="Program" placeholder="Any program" options={SCENARIO_PROGRAMS} value={program} onChange={setProgram} />
            </SimpleGrid>
            <Controller
              control={control}
              name="withScenario"
              render={({ field }) => (
                <SwitchField
                  label="Add the loan scenario"
                  description="The card then shows the lenders that fit it, and their account executives are told of it."
                  checked={field.value}
                  onChange={field.onChange}
                />
              )}
            />
            {withScenario && <ScenarioFields register={register} errors={errors.scenario} />}
            <RichTextFormField
              control={control}
              name="content"
              label="Content"
              height={280}
              required
              error={errors.content?.message}
              placeholder="Describe the borrower, property, loan amount and what you need from lenders…"
            />
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText="Posting…">
            Create Post
          </Button>
        </Dialog.Footer>
      </form>
    </Box>
  );
}
