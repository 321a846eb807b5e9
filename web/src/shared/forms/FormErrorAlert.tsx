import { Alert } from '@chakra-ui/react';

/** A form's failure that belongs to no field, above the fields (useRefusalMessage); nothing without one. */
export function FormErrorAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" borderRadius="md" role="alert">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
