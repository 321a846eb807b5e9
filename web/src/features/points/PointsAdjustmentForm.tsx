import { Button, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { notify } from '../../shared/toast';
import { FormField } from '../../shared/ui/FormField';
import { OptionSelect } from '../../shared/ui/OptionSelect';
import { useManagePointsMutation } from './mutations/useManagePointsMutation';
import { checkPointsForm } from './pointsFormSchema';

export interface PointsUserOption {
  id: string;
  fullName: string;
  email: string;
  pointsId: string | null;
}

interface PointsAdjustmentFormProps {
  /** Distribute Points: pick a user from these (with a search box). */
  users?: readonly PointsUserOption[];
  /** Manage Points: the row's user. */
  user?: PointsUserOption;
  submitLabel: string;
  onDone?: () => void;
}

const ACTIONS = [
  { value: 'ADD', label: 'ADD' },
  { value: 'SUBTRACT', label: 'SUBTRACT' },
];

/** Amount, ADD or SUBTRACT, and a reason (spec §5 "Points distribution"); with a user picker when no user is given. */
export function PointsAdjustmentForm({ users, user, submitLabel, onDone }: PointsAdjustmentFormProps) {
  const [managePoints, isInFlight] = useManagePointsMutation();
  const [search, setSearch] = useState('');
  const [userId, setUserId] = useState(user?.id ?? '');
  const [amount, setAmount] = useState('');
  const [action, setAction] = useState('ADD');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  const options = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (users ?? [])
      .filter((u) => u.id === userId || !needle || u.fullName.toLowerCase().includes(needle) || u.email.toLowerCase().includes(needle))
      .map((u) => ({ value: u.id, label: `${u.fullName} (${u.email})` }));
  }, [users, search, userId]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkPointsForm({ userId, amount, action, reason });
    if (!check.ok) {
      setError(check.message);
      notify.error(check.message);
      return;
    }
    setError(null);
    const target = user ?? users?.find((u) => u.id === userId);
    const result = await managePoints({
      userId,
      pointsId: target?.pointsId ?? null,
      pointsAmount: check.pointsAmount,
      action: check.action,
      reason: check.reason,
    });
    if (!result.ok) {
      setError(result.message);
      notify.error(result.message);
      return;
    }
    notify.success(result.message);
    setAmount('');
    setReason('');
    onDone?.();
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-describedby={error ? errorId : undefined}>
      <Stack gap="4">
        {users && (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label="Search users">
              <Input type="search" value={search} onChange={(event) => setSearch(event.currentTarget.value)} placeholder="Name or email" />
            </FormField>
            <FormField label="User" required>
              <OptionSelect
                placeholder="Select user"
                options={options}
                value={userId}
                onChange={(event) => setUserId(event.currentTarget.value)}
              />
            </FormField>
          </SimpleGrid>
        )}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label="Points" required>
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={amount}
              onChange={(event) => setAmount(event.currentTarget.value)}
            />
          </FormField>
          <FormField label="Action" required>
            <OptionSelect
              placeholder="Select action"
              options={ACTIONS}
              value={action}
              onChange={(event) => setAction(event.currentTarget.value)}
            />
          </FormField>
        </SimpleGrid>
        <FormField label="Reason" required>
          <Input value={reason} onChange={(event) => setReason(event.currentTarget.value)} autoComplete="off" />
        </FormField>
        {error && (
          <Text id={errorId} role="alert" color="fg.error" fontSize="sm">
            {error}
          </Text>
        )}
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={isInFlight}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
