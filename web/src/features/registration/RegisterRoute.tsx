import { Alert } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { ComingPage } from '../../shared/ui/ComingPage';

/** Registration (spec §2): reads the optional invitation `token` query parameter. */
export function Component() {
  const [params] = useSearchParams();
  const invitation = params.get('token');
  return (
    <ComingPage
      title="Create a new Account"
      description="Registration with an invitation link will open here: the invitation pre-fills your name, email and role."
      highlights={['Personal and company details', 'States licensed and languages', 'Profile photo and social links']}
      backTo={{ label: 'Back to Sign In', to: '/login' }}
    >
      {invitation && (
        <Alert.Root status="info" rounded="lg">
          <Alert.Indicator />
          <Alert.Title>Your invitation link was recognised.</Alert.Title>
        </Alert.Root>
      )}
    </ComingPage>
  );
}
